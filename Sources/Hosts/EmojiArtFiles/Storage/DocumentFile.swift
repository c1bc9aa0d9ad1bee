import EmojiArt
import Foundation
import HostFiles

/// Opens and saves Emoji Art documents on disk in the one document format,
/// `EmojiArtText`.
///
/// Opening refuses an over-large file before reading it all, and checks everything
/// `EmojiArtText.decode(_:)` checks. Saving is atomic (`AtomicFile`).
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
        let data: Data
        do throws(LimitedRead.Failure) {
            data = try LimitedRead.contents(of: url, limit: EmojiArtText.maximumByteCount)
        } catch {
            switch error {
            case .tooLarge(let count): throw .invalid(.tooLarge(byteCount: count))
            case .unreadable(let reason): throw .unreadable(path: url.path, reason: reason)
            }
        }
        do throws(EmojiArtTextError) {
            return try EmojiArtText.decode(Array(data))
        } catch {
            throw .invalid(error)
        }
    }

    /// Writes a document atomically: the previous file survives any failure.
    ///
    /// ```swift
    /// try DocumentFile.save(editor.document, to: URL(fileURLWithPath: "art.json"))
    /// ```
    public static func save(_ document: EmojiArtDocument, to url: URL) throws(DocumentFileError) {
        do {
            try AtomicFile.write(Data(EmojiArtText.encode(document).utf8), to: url)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }
}
