import Pentominoes
import TestSupport
import Testing

@testable import PentominoesScene

@Suite("The board's open cells drawn as blocks")
struct CellBlockTests {
    /// Each open cell lies in exactly one block, and no block holds a closed cell.
    static func expectBlocksCoverOpenCells(of board: PentominoBoard) {
        var count = [Int](repeating: 0, count: board.rows * board.columns)
        for block in board.openBlocks {
            #expect(block.first.row <= block.last.row && block.first.column <= block.last.column)
            for row in block.first.row...block.last.row {
                for column in block.first.column...block.last.column {
                    #expect(board.isOpen(Cell(row: row, column: column)), "\(board.name)")
                    count[row * board.columns + column] += 1
                }
            }
        }
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let expected = board.isOpen(Cell(row: row, column: column)) ? 1 : 0
                #expect(count[row * board.columns + column] == expected, "\(board.name)")
            }
        }
    }

    @Test("every built-in board: each open cell in one block; a board without holes is one")
    func builtInBoards() {
        for builtIn in BuiltInBoard.allCases {
            Self.expectBlocksCoverOpenCells(of: builtIn.board)
        }
        #expect(BuiltInBoard.sixByTen.board.openBlocks.count == 1)
        #expect(BuiltInBoard.eightByEightCentre.board.openBlocks.count < 8)
    }

    @Test("random boards with holes: each open cell in one block, none closed")
    func randomBoards() throws {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let rows = Int(generator.next() % 12) + 1, columns = Int(generator.next() % 12) + 1
            var cells: [Cell] = []
            for row in 0..<rows {
                for column in 0..<columns where generator.next() % 4 != 0 {
                    cells.append(Cell(row: row, column: column))
                }
            }
            guard !cells.isEmpty else { continue }
            Self.expectBlocksCoverOpenCells(of: try PentominoBoard(openCells: cells))
        }
    }
}
