import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func theBoardHasSixtyFourSquaresAndItsCoordinates() {
    let game = ChessDriver()
    let list = game.list
    for file in ["a", "b", "c", "d", "e", "f", "g", "h"] {
        #expect(list.textRuns(file).count == 1, "file \(file)")
    }
    for rank in 1...8 { #expect(list.textRuns("\(rank)").count >= 1, "rank \(rank)") }
    let squares = list.items.filter { item in
        if case .fill(.rect(let r), let color) = item.content {
            return (color == ChessScene.lightSquare || color == ChessScene.darkSquare)
                && isClose(r.width, game.scene.layout.square)
        }
        return false
    }
    #expect(squares.count == 64)
    // a1 is dark and at the bottom left.
    let a1 = game.scene.layout.frame(of: .a1)
    #expect(
        a1.minX == game.scene.layout.boardFrame.minX && a1.maxY == game.scene.layout.boardFrame.maxY
    )
}

@Test func whiteAndBlackPiecesAreFilledInTheirOwnColours() {
    let list = ChessDriver().list
    let solids = Set(PieceKind.allCases.map { PieceGlyphs.solid($0) })
    let runs = list.items.compactMap { item -> TextRun? in
        if case .text(let run) = item.content, solids.contains(run.string) { return run }
        return nil
    }
    #expect(runs.filter { $0.color == PieceGlyphs.whiteFill }.count == 16)
    #expect(runs.filter { $0.color == PieceGlyphs.blackFill }.count == 16)
    #expect(PieceGlyphs.whiteFill != PieceGlyphs.blackFill)
}

@Test func resizingRescalesTheBoardAndKeepsThePosition() {
    var game = ChessDriver()
    game.play(["e4", "e5", "Nf3"])
    let fen = game.fen
    let before = game.scene.layout.square
    game.scene.handle(
        .resize(ResizeEvent(size: Size(width: 900, height: 600), time: game.script.time)))
    #expect(game.fen == fen)
    #expect(game.scene.layout.square < before)
    #expect(game.scene.layout.boardFrame.maxX <= 900 && game.scene.layout.boardFrame.maxY <= 600)
    for name in ["e4", "e5", "f3", "a1", "h8"] {
        #expect(
            isClose(game.drawnCenter(of: name)!, game.center(name), tolerance: 1e-6),
            "\(name) sits on its square")
    }
    // Dragging still works at the new size.
    game.drag("b8", to: "c6")
    #expect(game.scene.game.sanMoves.last == "Nc6")
}

@Test func theStateIsTheFENThenTheStatus() {
    let game = ChessDriver()
    #expect(
        game.scene.stateDescription
            == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nWhite to move")
}
