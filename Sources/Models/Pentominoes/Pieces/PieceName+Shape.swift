/// The shape of each piece and its distinct orientations.
///
/// A shape is a list of five cells normalised so that its smallest row and column are 0.
/// The **anchor** of a piece is that (0, 0) corner of its bounding box: a piece placed with
/// its anchor on board cell (r, c) covers its cells moved by (r, c). The anchor cell itself
/// is not always covered (the X's top-left corner is empty).
extension PieceName {
    /// The five cells of the piece in the given orientation, normalised and sorted row-major.
    ///
    /// ```swift
    /// PieceName.i.cells(in: .identity)   // (0,0) (0,1) (0,2) (0,3) (0,4)
    /// PieceName.i.cells(in: Orientation(quarterTurns: 1))   // (0,0) (1,0) … (4,0)
    /// ```
    /// Complexity: O(1) (five cells).
    public func cells(in orientation: Orientation) -> [Cell] {
        PieceName.shapes[index * 8 + (orientation.isMirrored ? 4 : 0) + orientation.quarterTurns]
    }

    /// The size of the piece's bounding box in an orientation, in cells.
    ///
    /// ```swift
    /// PieceName.i.extent(in: .identity)   // (rows: 1, columns: 5)
    /// ```
    /// Complexity: O(1) (five cells).
    public func extent(in orientation: Orientation) -> (rows: Int, columns: Int) {
        var rows = 0
        var columns = 0
        for cell in cells(in: orientation) {
            rows = max(rows, cell.row + 1)
            columns = max(columns, cell.column + 1)
        }
        return (rows, columns)
    }

    /// The cells of every piece in every orientation, computed once: index
    /// `piece * 8 + (mirrored ? 4 : 0) + quarterTurns`.
    private static let shapes: [[Cell]] = PieceName.allCases.flatMap { piece in
        let base = piece.baseCells
        return Orientation.all.map { orientation in
            Cell.normalised(base.map { cell in orientation.apply(to: cell) })
        }
    }

    /// The orientations that give different shapes, the first of each kind in
    /// `Orientation.all` order: 8 for F L N P Y, 4 for T U V W Z, 2 for I, 1 for X
    /// (63 over all twelve pieces).
    ///
    /// ```swift
    /// PieceName.i.orientations   // [identity, (1 turn)]
    /// ```
    /// Complexity: O(1) amortised (computed once per piece).
    public var orientations: [Orientation] { PieceName.distinctOrientations[index] }

    /// The orientation among `orientations` that gives the same shape as `orientation`.
    ///
    /// ```swift
    /// PieceName.x.canonical(Orientation(quarterTurns: 2, mirrored: true))   // identity
    /// ```
    /// Complexity: O(1).
    public func canonical(_ orientation: Orientation) -> Orientation {
        let shape = cells(in: orientation)
        for candidate in orientations where cells(in: candidate) == shape {
            return candidate
        }
        return orientation  // unreachable: every shape is one of the distinct ones
    }

    /// The shape as drawn in the usual tables, `#` a cell, rows separated by `/`.
    var basePicture: StaticString {
        switch self {
        case .f: ".##/##./.#."
        case .i: "#####"
        case .l: "#./#./#./##"
        case .n: ".#/.#/##/#."
        case .p: "##/##/#."
        case .t: "###/.#./.#."
        case .u: "#.#/###"
        case .v: "#../#../###"
        case .w: "#../##./.##"
        case .x: ".#./###/.#."
        case .y: ".#/##/.#/.#"
        case .z: "##./.#./.##"
        }
    }

    /// The five cells of `basePicture`.
    var baseCells: [Cell] {
        var cells: [Cell] = []
        var row = 0
        var column = 0
        let picture = basePicture
        picture.withUTF8Buffer { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "/"):
                    row += 1
                    column = 0
                case UInt8(ascii: "#"):
                    cells.append(Cell(row: row, column: column))
                    column += 1
                default:
                    column += 1
                }
            }
        }
        return cells
    }

    /// `orientations` of every piece, indexed by `index`.
    private static let distinctOrientations: [[Orientation]] = PieceName.allCases.map { piece in
        var shapes: [[Cell]] = []
        var distinct: [Orientation] = []
        for orientation in Orientation.all {
            let shape = piece.cells(in: orientation)
            if !shapes.contains(shape) {
                shapes.append(shape)
                distinct.append(orientation)
            }
        }
        return distinct
    }
}
