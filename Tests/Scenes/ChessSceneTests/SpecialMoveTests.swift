import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

@Test(arguments: ["g1", "h1"])
func theKingCastlesByGoingTwoSquaresOrOntoItsRook(_ target: String) {
    var game = ChessApp(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    let rook = game.label(on: "h1")
    let king = game.label(on: "e1")
    game.drag("e1", to: target)
    #expect(game.moves == ["O-O"])
    game.wait(0.5)
    #expect(isClose(game.drawnCenter(king)!, game.center("g1"), tolerance: 0.5))
    #expect(
        isClose(game.drawnCenter(rook)!, game.center("f1"), tolerance: 0.5), "the rook glides along"
    )
}

@Test func enPassantRemovesTheTakenPawnWithAFade() {
    // Black plays d5; the white pawn on e5 takes it en passant on d6.
    var game = ChessApp(fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1")
    game.drag("d7", to: "d5")
    game.wait(0.4)
    let taken = game.label(on: "d5")
    game.drag("e5", to: "d6")
    #expect(game.moves.last == "exd6")
    #expect(game.position.piece(at: .d5) == nil)
    game.wait(0.08)
    let fading = game.list.items.compactMap { item -> Double? in
        guard case .text(let run) = item.content, run.string == PieceGlyphs.solid(.pawn),
            run.color == PieceGlyphs.blackFill
        else { return nil }
        return item.opacity
    }
    #expect(fading.count == 1 && fading[0] > 0.05 && fading[0] < 0.95, "fading, not gone at once")
    #expect(
        game.piece(taken).map { isClose($0.frame.center, game.center("d5"), tolerance: 0.5) }
            == true, "where it was")
    game.wait(0.5)
    #expect(game.piece(taken) == nil, "gone once faded")
    #expect(game.seen(.item).count == 3)
}

@Test func promotionOpensAPickerAtTheSquareAndTheChosenPieceAppears() {
    var game = ChessApp(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    #expect(game.promotionChoices.isEmpty)
    game.drag("e7", to: "e8")
    let choices = game.promotionChoices
    #expect(
        choices.map { $0.label } == [
            "Promote to queen", "Promote to rook", "Promote to bishop", "Promote to knight",
        ])
    #expect(choices.first?.frame == game.square("e8"), "the picker opens at the square")
    #expect(game.moves.isEmpty, "nothing is played before the choice")
    #expect(game.fen == "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    // The picker shows the four white pieces.
    let strings = game.strings
    for kind in PieceKind.promotions { #expect(strings.contains(PieceGlyphs.outline(kind))) }
    game.click("Promote to knight")
    #expect(game.moves == ["e8=N"])
    #expect(game.promotionChoices.isEmpty)
    game.settle()
    #expect(game.isDrawn("white knight", on: "e8"))
}

@Test func escapeCancelsThePromotionAndThePawnGlidesBack() {
    var game = ChessApp(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.drag("e7", to: "e8")
    #expect(!game.promotionChoices.isEmpty)
    game.key("escape")
    #expect(game.promotionChoices.isEmpty)
    #expect(game.fen == "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.wait(0.6)
    #expect(game.isDrawn("white pawn", on: "e7"))
}

@Test func thePromotionPickerAlsoTakesKeys() {
    var game = ChessApp(fen: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1")
    game.drag("e7", to: "e8")
    #expect(game.isSelected("Promote to queen"))
    game.key("down")
    #expect(game.isSelected("Promote to rook") && !game.isSelected("Promote to queen"))
    game.key("enter")
    #expect(game.moves == ["e8=R+"])
}
