import EmojiArt
import PortableJSON

/// Why a document could not be opened, read or saved.
///
/// Whatever the error, the document in memory is left as it was, and a failed save leaves
/// the previous file as it was.
///
/// ```swift
/// do {
///     let document = try DocumentFile.open(url)
/// } catch {
///     print(error)   // for example "item 3 (id 7): “ab” is not a single emoji"
/// }
/// ```
public enum DocumentFileError: Error, Equatable, Sendable {
    /// The file could not be read (missing, a folder, no permission…).
    case unreadable(path: String, reason: String)
    /// The file is larger than `DocumentFormat.maximumByteCount`; it was not read.
    case tooLarge(byteCount: Int)
    /// The bytes are not JSON (or not UTF-8).
    case notJSON(reason: String)
    /// Arrays or objects nest deeper than `DocumentFormat.maximumNestingDepth`.
    case tooDeeplyNested(limit: Int)
    /// No format version, or one this program does not know (newer, or below 1).
    case unsupportedVersion(Int?)
    /// JSON of the wrong shape: a missing field, a string where a number belongs (such as
    /// `"NaN"`), a number too large to represent.
    case malformed(reason: String)
    /// More than `DocumentFormat.maximumItemCount` items.
    case tooManyItems(Int)
    /// One item failed the model's validation: its place in the list, its id and why.
    case invalidItem(index: Int, id: Int, reason: EmojiArtError)
    /// The background is not a `#RRGGBB` or `#RRGGBBAA` colour.
    case invalidBackground(String)
    /// The document as a whole failed validation (canvas size, next item id).
    case invalidDocument(EmojiArtError)
    /// The file could not be written; the previous file, if any, is untouched.
    case unwritable(path: String, reason: String)
    /// Neither `XDG_DATA_HOME` nor `HOME` names an absolute folder for the autosave.
    case noDataDirectory
}

extension DocumentFileError: CustomStringConvertible {
    /// A sentence explaining the problem, fit to show a user.
    ///
    /// ```swift
    /// DocumentFileError.tooManyItems(100_001).description
    /// // "the document has 100001 items, more than the limit of 100000"
    /// ```
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let count):
            "the file is \(count) bytes, more than the limit of \(DocumentFormat.maximumByteCount)"
        case .notJSON(let reason): "the file is not JSON: \(reason)"
        case .tooDeeplyNested(let limit): "the JSON nests deeper than \(limit) levels"
        case .unsupportedVersion(let version):
            unsupportedVersionReason(version, newest: DocumentFormat.currentVersion)
        case .malformed(let reason): "the document is malformed: \(reason)"
        case .tooManyItems(let count):
            "the document has \(count) items, more than the limit of "
                + "\(DocumentFormat.maximumItemCount)"
        case .invalidItem(let index, let id, let reason): "item \(index) (id \(id)): \(reason)"
        case .invalidBackground(let text): "background “\(text.prefix(32))” is not a colour"
        case .invalidDocument(let reason): "invalid document: \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .noDataDirectory: "neither XDG_DATA_HOME nor HOME names a data folder"
        }
    }
}
