import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

/// The rects filled with a colour in the frame.
private func filledRects(_ list: DisplayList, _ color: Color) -> [Rect] {
    list.items.compactMap { item in
        if case .fill(.rect(let r), color) = item.content { return r }
        return nil
    }
}

@Test func theLastMoveIsHighlighted() {
    var game = ChessDriver()
    #expect(filledRects(game.list, ChessScene.lastMoveTint).isEmpty)
    game.drag("e2", to: "e4")
    let lit = filledRects(game.list, ChessScene.lastMoveTint)
    #expect(Set(lit.map { $0.center }) == [game.center("e2"), game.center("e4")])
}

@Test func aKingInCheckIsHighlighted() {
    var game = ChessDriver()
    game.play(["e4", "f5"])
    #expect(
        !game.list.items.contains {
            if case .fill(.ellipse, ChessScene.checkGlow) = $0.content { true } else { false }
        })
    game.play(["Qh5+"])
    #expect(game.scene.statusLine == "Check — Black to move")
    let glow = game.list.items.compactMap { item -> Rect? in
        if case .fill(.ellipse(let r), ChessScene.checkGlow) = item.content { return r }
        return nil
    }
    #expect(glow.count == 1 && isClose(glow[0].center, game.center("e8")))
}

@Test(arguments: [
    ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "White to move"),
    ("4k3/8/8/8/8/8/8/4K2R b - - 0 1", "Black to move"),
    ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "Checkmate — Black wins"),
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "Stalemate — draw"),
    ("4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "Draw by insufficient material"),
    ("4k3/8/8/8/8/8/8/4K2R w - - 100 80", "Draw by the 50-move rule"),
])
func theStatusLineSaysHowTheGameStands(_ fen: String, _ status: String) {
    let game = ChessDriver(fen: fen)
    #expect(game.scene.statusLine == status)
    #expect(game.list.strings.contains(status))
}

@Test func repeatingAPositionThreeTimesIsADraw() {
    var game = ChessDriver()
    game.play(["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"])
    #expect(game.scene.statusLine == "Draw by repetition")
    game.drag("e2", to: "e4")
    #expect(game.scene.game.moves.count == 8, "a drawn game takes no more moves")
}

@Test func scholarsMateByDraggingEndsInCheckmate() {
    var game = ChessDriver()
    game.play(["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"])
    #expect(
        game.scene.stateDescription
            == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\nCheckmate — White wins"
    )
    game.drag("e8", to: "f7")
    #expect(game.scene.game.moves.count == 7)
}
