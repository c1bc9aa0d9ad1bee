import DragAndDrop
import Pentominoes
import PropertyBased
import StageKit
import TestSupport
import Testing
@testable import PentominoesScene

/// Random presses, drags, releases, taps, keys, toolbar clicks and pauses never lose a
/// piece, never overlap pieces on the board, and always settle with every piece resting
/// exactly on its board place or in its tray slot.
@Test func randomPlayNeverLosesOrOverlapsPiecesAndAlwaysSettles() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...80)) {
        codes in
        playRandomly(codes)
    }
}

/// Plays a game decoded from `codes` and checks the invariants along the way and at rest.
func playRandomly(_ codes: [Int]) {
    var game = PentominoesDriver()
    var i = 0
    func next() -> Int {
        defer { i += 1 }
        return abs(codes[i % codes.count] &+ i &* 7919)
    }
    let board = game.scene.layout.boardFrame
    func somewhere() -> Point {
        // Mostly over the board or the tray, sometimes anywhere at all.
        switch next() % 4 {
        case 0: return Point(x: Double(next() % 1400) - 60, y: Double(next() % 900) - 50)
        case 1: return game.grabPoint(of: PieceName.allCases[next() % 12])
        default:
            return Point(
                x: board.minX + Double(next() % Int(board.width)),
                y: board.minY + Double(next() % Int(board.height)))
        }
    }
    for _ in 0..<codes.count {
        switch next() % 9 {
        case 0, 1:
            game.send(game.script.press(at: somewhere()))
        case 2, 3:
            game.send(
                game.script.drag(
                    to: somewhere(), steps: 1 + next() % 6, duration: Double(next() % 30) / 100))
        case 4:
            game.send(game.script.release())
        case 5:
            game.send(game.script.tap(at: somewhere()))
        case 6:
            game.key(["r", "f", "escape", "x", "ctrl+z", "ctrl+shift+z"][next() % 6])
        case 7:
            game.wait(Double(next() % 50) / 100)
        default:
            if next() % 3 == 0 {
                let buttons = ["solve", "reset"]
                if let button = game.scene.toolbar.button(buttons[next() % 2]) {
                    game.send(game.script.tap(at: button.frame.center))
                }
            } else {
                game.send(game.script.cancel())
            }
        }
        // Never an overlap, never a lost or non-finite piece.
        let covered = game.scene.placement.pieces.flatMap { $0.cells }
        #expect(Set(covered).count == covered.count)
        for piece in PieceName.allCases {
            let pose = game.scene.look.pose(of: piece)
            #expect(pose != nil && pose!.position.isFinite)
        }
    }
    game.send(game.script.release())
    game.key("escape")
    game.wait(6)
    #expect(!game.scene.look.isAnimating, "everything settles")
    for piece in PieceName.allCases {
        let pose = game.scene.look.pose(of: piece)!
        let rest =
            game.scene.placement.placed(piece).map { game.scene.layout.frame(of: $0) }
            ?? game.scene.layout.homeFrame(of: piece, game.scene.orientations[piece.index])
        #expect(
            isClose(pose.position, rest.center, tolerance: 0.01), "\(piece) rests where it belongs")
        #expect(
            isClose(pose.scale, 1, tolerance: 1e-3) && isClose(pose.rotation, 0, tolerance: 1e-3))
        if game.scene.placement.placed(piece) == nil {
            #expect(
                game.scene.orientations[piece.index] == .identity, "\(piece) at home is unturned")
        }
    }
}
