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
    /// first by its recorded size and then, for files that grow or lie about their size,
    /// by reading at most one byte more than the limit.
    static func readBytes(of url: URL) throws(DocumentFileError) -> Data {
        let limit = DocumentFormat.maximumByteCount
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                throw DocumentFileError.unreadable(path: url.path, reason: "it is a folder")
            }
            if let size = attributes[.size] as? Int, size > limit {
                throw DocumentFileError.tooLarge(byteCount: size)
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                throw DocumentFileError.tooLarge(byteCount: data.count)
            }
            return data
        } catch let error as DocumentFileError {
            throw error
        } catch {
            throw .unreadable(path: url.path, reason: reason(for: error))
        }
    }

    private static func reason(for error: any Error) -> String { PlainReason.of(error) }
}
