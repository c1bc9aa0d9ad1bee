/// How a piece lies: mirrored or not, then turned clockwise by some quarter turns.
///
/// Mirroring is applied first, and flips about the vertical axis (left and right swap).
/// Together the eight orientations form the symmetry group of the square, which is also
/// how board symmetries are described.
///
/// ```swift
/// var o = Orientation.identity
/// o = o.rotatedClockwise()        // a tap: (1 quarter turn, not mirrored)
/// o = o.mirrored()                // a double tap: (3 quarter turns, mirrored)
/// o.apply(to: Cell(row: 0, column: 1))
/// ```
public struct Orientation: Hashable, Sendable, CustomStringConvertible {
    /// Quarter turns clockwise applied after the optional mirroring, in `0...3`.
    public let quarterTurns: Int
    /// Whether the shape is mirrored (flipped about the vertical axis) before turning.
    public let isMirrored: Bool

    /// Creates an orientation; `quarterTurns` is taken modulo 4, so -1 means 3.
    ///
    /// Complexity: O(1).
    public init(quarterTurns: Int = 0, mirrored: Bool = false) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.isMirrored = mirrored
    }

    /// The orientation that leaves a shape as it is.
    public static let identity = Orientation()

    /// All eight orientations: the four turns unmirrored, then the four turns mirrored.
    public static let all: [Orientation] = [false, true].flatMap { mirrored in
        (0..<4).map { turns in Orientation(quarterTurns: turns, mirrored: mirrored) }
    }

    /// This orientation followed by a further quarter turn clockwise (what a tap does).
    ///
    /// ```swift
    /// Orientation(quarterTurns: 3).rotatedClockwise() == .identity   // true
    /// ```
    /// Complexity: O(1).
    public func rotatedClockwise() -> Orientation {
        Orientation(quarterTurns: quarterTurns + 1, mirrored: isMirrored)
    }

    /// This orientation followed by a flip about the vertical axis (what a double tap does).
    ///
    /// Flipping a turned shape equals flipping first and turning the other way, hence the
    /// negated turn count.
    /// ```swift
    /// Orientation(quarterTurns: 1).mirrored()   // (3 quarter turns, mirrored)
    /// ```
    /// Complexity: O(1).
    public func mirrored() -> Orientation {
        Orientation(quarterTurns: -quarterTurns, mirrored: !isMirrored)
    }

    /// This orientation followed by `next`: applying the result equals applying `self`,
    /// then `next`.
    ///
    /// ```swift
    /// Orientation(quarterTurns: 1).followed(by: Orientation(quarterTurns: 2))   // 3 turns
    /// ```
    /// Complexity: O(1).
    public func followed(by next: Orientation) -> Orientation {
        next.isMirrored
            ? Orientation(quarterTurns: next.quarterTurns - quarterTurns, mirrored: !isMirrored)
            : Orientation(quarterTurns: next.quarterTurns + quarterTurns, mirrored: isMirrored)
    }

    /// The orientation that undoes this one.
    ///
    /// Complexity: O(1).
    public var inverse: Orientation {
        isMirrored ? self : Orientation(quarterTurns: -quarterTurns)
    }

    /// Moves a cell about the origin: mirror (column → −column) if mirrored, then turn
    /// clockwise on a screen where rows grow downwards ((row, column) → (column, −row)).
    ///
    /// ```swift
    /// Orientation(quarterTurns: 1).apply(to: Cell(row: 0, column: 1))   // (1,0): right → down
    /// ```
    /// Complexity: O(1).
    public func apply(to cell: Cell) -> Cell {
        var row = cell.row
        var column = isMirrored ? -cell.column : cell.column
        for _ in 0..<quarterTurns {
            (row, column) = (column, -row)
        }
        return Cell(row: row, column: column)
    }

    /// For example `(1 turn, mirrored)`.
    public var description: String {
        "(\(quarterTurns) turn\(quarterTurns == 1 ? "" : "s")\(isMirrored ? ", mirrored" : ""))"
    }
}
