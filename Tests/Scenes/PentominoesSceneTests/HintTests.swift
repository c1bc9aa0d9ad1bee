import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

@Test func eachHintRevealsOneMorePieceInAModalSheet() {
    var game = SceneDriver(board: .sixByTen)
    game.click("Hint")
    game.wait(0.3)
    #expect(game.hintsRevealed == 1)
    #expect(game.shows("Hint: 1 of 12 pieces"))
    // While the sheet is up, the board below does not react.
    let before = (game.scene.stateDescription, game.pieces)
    game.drag("X", cornerTo: 1, column: 1)
    game.settle()
    #expect(game.scene.stateDescription == before.0)
    #expect(game.pieces == before.1)
    // "One more piece", three times.
    for n in 2...4 {
        game.click("One more piece")
        game.wait(0.05)
        #expect(game.hintsRevealed == n)
    }
    #expect(game.strings.contains("Hint: 4 of 12 pieces"))
    game.key("escape")
    game.settle()
    #expect(game.hintsRevealed == 0, "the sheet is gone")
    // Asked again with nothing changed, it goes on from there.
    game.key("h")
    game.wait(0.3)
    #expect(game.hintsRevealed == 5)
}

@Test func theHintCountStartsAgainWhenTheBoardChanges() {
    var game = SceneDriver(board: .sixByTen)
    game.key("h")
    game.key("h")
    game.wait(0.3)
    #expect(game.hintsRevealed == 2)
    game.key("escape")
    game.wait(0.3)
    game.drag("T", cornerTo: 3, column: 3)
    game.settle()
    #expect(game.modelCells["T"] != nil)
    game.key("h")
    game.wait(0.3)
    #expect(game.hintsRevealed == 1)
}

@Test func aHintKeepsThePlayersPiecesWhenTheyCanStayAndSaysSoWhenTheyCannot() throws {
    var game = SceneDriver(board: .sixByTen)
    game.click("Solve")
    game.settle()
    let good = try #require(game.modelCells["P"])
    game.click("Reset")
    game.wait(2)
    game.place("P", on: good)
    #expect(game.modelCells["P"] == good)
    game.key("h")
    game.wait(0.3)
    #expect(game.shows("can stay"))
    game.key("escape")
    game.wait(0.3)
    // An X in the corner strands the corner cell: no solution can keep it.
    game.drag("X", cornerTo: 0, column: 0)
    game.settle()
    #expect(game.rows[0].hasPrefix(".X"))
    game.key("h")
    game.wait(0.3)
    #expect(game.shows("cannot all stay"))
}

@Test func thereIsNoHintOnTheBlankBoard() {
    var game = SceneDriver(board: .blank)
    #expect(game.control("Hint") != nil)
    #expect(!game.isEnabled("Hint"))
    game.key("h")
    game.wait(0.3)
    #expect(game.hintsRevealed == 0)
    game.click("Hint")
    game.wait(0.3)
    #expect(game.hintsRevealed == 0)
}
