import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Reading a Pentominoes game the way a person does: from what is drawn, and from the
/// model's own printed state (the `--print-state` letter grid).
extension SceneDriver where S == PentominoesScene {
    /// Opens a game on a board.
    init(board: BuiltInBoard) { self.init(PentominoesScene(board: board)) }

    /// The cells each piece covers in the model, from its letter grid, as drawn cells are
    /// written: sorted `row,column` pairs.
    var modelCells: [Character: String] {
        var cells: [Character: [(Int, Int)]] = [:]
        for (row, line) in scene.stateDescription.split(separator: "\n").enumerated() {
            for (column, letter) in line.enumerated() where letter.isLetter {
                cells[letter, default: []].append((row, column))
            }
        }
        return cells.mapValues { list in
            list.sorted { $0 < $1 }.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        }
    }

    /// The piece as drawn now.
    func piece(_ letter: Character) -> SeenElement {
        guard let piece = seen(.item, String(letter)) else {
            preconditionFailure("the \(letter) piece is not drawn")
        }
        return piece
    }

    /// The board as drawn now.
    var board: Rect { seen(.place, "board")?.frame ?? .zero }

    /// The size of one drawn cell.
    var cell: Double {
        let rows = Double(scene.placement.board.rows)
        return board.height / rows
    }

    /// A point over one of the piece's drawn squares (its centre is not always on one).
    func grabPoint(_ letter: Character) -> Point {
        let drawn = piece(letter)
        let first = drawn.value.split(separator: " ").first?.split(separator: ",")
        guard let first, let row = Double(first[0]), let column = Double(first[1]) else {
            return drawn.frame.center
        }
        return Point(
            x: board.minX + (column + 0.5) * cell, y: board.minY + (row + 0.5) * cell)
    }

    /// The centre of a board cell as drawn.
    func center(row: Int, column: Int) -> Point {
        Point(
            x: board.minX + (Double(column) + 0.5) * cell,
            y: board.minY + (Double(row) + 0.5) * cell)
    }

    /// Drags a piece by one of its squares so that square ends over a board cell.
    mutating func drag(_ letter: Character, toRow row: Int, column: Int, release: Bool = true) {
        press(at: grabPoint(letter))
        drag(to: center(row: row, column: column))
        if release {
            self.release()
            settle()
        }
    }

    /// Checks that model and picture agree: every piece drawn once; a
    /// piece the model has on the board covers exactly its model cells in the picture; every
    /// other piece is drawn off the board, unturned.
    @discardableResult
    func pictureMatchesModel(
        _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        var agree = true
        func check(_ condition: Bool, _ message: String) {
            guard !condition else { return }
            agree = false
            Issue.record(Comment(rawValue: "\(message) \(note)"), sourceLocation: sourceLocation)
        }
        let drawn = seen(.item)
        check(drawn.count == 12, "every piece is drawn once, not \(drawn.count) pieces")
        let model = modelCells
        for piece in drawn {
            let letter = Character(piece.label)
            if let cells = model[letter] {
                check(
                    piece.value == cells,
                    "the \(letter) piece is drawn over \(piece.value), the model has \(cells)")
            } else {
                check(
                    !piece.frame.outset(by: -1).intersects(board),
                    "the \(letter) piece is off the board in the model but drawn over it")
                let name = PieceName.allCases.first { $0.letter == String(letter) }!
                let unturned = PlacedPiece(name, at: Cell(row: 0, column: 0)).cells
                check(
                    normalised(piece.value) == normalised(unturned),
                    "the \(letter) piece rests turned in the tray: \(piece.value)")
            }
        }
        return agree
    }

    private func normalised(_ value: String) -> [Cell] {
        let cells = value.split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").map { Int($0)! }
            return Cell(row: parts[0], column: parts[1])
        }
        return normalised(cells)
    }

    private func normalised(_ cells: [Cell]) -> [Cell] {
        Cell.normalised(cells).sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }
}
