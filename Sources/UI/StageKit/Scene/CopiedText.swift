/// What a scene last put on the clipboard, for its host to hand to the system's: the text,
/// and how many times the scene has copied. A host copies when the count changes, so that
/// copying the same thing again still reaches the clipboard.
///
/// ```swift
/// copied.copy("🐶🐱")          // in the scene, on ctrl+c
/// if scene.copied.count != seen { setSystemClipboard(scene.copied.text) }   // the host
/// ```
public struct CopiedText: Equatable, Sendable {
    /// The text copied last (empty before any copy).
    public private(set) var text = ""
    /// How many copies the scene has made.
    public private(set) var count = 0

    /// Nothing copied yet.
    public init() {}

    /// Puts `text` on the clipboard.
    public mutating func copy(_ text: String) {
        self.text = text
        count &+= 1
    }
}
