import EmojiArt

/// Why the host could not open, save or export a file; `message` is shown in the sheet.
public struct StorageError: Error, Equatable, Sendable {
    /// A sentence for the user, such as "art.json: the file is not JSON".
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }
}

/// How the scene reaches files: closures the host gives it (a portable scene cannot touch
/// the disk). Each takes the file name the user typed. Failing ones throw, and the scene
/// then shows the message and changes nothing; `exists` says whether saving or exporting
/// would replace a file, so the scene can ask first.
///
/// ```swift
/// let storage = EmojiArtStorage(
///     open: { name throws(StorageError) in try read(name) },
///     save: { document, name throws(StorageError) in try write(document, to: name) },
///     export: { document, name throws(StorageError) in try renderPNG(document, to: name) })
/// let scene = EmojiArtScene(storage: storage)
/// ```
public struct EmojiArtStorage {
    /// Reads the document in a file.
    public var open: (String) throws(StorageError) -> EmojiArtDocument
    /// Writes a document to a file (atomically).
    public var save: (EmojiArtDocument, String) throws(StorageError) -> Void
    /// Renders a document's canvas to a PNG file.
    public var export: (EmojiArtDocument, String) throws(StorageError) -> Void
    /// Whether a file of this name is already there (Save and Export ask before replacing it).
    public var exists: (String) -> Bool

    /// Creates storage from the host's functions (with no `exists`, no file is ever there).
    public init(
        open: @escaping (String) throws(StorageError) -> EmojiArtDocument,
        save: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void,
        export: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void,
        exists: @escaping (String) -> Bool = { _ in false }
    ) {
        self.open = open
        self.save = save
        self.export = export
        self.exists = exists
    }
}
