/// A cell of a grid: a column and a row, counted from the grid's origin.
public struct GridCell: Hashable, Sendable, Comparable {
    /// The column, growing to the right.
    public var column: Int
    /// The row, growing downwards.
    public var row: Int

    /// Creates a cell.
    @inlinable
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Orders cells row by row, then column by column, like reading a page.
    public static func < (a: GridCell, b: GridCell) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }

    /// The neighbouring cell in a direction.
    public func moved(_ direction: Direction) -> GridCell {
        let step = direction.unitStep
        return GridCell(column: column + step.column, row: row + step.row)
    }
}

/// One of the four arrow-key directions.
public enum Direction: Hashable, Sendable, CaseIterable {
    /// Towards the top of the screen.
    case up
    /// Towards the bottom of the screen.
    case down
    /// Towards the left.
    case left
    /// Towards the right.
    case right

    /// One cell's step in this direction.
    public var unitStep: (column: Int, row: Int) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }

    /// The unit vector pointing this way on screen.
    public var vector: Vector {
        let step = unitStep
        return Vector(dx: Double(step.column), dy: Double(step.row))
    }
}
