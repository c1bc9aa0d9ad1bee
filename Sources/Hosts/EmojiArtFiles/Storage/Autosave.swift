import EmojiArt
import Foundation
import HostFiles

/// Where the current document is kept between runs, and how it is saved and restored.
///
/// The file is `$XDG_DATA_HOME/emoji-art/current.json`, or
/// `$HOME/.local/share/emoji-art/current.json` when `XDG_DATA_HOME` is unset, empty or not
/// an absolute path (as the XDG base directory spec asks). The environment is passed in,
/// so tests point it at a temporary folder.
///
/// ```swift
/// let autosave = try Autosave(environment: ProcessInfo.processInfo.environment)
/// let (document, problem) = autosave.restore()   // on start
/// try autosave.save(editor.document)              // on exit
/// ```
public struct Autosave: Sendable {
    /// The autosave file.
    public let file: URL

    /// The folder under the data directory that holds the app's files.
    public static let folderName = "emoji-art"

    /// The autosave file's name.
    public static let fileName = "current.json"

    /// Uses a given file, for example one chosen by a command-line option.
    ///
    /// ```swift
    /// let autosave = Autosave(file: URL(fileURLWithPath: "/tmp/current.json"))
    /// ```
    public init(file: URL) { self.file = file }

    /// Uses the standard location for an environment; throws `.noDataDirectory` when
    /// neither variable names an absolute folder.
    ///
    /// ```swift
    /// try Autosave(environment: ["HOME": "/home/ada"]).file.path
    /// // "/home/ada/.local/share/emoji-art/current.json"
    /// ```
    public init(environment: [String: String]) throws(DocumentFileError) {
        self.file = try Self.location(environment: environment)
    }

    /// The autosave file for an environment.
    ///
    /// ```swift
    /// try Autosave.location(environment: ["XDG_DATA_HOME": "/data"]).path
    /// // "/data/emoji-art/current.json"
    /// ```
    public static func location(environment: [String: String]) throws(DocumentFileError) -> URL {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local", isDirectory: true)
                .appendingPathComponent("share", isDirectory: true)
        } else {
            throw .noDataDirectory
        }
        return base.appendingPathComponent(folderName, isDirectory: true)
            .appendingPathComponent(fileName)
    }

    /// The saved document, or a new empty one: with no problem when there is no autosave
    /// yet, and with the problem when the autosave is corrupt or unreadable (the file is
    /// left as it is). Never throws.
    ///
    /// ```swift
    /// let (document, problem) = autosave.restore()
    /// if let problem { print("could not restore the last picture: \(problem)") }
    /// ```
    public func restore() -> (document: EmojiArtDocument, problem: DocumentFileError?) {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return (EmojiArtDocument(), nil)
        }
        do {
            return (try DocumentFile.open(file), nil)
        } catch {
            return (EmojiArtDocument(), error)
        }
    }

    /// Saves the document atomically, creating the folder when needed.
    ///
    /// ```swift
    /// try autosave.save(editor.document)
    /// ```
    public func save(_ document: EmojiArtDocument) throws(DocumentFileError) {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder.path, reason: PlainReason.of(error))
        }
        try DocumentFile.save(document, to: file)
    }
}
