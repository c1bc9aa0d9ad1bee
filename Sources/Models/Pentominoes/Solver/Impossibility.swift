/// Why a board or placement has no solution, found without searching.
///
/// ```swift
/// Solver(board: .builtIn(.blank)).impossibility   // .notAPuzzle("blank")
/// ```
public enum Impossibility: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board is not a puzzle (the `blank` board).
    case notAPuzzle(String)
    /// The free cells are not exactly what the pieces still to place cover.
    case cellCount(free: Int, needed: Int)
    /// A region of free cells, cut off from the others, whose size is not a multiple of 5;
    /// `at` is its first cell, row-major.
    case island(size: Int, at: Cell)
    /// A free cell that none of the pieces left can cover, however placed.
    case uncoverable(Cell)
    /// A piece left that fits nowhere on the free cells.
    case pieceFitsNowhere(PieceName)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notAPuzzle(let name):
            return "the \(name) board is not a puzzle: any placement goes, nothing to solve"
        case .cellCount(let free, let needed):
            return "\(free) cells are free, but the pieces left cover exactly \(needed)"
        case .island(let size, let cell):
            let cells = size == 1 ? "cell" : "cells"
            return "the free region at \(cell) has \(size) \(cells), not a multiple of 5"
        case .uncoverable(let cell):
            return "no piece left can cover the cell at \(cell)"
        case .pieceFitsNowhere(let piece):
            return "the \(piece.letter) fits nowhere on the free cells"
        }
    }
}
