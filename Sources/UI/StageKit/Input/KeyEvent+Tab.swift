import Gestures

extension KeyEvent {
    /// Where Tab moves a focus among `count` things, round and round: to the one after
    /// `current` (the first when nothing has the focus), or with shift to the one before
    /// (the last when nothing has it). Nil for any other key, or with nothing to focus.
    ///
    /// ```swift
    /// if let next = key.tabbed(from: focus, among: tiles.count) { focus = next }
    /// ```
    public func tabbed(from current: Int?, among count: Int) -> Int? {
        guard count > 0, matches(.tab) || matches(.tab, .shift) else { return nil }
        let back = modifiers == .shift
        guard let current else { return back ? count - 1 : 0 }
        return (current + (back ? count - 1 : 1)) % count
    }
}
