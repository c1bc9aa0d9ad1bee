import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test(arguments: ["g1", "h1"])
func theKingCastlesByGoingTwoSquaresOrOntoItsRook(_ target: String) {
    var game = ChessDriver(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    let rook = game.scene.ids[.h1]!
    let king = game.scene.ids[.e1]!
    game.drag("e1", to: target)
    #expect(game.scene.game.sanMoves == ["O-O"])
    game.wait(0.5)
    #expect(isClose(game.scene.look.pose(of: king)!.position, game.center("g1"), tolerance: 0.5))
    #expect(
        isClose(game.scene.look.pose(of: rook)!.position, game.center("f1"), tolerance: 0.5),
        "the rook glides along")
}

@Test func enPassantRemovesTheTakenPawnWithAFade() {
    // Black plays d5; the white pawn on e5 takes it en passant on d6.
    var game = ChessDriver(fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1")
    game.drag("d7", to: "d5")
    game.wait(0.4)
    let taken = game.scene.ids[.d5]!
    game.drag("e5", to: "d6")
    #expect(game.scene.game.sanMoves.last == "exd6")
    #expect(game.scene.game.position.piece(at: .d5) == nil)
    game.wait(0.08)
    let midway = game.scene.look.pose(of: taken)!.opacity
    #expect(midway > 0.05 && midway < 0.95, "fading, not gone at once")
    #expect(
        game.list.items.contains { item in
            if case .text(let run) = item.content {
                return run.string == PieceGlyphs.solid(.pawn) && item.opacity < 0.95
            }
            return false
        })
    game.wait(0.5)
    #expect(game.scene.fading.isEmpty)
}

@Test func promotionOpensAPickerAtTheSquareAndTheChosenPieceAppears() {
    var game = ChessDriver(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.drag("e7", to: "e8")
    #expect(game.scene.promotion?.to == .e8)
    #expect(game.scene.game.moves.isEmpty, "nothing is played before the choice")
    let frames = game.scene.promotionChoiceFrames()
    #expect(frames.count == 4 && frames[0] == game.scene.layout.frame(of: .e8))
    // The picker shows the four white pieces.
    let strings = game.list.strings
    for kind in PieceKind.promotions { #expect(strings.contains(PieceGlyphs.outline(kind))) }
    game.send(game.script.tap(at: frames[3].center))  // the knight
    #expect(game.scene.game.sanMoves == ["e8=N"])
    #expect(game.scene.promotion == nil)
}

@Test func escapeCancelsThePromotionAndThePawnGlidesBack() {
    var game = ChessDriver(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.drag("e7", to: "e8")
    game.key("escape")
    #expect(game.scene.promotion == nil)
    #expect(game.fen == "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.wait(0.6)
    #expect(isClose(game.drawnCenter(of: "e7")!, game.center("e7"), tolerance: 0.5))
}

@Test func thePromotionPickerAlsoTakesKeys() {
    var game = ChessDriver(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.drag("e7", to: "e8")
    game.key("down")
    game.key("enter")
    #expect(game.scene.game.sanMoves == ["e8=R+"])
}
