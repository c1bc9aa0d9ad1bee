extension TextInput {
    /// The edit that turns a field's `old` text into `new`: the characters that differ, in
    /// place of those they replace; nil when the two are the same.
    ///
    /// For a host whose own text box holds a copy of the focused field's text and reports
    /// its whole value after each change (a browser's `<input>` under a phone's keyboard,
    /// where autocorrect may replace a word behind the caret). `caret` (characters into
    /// `new`, after the change) is where the box's caret is: the edit runs up to it, so the
    /// field's caret lands there too, and that settles where the change was when it is
    /// ambiguous, as for one more "a" in "aa". Compared by `Character`, so an emoji that
    /// gains a skin tone is one changed character.
    ///
    /// ```swift
    /// TextInput(changing: "Buy mlik", to: "Buy milk", caret: 8, time: 0)
    /// // "ilk" replacing 5..<8
    /// ```
    ///
    /// - Complexity: O(*n*), where *n* is the length of the longer text.
    public init?(changing old: String, to new: String, caret: Int, time: Double) {
        let before = Array(old)
        let after = Array(new)
        let caret = min(max(caret, 0), after.count)
        var suffix = 0
        while suffix < min(before.count, after.count - caret),
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        var prefix = 0
        while prefix < min(before.count, after.count) - suffix, before[prefix] == after[prefix] {
            prefix += 1
        }
        let removedEnd = before.count - suffix
        let insertedEnd = after.count - suffix
        guard prefix < removedEnd || prefix < insertedEnd else { return nil }
        self.init(String(after[prefix..<insertedEnd]), replacing: prefix..<removedEnd, time: time)
    }
}
