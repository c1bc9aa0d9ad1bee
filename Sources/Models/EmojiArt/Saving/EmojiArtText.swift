import Geometry
import PortableJSON
import Quoting

/// The Emoji Art document format (UTF-8 JSON with a format version), read and written with
/// no Foundation: the one codec of pictures, for the desktop's files and the browser's.
///
/// ```swift
/// let text = EmojiArtText.encode(document)
/// let again = try EmojiArtText.decode(Array(text.utf8))
/// ```
public enum EmojiArtText {
    /// The format version written, and the newest read.
    public static let currentVersion = 1
    /// The longest text accepted, in bytes: 10 MiB.
    public static let maximumByteCount = 10 * 1024 * 1024
    /// The deepest nesting of arrays and objects accepted (a valid document needs 3).
    public static let maximumNestingDepth = 16

    /// Reads a document, checking size, nesting, JSON, version, shape and every value, in
    /// that order; throws the first problem found.
    public static func decode(_ bytes: [UInt8]) throws(EmojiArtTextError) -> EmojiArtDocument {
        try document(from: try root(of: bytes))
    }

    /// The checked JSON of a document (size, nesting, JSON, version), for a reader that
    /// also wants a member beside the document's own (a saved picture's `"file"`); pass it
    /// to `document(from:)`.
    ///
    /// ```swift
    /// let root = try EmojiArtText.root(of: bytes)
    /// let picture = try EmojiArtText.document(from: root)
    /// ```
    public static func root(of bytes: [UInt8]) throws(EmojiArtTextError) -> JSONValue {
        guard bytes.count <= maximumByteCount else { throw .tooLarge(byteCount: bytes.count) }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, depthLimit: maximumNestingDepth)
        } catch {
            throw .notJSON(error)
        }
        guard case .object = root else { throw .malformed(reason: "the document is not an object") }
        let version: Int?
        switch root["version"] {
        case nil: version = nil
        case .some(let value): version = try integer(value, at: "version")
        }
        guard let version, (1...currentVersion).contains(version) else {
            throw .unsupportedVersion(version)
        }
        return root
    }

    /// The document in checked JSON (`root(of:)`), with every value checked.
    ///
    /// ```swift
    /// let picture = try EmojiArtText.document(from: try EmojiArtText.root(of: bytes))
    /// ```
    public static func document(from root: JSONValue) throws(EmojiArtTextError)
        -> EmojiArtDocument
    {
        let canvas = try field(root, "canvas", in: "the document")
        let width = try real(try field(canvas, "width", in: "canvas"), at: "canvas.width")
        let height = try real(try field(canvas, "height", in: "canvas"), at: "canvas.height")
        let background = try text(
            try field(root, "background", in: "the document"), at: "background")
        let next = try integer(try field(root, "nextItemID", in: "the document"), at: "nextItemID")
        guard case .array(let list) = try field(root, "items", in: "the document") else {
            throw .malformed(reason: "items is not an array")
        }
        var items: [EmojiItem] = []
        items.reserveCapacity(list.count)
        for (index, entry) in list.enumerated() {
            items.append(try item(entry, at: "items[\(index)]"))
        }
        guard items.count <= DocumentLimits.maximumItemCount else {
            throw .tooManyItems(items.count)
        }
        guard let color = RGBAColor(hexString: background) else {
            throw .invalidBackground(background)
        }
        do {
            return try EmojiArtDocument(
                canvasSize: Size(width: width, height: height), background: color, items: items,
                nextItemID: next)
        } catch {
            if case .invalidItem(let index, let id, let reason) = error {
                throw .invalidItem(index: index, id: id, reason: reason)
            }
            throw .invalidDocument(error)
        }
    }

    static func item(_ value: JSONValue, at path: String) throws(EmojiArtTextError) -> EmojiItem {
        guard case .object = value else { throw .malformed(reason: "\(path) is not an object") }
        return EmojiItem(
            id: try integer(try field(value, "id", in: path), at: "\(path).id"),
            text: try text(try field(value, "text", in: path), at: "\(path).text"),
            position: Point(
                x: try real(try field(value, "x", in: path), at: "\(path).x"),
                y: try real(try field(value, "y", in: path), at: "\(path).y")),
            size: try real(try field(value, "size", in: path), at: "\(path).size"))
    }

    static func field(_ object: JSONValue, _ key: String, in path: String)
        throws(EmojiArtTextError) -> JSONValue
    {
        guard case .object = object else { throw .malformed(reason: "\(path) is not an object") }
        guard let value = object[key] else {
            throw .malformed(reason: "missing \(curlyQuoted(key)) in \(path)")
        }
        return value
    }

    static func integer(_ value: JSONValue, at path: String) throws(EmojiArtTextError) -> Int {
        guard let number = value.wholeNumber else {
            throw .malformed(reason: "\(path) is not a whole number")
        }
        return number
    }

    static func real(_ value: JSONValue, at path: String) throws(EmojiArtTextError) -> Double {
        guard case .number(_, let number) = value else {
            throw .malformed(reason: "\(path) is not a number")
        }
        return number
    }

    static func text(_ value: JSONValue, at path: String) throws(EmojiArtTextError) -> String {
        guard case .string(let text) = value else {
            throw .malformed(reason: "\(path) is not a string")
        }
        return text
    }
}
