extension String {
    /// The string with its first letter in upper case, so that an announcement that
    /// starts with an item's name ("the I piece over…") reads as a sentence.
    var sentenceStart: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
