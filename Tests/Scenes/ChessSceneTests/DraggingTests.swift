import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing
@testable import ChessScene

@Test func onlyTheSideToMoveCanPickUpAPieceAndTheStatusSaysWhoseTurnItIs() {
    var game = ChessDriver()
    game.drag("e7", to: "e5")
    #expect(game.fen == Position.initial.fen, "black cannot move first")
    #expect(game.scene.notice == "White to move: that piece is Black's.")
    #expect(game.scene.look.dragged == nil)
}

@Test func aDragLightsEveryLegalTargetDotsOnEmptySquaresRingsOnCaptures() {
    // White knight e5 can take the pawns on d7 and f7 or go to six empty squares.
    var game = ChessDriver(fen: "4k3/3p1p2/8/4N3/8/8/8/4K3 w - - 0 1")
    game.drag("e5", toPoint: game.center("e5") + Vector(dx: 10, dy: 0), release: false)
    #expect(game.scene.targets == game.scene.game.position.legalTargets(from: .e5))
    #expect(game.scene.targets.count == 8)
    let list = game.list
    let rings = list.items.filter { item in
        if case .stroke(.ellipse, let stroke) = item.content {
            return stroke.color == ChessScene.targetMark
        }
        return false
    }
    let dots = list.items.filter { item in
        if case .fill(.ellipse, let color) = item.content { return color == ChessScene.targetMark }
        return false
    }
    #expect(rings.count == 2, "captures on d7 and f7")
    #expect(dots.count == 6)
}

@Test func theDraggedPieceFollowsThePointerLiftedAboveTheOthersAndItsTargetHighlights() {
    var game = ChessDriver()
    game.drag("g1", to: "f3", release: false)
    game.wait(0.3)
    let id = game.scene.ids[.g1]!
    #expect(game.scene.look.dragged == id)
    #expect(
        isClose(game.scene.look.pose(of: id)!.position, game.center("f3"), tolerance: 0.5),
        "under the pointer")
    #expect(game.scene.look.pose(of: id)!.scale > 1.05)
    #expect(game.scene.hover == .f3)
    // Drawn last, above a shadow.
    let list = game.list
    let lastPiece = list.items.lastIndex { item in
        if case .text(let run) = item.content { return run.string == PieceGlyphs.solid(.knight) }
        return false
    }!
    #expect(list.items[lastPiece - 1].shadow != nil)
    let otherPieces = list.items.indices.filter { i in
        if case .text(let run) = list.items[i].content {
            return run.string == PieceGlyphs.solid(.pawn)
        }
        return false
    }
    #expect(otherPieces.allSatisfy { $0 < lastPiece })
    // Over a square it cannot go to, nothing highlights.
    game.send(game.script.drag(to: game.center("g3"), steps: 4, duration: 0.08))
    #expect(game.scene.hover == nil)
}

@Test func aLegalDropMakesTheMoveAndThePieceGlidesToTheSquareCentre() {
    var game = ChessDriver()
    game.drag("e2", toPoint: game.center("e4") + Vector(dx: 25, dy: -20))
    #expect(game.scene.game.sanMoves == ["e4"])
    let id = game.scene.ids[.e4]!
    game.wait(0.03)
    #expect(
        game.scene.look.pose(of: id)!.position.distance(to: game.center("e4")) > 3,
        "glides, does not jump")
    game.wait(0.4)
    #expect(isClose(game.scene.look.pose(of: id)!.position, game.center("e4"), tolerance: 0.5))
}

@Test(arguments: ["e5", "e2", "d4"])
func aDropAnywhereElseGlidesBackAndChangesNothing(_ target: String) {
    var game = ChessDriver()
    let off = target == "d4" ? Point(x: 40, y: 400) : game.center(target)
    game.drag("e2", toPoint: game.center("f4"), release: false)
    game.send(game.script.drag(to: off, steps: 6, duration: 0.1))
    game.send(game.script.release())
    #expect(game.scene.game.moves.isEmpty)
    #expect(game.scene.targets.isEmpty)
    let id = game.scene.ids[.e2]!
    game.wait(0.05)
    #expect(
        game.scene.look.pose(of: id)!.position.distance(to: game.center("e2")) > 2 || target == "e2"
    )
    game.wait(0.6)
    #expect(isClose(game.scene.look.pose(of: id)!.position, game.center("e2"), tolerance: 0.5))
}

@Test func aPieceCaughtMidGlideAndDroppedOffTheBoardSettlesOnItsSquaresCentre() {
    // Found by the random-play property test: the piece went back to where it was
    // grabbed, a little short of its square's centre.
    var game = ChessDriver()
    game.play(["e4"])
    game.key("ctrl+z")
    game.wait(0.05)
    let pawn = game.scene.ids[.e2]!
    let drawn = game.scene.look.pose(of: pawn)!.position
    #expect(drawn.distance(to: game.center("e2")) > 1, "still gliding back")
    game.send(game.script.press(at: game.center("e2")))  // its square, as a player would
    game.send(game.script.drag(to: Point(x: 40, y: 400), steps: 6, duration: 0.1))
    #expect(game.scene.look.dragged == pawn)
    game.send(game.script.release())
    game.wait(1)
    #expect(game.scene.look.pose(of: pawn)!.position == game.center("e2"))
    #expect(!game.scene.look.isAnimating)
}

@Test func escapeCancelsADragAndThePieceGlidesBack() {
    var game = ChessDriver()
    game.drag("d2", to: "d4", release: false)
    game.key("escape")
    game.send(game.script.release())
    #expect(game.scene.game.moves.isEmpty)
    game.wait(0.6)
    #expect(isClose(game.drawnCenter(of: "d2")!, game.center("d2"), tolerance: 0.5))
}
