import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func theBoardHasSixtyFourSquaresAndItsCoordinates() {
    let game = ChessApp()
    let list = game.list
    for file in ["a", "b", "c", "d", "e", "f", "g", "h"] {
        #expect(list.textRuns(file).count == 1, "file \(file)")
    }
    for rank in 1...8 { #expect(list.textRuns("\(rank)").count >= 1, "rank \(rank)") }
    let squares = game.seen(.place)
    #expect(Set(squares.map { $0.label }).count == 64)
    // Each named square is drawn in its colour, a square of the board's side.
    let filled = list.items.filter { item in
        if case .fill(.rect(let r), let color) = item.content {
            return (color == ChessScene.lightSquare || color == ChessScene.darkSquare)
                && isClose(r.width, game.squareSide)
        }
        return false
    }
    #expect(filled.count == 64)
    for square in squares {
        let color = square.value == "dark" ? ChessScene.darkSquare : ChessScene.lightSquare
        #expect(
            list.items.contains {
                if case .fill(.rect(let r), color) = $0.content { return r == square.frame }
                return false
            }, "\(square.label) is drawn \(square.value)")
    }
    // a1 is dark and at the bottom left.
    let a1 = game.seen(.place, "a1")!
    #expect(a1.value == "dark")
    #expect(a1.frame.minX == game.board.minX && a1.frame.maxY == game.board.maxY)
}

@Test func whiteAndBlackPiecesAreFilledInTheirOwnColours() {
    let game = ChessApp()
    let list = game.list
    let solids = Set(PieceKind.allCases.map { PieceGlyphs.solid($0) })
    let runs = list.items.compactMap { item -> TextRun? in
        if case .text(let run) = item.content, solids.contains(run.string) { return run }
        return nil
    }
    #expect(runs.filter { $0.color == PieceGlyphs.whiteFill }.count == 16)
    #expect(runs.filter { $0.color == PieceGlyphs.blackFill }.count == 16)
    #expect(PieceGlyphs.whiteFill != PieceGlyphs.blackFill)
    let pieces = game.seen(.item)
    #expect(pieces.filter { $0.value.hasPrefix("white ") }.count == 16)
    #expect(pieces.filter { $0.value.hasPrefix("black ") }.count == 16)
}

@Test func resizingRescalesTheBoardAndKeepsThePosition() {
    var game = ChessApp()
    game.play(["e4", "e5", "Nf3"])
    let fen = game.fen
    let before = game.squareSide
    let pieces = ["e4", "e5", "f3", "a1", "h8"].map { ($0, game.label(on: $0)) }
    game.resize(to: Size(width: 900, height: 600))
    #expect(game.fen == fen)
    #expect(game.squareSide < before)
    #expect(game.board.maxX <= 900 && game.board.maxY <= 600)
    for (name, label) in pieces {
        #expect(
            isClose(game.drawnCenter(label)!, game.center(name), tolerance: 1e-6),
            "\(name) sits on its square")
    }
    // Dragging still works at the new size.
    game.drag("b8", to: "c6")
    #expect(game.moves.last == "Nc6")
}

@Test func theStateIsTheFENThenTheStatus() {
    let game = ChessApp()
    #expect(
        game.scene.stateDescription
            == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nWhite to move")
    #expect(game.strings.contains("White to move"), "the status line is drawn")
}
