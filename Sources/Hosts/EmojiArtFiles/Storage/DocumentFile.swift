import EmojiArt
import Foundation
import HostFiles

/// Opens and saves Emoji Art documents on disk.
///
/// Opening refuses an over-large file before reading it all, and checks everything
/// `DocumentFormat.decode(_:)` checks. Saving is atomic (`AtomicFile`).
///
/// ```swift
/// let url = URL(fileURLWithPath: "art.json")
/// try DocumentFile.save(editor.document, to: url)
/// let reopened = try DocumentFile.open(url)
/// ```
public enum DocumentFile {
    /// Reads and checks a document file.
    ///
    /// ```swift
    /// let document = try DocumentFile.open(URL(fileURLWithPath: "art.json"))
    /// ```
    public static func open(_ url: URL) throws(DocumentFileError) -> EmojiArtDocument {
        try DocumentFormat.decode(readBytes(of: url))
    }

    /// Writes a document atomically: the previous file survives any failure.
    ///
    /// ```swift
    /// try DocumentFile.save(editor.document, to: URL(fileURLWithPath: "art.json"))
    /// ```
    public static func save(_ document: EmojiArtDocument, to url: URL) throws(DocumentFileError) {
        do {
            try AtomicFile.write(DocumentFormat.encode(document), to: url)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }

    /// The file's bytes, refusing a file larger than `DocumentFormat.maximumByteCount`
    /// (see `LimitedRead`).
    static func readBytes(of url: URL) throws(DocumentFileError) -> Data {
        do throws(LimitedRead.Failure) {
            return try LimitedRead.contents(of: url, limit: DocumentFormat.maximumByteCount)
        } catch {
            switch error {
            case .tooLarge(let count): throw .tooLarge(byteCount: count)
            case .unreadable(let reason): throw .unreadable(path: url.path, reason: reason)
            }
        }
    }
}
