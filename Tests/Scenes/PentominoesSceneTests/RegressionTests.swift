import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Found by the random-play property: a piece grabbed while still gliding into place and
/// then cancelled came to rest where it was drawn at the press, a point short of its cell.
@Test func aPieceGrabbedMidGlideAndCancelledReturnsToItsExactPlace() {
    var game = SceneDriver(board: .sixByTen)
    game.drag("L", toRow: 1, column: 1, release: false)
    game.release()
    game.wait(0.05)  // still gliding into its cell
    let drawn = game.piece("L").frame.center
    game.press(at: drawn)
    game.drag(to: Point(x: drawn.x + 40, y: drawn.y + 30))
    game.key("escape")
    game.settle()
    game.pictureMatchesModel("after a mid-glide grab was cancelled")
    #expect(game.modelCells["L"] != nil)
}
