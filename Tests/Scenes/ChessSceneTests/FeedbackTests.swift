import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test func theLastMoveIsHighlighted() {
    var game = ChessApp()
    #expect(game.lastMove.isEmpty)
    game.drag("e2", to: "e4")
    #expect(game.lastMove == ["e2", "e4"])
}

@Test func aKingInCheckIsHighlighted() {
    var game = ChessApp()
    game.play(["e4", "f5"])
    #expect(game.checkGlow.isEmpty)
    game.play(["Qh5+"])
    #expect(game.status == "Check — Black to move")
    #expect(game.strings.contains("Check — Black to move"))
    #expect(game.checkGlow == ["e8"])
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
    let game = ChessApp(fen: fen)
    #expect(game.status == status)
    #expect(game.strings.contains(status))
}

@Test func repeatingAPositionThreeTimesIsADraw() {
    var game = ChessApp()
    game.play(["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"])
    #expect(game.status == "Draw by repetition")
    #expect(game.strings.contains("Draw by repetition"))
    game.drag("e2", to: "e4")
    #expect(game.moves.count == 8, "a drawn game takes no more moves")
    #expect(game.fen.hasPrefix("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "))
}

@Test func scholarsMateByDraggingEndsInCheckmate() {
    var game = ChessApp()
    game.play(["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"])
    #expect(
        game.scene.stateDescription
            == "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4\nCheckmate — White wins"
    )
    game.drag("e8", to: "f7")
    #expect(game.moves.count == 7)
    #expect(game.status == "Checkmate — White wins")
}
