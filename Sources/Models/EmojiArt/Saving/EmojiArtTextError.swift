import PortableJSON
import Quoting

/// Why a text could not be read as an Emoji Art document, in one sentence that says where.
public enum EmojiArtTextError: Error, Equatable, Sendable {
    /// The text is longer than `EmojiArtText.maximumByteCount`; it was not parsed.
    case tooLarge(byteCount: Int)
    /// The bytes are not JSON (or not UTF-8, or nest deeper than
    /// `EmojiArtText.maximumNestingDepth`): where, and why.
    case notJSON(JSONParseError)
    /// No format version, or one this program does not know.
    case unsupportedVersion(Int?)
    /// JSON of the wrong shape, and where (`items[0].x is not a number`).
    case malformed(reason: String)
    /// More than `DocumentLimits.maximumItemCount` items.
    case tooManyItems(Int)
    /// One item failed the model's validation: its place in the list, its id and why.
    case invalidItem(index: Int, id: Int, reason: EmojiArtError)
    /// The background is not a `#RRGGBB` or `#RRGGBBAA` colour.
    case invalidBackground(String)
    /// The document as a whole failed validation (canvas size, next item id).
    case invalidDocument(EmojiArtError)
}

extension EmojiArtTextError: CustomStringConvertible {
    /// A sentence explaining the problem, fit to show a user.
    public var description: String {
        switch self {
        case .tooLarge(let count):
            "the file is \(count) bytes, more than the limit of \(EmojiArtText.maximumByteCount)"
        case .notJSON(let error): error.description
        case .unsupportedVersion(let version):
            unsupportedVersionReason(version, newest: EmojiArtText.currentVersion)
        case .malformed(let reason): "the document is malformed: \(reason)"
        case .tooManyItems(let count):
            "the document has \(count) items, more than the limit of "
                + "\(DocumentLimits.maximumItemCount)"
        case .invalidItem(let index, let id, let reason): "item \(index) (id \(id)): \(reason)"
        case .invalidBackground(let text): "background \(curlyQuoted(text)) is not a colour"
        case .invalidDocument(let reason): "invalid document: \(reason)"
        }
    }
}
