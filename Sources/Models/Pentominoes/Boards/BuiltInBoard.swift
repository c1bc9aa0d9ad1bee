/// The boards that come with the game, by the names the `pentominoes` command accepts.
///
/// ```swift
/// BuiltInBoard(name: "8x8-centre")?.board.openCellCount   // 60
/// BuiltInBoard.allCases.map { b in b.name }               // 6x10 5x12 … blank
/// ```
public enum BuiltInBoard: CaseIterable, Hashable, Sendable {
    /// 6 rows of 10.
    case sixByTen
    /// 5 rows of 12.
    case fiveByTwelve
    /// 4 rows of 15.
    case fourByFifteen
    /// 3 rows of 20.
    case threeByTwenty
    /// 8 × 8 with a 2 × 2 hole in the centre.
    case eightByEightCentre
    /// 8 × 8 with the four corner cells removed.
    case eightByEightCorners
    /// 8 × 8 with single holes at (1,1), (1,6), (6,1) and (6,6).
    case eightByEightHoles
    /// 7 rows of 11 with thirteen holes: the four corners and nine inside (a later year of
    /// the course). Two solutions up to symmetry.
    case thirteenHoles
    /// 9 × 9 shaped like a flower: three cells cut from each corner and a hole in the
    /// middle. 47 solutions up to symmetry.
    case flower
    /// The empty start board of the original game: an open 8 × 8 grid (64 cells) where
    /// any placement is allowed. It is not a puzzle: 64 cells cannot be covered exactly by
    /// the twelve pieces, so it has no solution and gives no hints.
    case blank

    /// The name used on the command line and in pictures, for example `8x8-corners`.
    public var name: String {
        switch self {
        case .sixByTen: "6x10"
        case .fiveByTwelve: "5x12"
        case .fourByFifteen: "4x15"
        case .threeByTwenty: "3x20"
        case .eightByEightCentre: "8x8-centre"
        case .eightByEightCorners: "8x8-corners"
        case .eightByEightHoles: "8x8-holes"
        case .thirteenHoles: "13-holes"
        case .flower: "flower"
        case .blank: "blank"
        }
    }

    /// The built-in board with this name, or nil.
    ///
    /// Complexity: O(1) (ten short names compared).
    public init?(name: String) {
        for board in BuiltInBoard.allCases where board.name.utf8.elementsEqual(name.utf8) {
            self = board
            return
        }
        return nil
    }

    /// The board itself.
    ///
    /// Complexity: O(64).
    public var board: PentominoBoard {
        if let picture {
            do {
                return try PentominoBoard(picture: picture, name: name)
            } catch {
                fatalError("a built-in board's picture is always well formed")
            }
        }
        var cells: [Cell] = []
        let (rows, columns) = size
        for row in 0..<rows {
            for column in 0..<columns where !isHole(Cell(row: row, column: column)) {
                cells.append(Cell(row: row, column: column))
            }
        }
        do {
            return try PentominoBoard(openCells: cells, name: name, isPuzzle: self != .blank)
        } catch {
            fatalError("a built-in board is always well formed")
        }
    }

    private var size: (rows: Int, columns: Int) {
        switch self {
        case .sixByTen: (6, 10)
        case .fiveByTwelve: (5, 12)
        case .fourByFifteen: (4, 15)
        case .threeByTwenty: (3, 20)
        case .eightByEightCentre, .eightByEightCorners, .eightByEightHoles, .blank: (8, 8)
        case .thirteenHoles: (7, 11)
        case .flower: (9, 9)
        }
    }

    private func isHole(_ cell: Cell) -> Bool {
        let edge = [0, 7]
        let near = [1, 6]
        switch self {
        case .eightByEightCentre: return [3, 4].contains(cell.row) && [3, 4].contains(cell.column)
        case .eightByEightCorners: return edge.contains(cell.row) && edge.contains(cell.column)
        case .eightByEightHoles: return near.contains(cell.row) && near.contains(cell.column)
        default: return false
        }
    }
}

extension PentominoBoard {
    /// A board that comes with the game.
    ///
    /// ```swift
    /// PentominoBoard.builtIn(.sixByTen).columns   // 10
    /// ```
    /// Complexity: O(64).
    public static func builtIn(_ board: BuiltInBoard) -> PentominoBoard { board.board }
}
