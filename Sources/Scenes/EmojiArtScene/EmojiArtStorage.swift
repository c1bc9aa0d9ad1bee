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
///
/// A host with a file chooser of its own (a browser) gives `chooseFile` instead of `open`:
/// Open then shows that chooser, and the host hands the chosen file to
/// `EmojiArtScene.receiveFile(named:contents:at:)`.
public struct EmojiArtStorage {
    /// Reads the document in a file; nil when the host chooses files itself.
    public var open: ((String) throws(StorageError) -> EmojiArtDocument)?
    /// Shows the host's own file chooser; nil when files are opened by name.
    public var chooseFile: (() -> Void)?
    /// Writes a document to a file (atomically).
    public var save: (EmojiArtDocument, String) throws(StorageError) -> Void
    /// Renders a document's canvas to a PNG file.
    public var export: (EmojiArtDocument, String) throws(StorageError) -> Void
    /// Whether a file of this name is already there (Save and Export ask before replacing it).
    public var exists: (String) -> Bool
    /// What the file-name sheet asks for.
    public var nameHint: String

    /// Creates storage from the host's functions (with no `exists`, no file is ever there).
    public init(
        open: @escaping (String) throws(StorageError) -> EmojiArtDocument,
        save: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void,
        export: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void,
        exists: @escaping (String) -> Bool = { _ in false }
    ) {
        self.open = open
        self.chooseFile = nil
        self.save = save
        self.export = export
        self.exists = exists
        self.nameHint = "Type the file's name or path, then press Enter."
    }

    /// Creates storage for a host that chooses files to open itself and hands the user the
    /// files saved and exported (a browser's downloads, which never replace a file).
    public init(
        chooseFile: @escaping () -> Void,
        save: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void,
        export: @escaping (EmojiArtDocument, String) throws(StorageError) -> Void
    ) {
        self.open = nil
        self.chooseFile = chooseFile
        self.save = save
        self.export = export
        self.exists = { _ in false }
        self.nameHint = "Type a name for the file, then press Enter."
    }
}
