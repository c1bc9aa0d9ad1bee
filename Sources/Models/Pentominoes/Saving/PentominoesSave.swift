/// A game kept between runs: the board and where the pieces lie, as a small text (the
/// desktop keeps it in `game.txt` of its state folder, the browser in `localStorage`).
///
/// ```
/// pentominoes save 1
/// board 6x10
/// X.........
/// ...
/// ```
public struct PentominoesSave: Equatable, Sendable {
    /// The board played on.
    public var board: BuiltInBoard
    /// Where the pieces lie.
    public var placement: Placement

    /// The text's first line.
    public static let header = "pentominoes save 1"
    /// The longest text read, in bytes: a kept game is a few hundred.
    public static let largestText = 64 * 1024

    /// A game on `board` with `placement`.
    public init(board: BuiltInBoard, placement: Placement) {
        self.board = board
        self.placement = placement
    }

    /// The text to keep.
    public var text: String {
        "\(Self.header)\nboard \(board.name)\n\(placement.picture)\n"
    }

    /// Reads a kept game's text; the error says what is wrong with it, and every piece is
    /// placed by the rules (no overlaps, none off the board).
    public init(text: String) throws(PentominoesSaveError) {
        guard text.utf8.count <= Self.largestText else { throw .unreadable }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard lines.first == Self.header else { throw .notASave }
        guard lines.count >= 2, lines[1].hasPrefix("board "),
            let board = BuiltInBoard(name: String(lines[1].dropFirst(6)))
        else { throw .unknownBoard }
        let picture = lines.dropFirst(2).joined(separator: "\n")
        let parsed: Placement
        do {
            parsed = try Placement(
                picture: picture, name: board.name, isPuzzle: board.board.isPuzzle)
        } catch {
            throw .badPicture(error.description)
        }
        guard parsed.board.openCells == board.board.openCells else { throw .wrongShape }
        var placement = Placement(board: board.board)
        for piece in parsed.pieces {
            do { try placement.place(piece) } catch { throw .badPicture(error.description) }
        }
        self.board = board
        self.placement = placement
    }
}

/// What is wrong with a kept Pentominoes game, as the end of a sentence ("the kept game
/// cannot be read: it …").
public enum PentominoesSaveError: Error, Equatable, CustomStringConvertible {
    case unreadable, notASave, unknownBoard, wrongShape
    case badPicture(String)

    /// The reason, in plain words.
    public var description: String {
        switch self {
        case .unreadable: "it cannot be read as a small text file"
        case .notASave: "it does not start with '\(PentominoesSave.header)'"
        case .unknownBoard: "its second line does not name a built-in board"
        case .wrongShape: "its picture is not the shape of its board"
        case .badPicture(let reason): "its picture is not a game: \(reason)"
        }
    }
}
