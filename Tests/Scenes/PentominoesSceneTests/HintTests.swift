import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

private func revealed(_ game: PentominoesDriver) -> Int { game.scene.hintState?.count ?? 0 }

@Test func eachHintRevealsOneMorePieceInAModalSheet() {
    var game = PentominoesDriver()
    game.send(game.script.tap(at: game.scene.toolbar.button("hint")!.frame.center))
    #expect(game.scene.hintSheet.isPresented)
    #expect(revealed(game) == 1)
    #expect(game.scene.hintSheet.title == "Hint: 1 of 12 pieces")
    game.wait(0.3)
    // While the sheet is up, the board below does not react.
    let before = game.scene.snapshot
    game.drag(.x, toCell: Cell(row: 1, column: 1))
    #expect(game.scene.snapshot == before)
    // "One more piece", three times.
    for n in 2...4 {
        game.send(game.script.tap(at: game.scene.hintSheet.buttons[0].frame.center))
        #expect(revealed(game) == n)
    }
    var list = DisplayList()
    game.scene.draw(into: &list)
    #expect(list.strings.contains("Hint: 4 of 12 pieces"))
    game.key("escape")
    #expect(!game.scene.hintSheet.isPresented)
    // Asked again with nothing changed, it goes on from there.
    game.key("h")
    #expect(revealed(game) == 5)
}

@Test func theHintCountStartsAgainWhenTheBoardChanges() {
    var game = PentominoesDriver()
    game.key("h")
    game.key("h")
    #expect(revealed(game) == 2)
    game.key("escape")
    game.wait(0.3)
    game.drag(.t, toCell: Cell(row: 3, column: 3))
    game.key("h")
    #expect(revealed(game) == 1)
}

@Test func aHintKeepsThePlayersPiecesWhenTheyCanStayAndSaysSoWhenTheyCannot() {
    var game = PentominoesDriver()
    game.scene.solve()
    let good = game.scene.placement.placed(.p)!
    game.scene.reset()
    game.wait(2)
    game.drag(.p, toCell: good.anchor, offset: (0.1, 0.1))
    game.key("h")
    #expect(game.scene.hintState?.hint.keepsPlacement == true)
    #expect(game.scene.hintSheet.message.contains("can stay"))
    game.key("escape")
    game.wait(0.3)
    // An X in the corner strands the corner cell: no solution can keep it.
    game.drag(.x, toCell: Cell(row: 0, column: 0))
    game.key("h")
    #expect(game.scene.hintState?.hint.keepsPlacement == false)
    #expect(game.scene.hintSheet.message.contains("cannot all stay"))
}

@Test func thereIsNoHintOnTheBlankBoard() {
    var game = PentominoesDriver(board: .blank)
    #expect(game.scene.toolbar.button("hint")?.isEnabled == false)
    game.key("h")
    #expect(!game.scene.hintSheet.isPresented)
}
