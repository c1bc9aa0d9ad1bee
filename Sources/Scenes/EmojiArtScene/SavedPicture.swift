import EmojiArt
import PortableJSON

/// What Emoji Art keeps between runs: the picture and the file it is linked to, if any.
///
/// It is kept as the document format itself (`EmojiArtText`) with one more member,
/// `"file"`, among the sorted keys: any reader of documents reads it as the picture, and a
/// kept picture from before the member existed reads as one with no file.
///
/// ```swift
/// let kept = SavedPicture(document: art, fileName: "art.json")
/// let again = try SavedPicture(decoding: Array(kept.text.utf8))   // the same, linked
/// ```
public struct SavedPicture: Equatable, Sendable {
    /// The picture.
    public var document: EmojiArtDocument
    /// The file it was last opened from or saved to, as the user typed it; nil when none.
    public var fileName: String?

    /// Creates a kept picture.
    public init(document: EmojiArtDocument, fileName: String? = nil) {
        self.document = document
        self.fileName = fileName
    }

    /// Reads a kept picture, with every check of `EmojiArtText.decode`; a `"file"` member
    /// that is there must be a non-empty string.
    public init(decoding bytes: [UInt8]) throws(EmojiArtTextError) {
        let root = try EmojiArtText.root(of: bytes)
        document = try EmojiArtText.document(from: root)
        switch root["file"] {
        case nil:
            fileName = nil
        case .string(let name) where !name.isEmpty:
            fileName = name
        default:
            throw .malformed(reason: "file is not the name of a file")
        }
    }

    /// The kept picture as text: the document's text, with its `"file"` member.
    public var text: String { EmojiArtText.encode(document, file: fileName) }
}
