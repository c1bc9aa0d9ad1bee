import PortableJSON
import Quoting

/// The board file format (UTF-8 JSON with a format version), read and written with no
/// Foundation: the one codec of boards, on the desktop (`board.json` in the state folder)
/// and in the browser alike.
///
/// ```swift
/// let text = BoardJSON.encode(board)
/// let again = try BoardJSON.decode(Array(text.utf8))   // == board
/// ```
public enum BoardJSON {
    /// The format version written, and the newest read.
    public static let currentVersion = 1
    /// The longest text accepted, in bytes: 10 MiB. Longer text is refused unparsed.
    public static let maximumByteCount = 10 * 1024 * 1024
    /// The deepest nesting of arrays and objects accepted: 16 (a valid board needs 5).
    public static let maximumNestingDepth = 16

    /// Reads a board, checking size, nesting, JSON, version, shape and every value, in
    /// that order; throws the first problem found. Members this format does not name are
    /// ignored, so a newer writer's extra members do no harm.
    ///
    /// ```swift
    /// try BoardJSON.decode(Array("{\"version\": 99}".utf8))
    /// // throws BoardJSONError.unsupportedVersion(99)
    /// ```
    public static func decode(_ bytes: [UInt8]) throws(BoardJSONError) -> Board {
        guard bytes.count <= maximumByteCount else { throw .tooLarge(byteCount: bytes.count) }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, depthLimit: maximumNestingDepth)
        } catch {
            throw .notJSON(error)
        }
        guard case .object = root else { throw .malformed(reason: "the document is not an object") }
        let version = try optional(root["version"]).map { (value) throws(BoardJSONError) in
            try integer(value, at: "version")
        }
        guard let version, (1...currentVersion).contains(version) else {
            throw .unsupportedVersion(version)
        }
        return try board(from: root)
    }

    /// The board the checked root object describes: its shape first, then the column
    /// count, the labels and the board's own rules, in that order.
    static func board(from root: JSONValue) throws(BoardJSONError) -> Board {
        let nextID = try integer(try field(root, "nextID", in: "the document"), at: "nextID")
        let columns = try list(try field(root, "columns", in: "the document"), at: "columns")
        var shapes: [(column: Column, labels: [String?])] = []
        for (c, entry) in columns.enumerated() {
            let path = "columns[\(c)]"
            let id = try integer(try field(entry, "id", in: path), at: "\(path).id")
            let title = try text(try field(entry, "title", in: path), at: "\(path).title")
            let cards = try list(try field(entry, "cards", in: path), at: "\(path).cards")
            var column = Column(id: id, title: title)
            var labels: [String?] = []
            for (i, card) in cards.enumerated() {
                let at = "\(path).cards[\(i)]"
                let id = try integer(try field(card, "id", in: at), at: "\(at).id")
                let title = try text(try field(card, "title", in: at), at: "\(at).title")
                let note = try optional(card["note"]).map { (value) throws(BoardJSONError) in
                    try text(value, at: "\(at).note")
                }
                let label = try optional(card["label"]).map { (value) throws(BoardJSONError) in
                    try text(value, at: "\(at).label")
                }
                column.cards.append(Card(id: id, title: title, note: note))
                labels.append(label)
            }
            shapes.append((column, labels))
        }
        guard shapes.count <= BoardLimits.maximumColumnCount else {
            throw .invalidBoard(.tooManyColumns(shapes.count))
        }
        var built: [Column] = []
        built.reserveCapacity(shapes.count)
        for (c, var shape) in shapes.enumerated() {
            for (i, name) in shape.labels.enumerated() {
                guard let name else { continue }
                guard let label = CardLabel(name: name) else {
                    throw .malformed(
                        reason: "columns[\(c)].cards[\(i)].label \(curlyQuoted(name)) is not "
                            + "one of none, red, orange, yellow, green, blue, purple")
                }
                shape.column.cards[i].label = label
            }
            built.append(shape.column)
        }
        do throws(BoardError) {
            return try Board(columns: built, nextID: nextID)
        } catch {
            throw .invalidBoard(error)
        }
    }
}
