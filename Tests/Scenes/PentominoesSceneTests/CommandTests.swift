import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

/// Clicks a toolbar item, as a user would.
private func click(_ id: String, in game: inout PentominoesDriver) {
    let frame: Rect
    if let button = game.scene.toolbar.button(id) {
        frame = button.frame
    } else {
        frame = game.scene.toolbar.picker("board")!.frame
    }
    game.send(game.script.tap(at: frame.center))
}

@Test func solveFillsTheBoardWithEveryPieceGlidingIn() {
    var game = PentominoesDriver()
    click("solve", in: &game)
    #expect(game.scene.placement.isComplete)
    #expect(!game.scene.stateDescription.contains("."))
    game.wait(0.2)
    #expect(game.scene.look.isAnimating, "still gliding in, one after another")
    game.wait(3)
    for placed in game.scene.placement.pieces {
        #expect(
            isClose(
                game.scene.look.pose(of: placed.name)!.position,
                game.scene.layout.frame(of: placed).center, tolerance: 0.5))
    }
}

@Test func solveKeepsThePiecesTheUserPlacedWhenItCan() {
    var game = PentominoesDriver()
    // Put the X where some solution has it, by hand.
    game.scene.solve()
    let mine = game.scene.placement.placed(.x)!
    click("reset", in: &game)
    game.wait(2)
    game.drag(.x, toCell: mine.anchor, offset: (0.1, 0.1))
    #expect(game.scene.placement.placed(.x) == mine)
    click("solve", in: &game)
    #expect(game.scene.placement.isComplete)
    #expect(game.scene.placement.placed(.x) == mine)
    #expect(game.scene.status.contains("keeping"))
}

@Test func resetSendsEveryPieceHomeUnturnedEvenMidAnimation() {
    var game = PentominoesDriver()
    click("solve", in: &game)
    game.wait(0.1)
    click("reset", in: &game)
    #expect(game.scene.placement.pieces.isEmpty)
    game.wait(3)
    for piece in PieceName.allCases {
        #expect(game.scene.orientations[piece.index] == .identity)
        #expect(
            isClose(
                game.scene.look.pose(of: piece)!.position,
                game.scene.layout.homeFrame(of: piece, .identity).center, tolerance: 0.5))
        #expect(isClose(game.scene.look.pose(of: piece)!.rotation, 0, tolerance: 1e-3))
    }
}

@Test func theBlankBoardSaysClearlyThatItHasNoSolution() {
    var game = PentominoesDriver(board: .blank)
    #expect(game.scene.toolbar.button("solve")?.isEnabled == false)
    game.scene.solve()
    #expect(game.scene.status.contains("no solution"))
}

@Test func choosingAnotherBoardSendsThePiecesHome() {
    var game = PentominoesDriver()
    game.drag(.u, toCell: Cell(row: 0, column: 0))
    game.scene.choose(.eightByEightCentre)
    #expect(game.scene.placement.pieces.isEmpty)
    #expect(game.scene.placement.board.rows == 8)
    #expect(game.rows[3] == "...##...")
}

@Test func resizingKeepsPiecesOnTheBoardAndRelaysTheTray() {
    var game = PentominoesDriver()
    game.drag(.w, toCell: Cell(row: 2, column: 5))
    game.wait(0.4)
    let picture = game.scene.stateDescription
    game.scene.handle(
        .resize(ResizeEvent(size: Size(width: 900, height: 700), time: game.script.time)))
    #expect(game.scene.stateDescription == picture)
    let placed = game.scene.placement.placed(.w)!
    #expect(
        isClose(
            game.scene.look.pose(of: .w)!.position, game.scene.layout.frame(of: placed).center,
            tolerance: 0.5))
    // The tray fits in the new window and no home slot overlaps the board.
    for piece in PieceName.allCases where piece != .w {
        let home = game.scene.layout.homeFrame(of: piece, .identity)
        #expect(home.maxX <= 900 && home.maxY <= 700)
        #expect(!home.intersects(game.scene.layout.boardFrame))
    }
}

@Test func fillingTheBoardByHandWins() {
    var game = PentominoesDriver()
    // Learn a solution, then place every piece by dragging it there.
    game.scene.solve()
    let solution = game.scene.placement.pieces
    click("reset", in: &game)
    game.wait(2)
    for placed in solution {
        game.scene.reorient(placed.name, to: placed.orientation, at: game.script.time)
        game.wait(0.4)
        game.drag(placed.name, toCell: placed.anchor, offset: (0.1, 0.1))
        game.wait(0.3)
        #expect(game.scene.placement.placed(placed.name) == placed, "\(placed.name)")
    }
    #expect(game.scene.placement.isComplete)
    #expect(game.scene.status.hasPrefix("Solved in 0:"), "the time taken: \(game.scene.status)")
    // A short celebration: the pieces hop, then settle exactly in place.
    game.wait(0.3)
    #expect(PieceName.allCases.contains { game.scene.look.pose(of: $0)!.scale > 1.02 })
    game.wait(3)
    #expect(!game.scene.look.isAnimating)
    for placed in game.scene.placement.pieces {
        #expect(isClose(game.scene.look.pose(of: placed.name)!.scale, 1, tolerance: 1e-3))
    }
}
