extension String {
    /// The offset in UTF-16 code units (a browser's and JavaScript's string offsets) of the
    /// place `characters` characters from the start; past the end, the end.
    ///
    /// ```swift
    /// "👍 ok".utf16Offset(ofCharacter: 1)   // 2
    /// ```
    public func utf16Offset(ofCharacter characters: Int) -> Int {
        prefix(max(characters, 0)).utf16.count
    }

    /// The offset in characters of the place `offset` UTF-16 code units from the start; an
    /// offset inside a character (between the halves of an emoji) goes to the nearer end
    /// of it, the later one from its middle.
    ///
    /// ```swift
    /// "👍 ok".characterOffset(ofUTF16: 2)   // 1
    /// ```
    public func characterOffset(ofUTF16 offset: Int) -> Int {
        var units = 0
        var count = 0
        for character in self {
            let width = character.utf16.count
            if units + width > offset {
                return 2 * (offset - units) >= width ? count + 1 : count
            }
            units += width
            count += 1
        }
        return count
    }
}
