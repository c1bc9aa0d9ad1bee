import Chess
import DragAndDrop
import PropertyBased
import StageKit
import TestSupport
import Testing
@testable import ChessScene

/// Random presses, drags, releases, clicks and keys never produce an illegal position:
/// every move of the game is legal where it was played, the move list replayed from the
/// start gives the same FEN, and every piece comes to rest on its own square.
@Test(.timeLimit(.minutes(3))) func randomDragsAndClicksNeverProduceAnIllegalPosition() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...60)) {
        codes in
        playRandomly(codes)
    }
}

func playRandomly(_ codes: [Int]) {
    var game = ChessDriver()
    var i = 0
    func next() -> Int {
        defer { i += 1 }
        return abs(codes[i % codes.count] &+ i &* 7919)
    }
    func somewhere() -> Point {
        if next() % 5 == 0 {
            return Point(x: Double(next() % 1400) - 60, y: Double(next() % 900) - 50)
        }
        return game.center(Square(index: next() % 64).name)
    }
    for _ in 0..<codes.count {
        switch next() % 8 {
        case 0: game.send(game.script.press(at: somewhere()))
        case 1, 2:
            game.send(
                game.script.drag(
                    to: somewhere(), steps: 1 + next() % 5, duration: Double(next() % 20) / 100))
        case 3: game.send(game.script.release())
        case 4: game.send(game.script.tap(at: somewhere()))
        case 5:
            game.key(
                [
                    "escape", "enter", "up", "left", "right", "down", "ctrl+z", "ctrl+shift+z", "q",
                    "n",
                ][next() % 10])
        case 6: game.wait(Double(next() % 30) / 100)
        default:
            // A legal move by dragging now and then, so games get somewhere.
            let moves = game.scene.game.position.legalMoves()
            if !moves.isEmpty, !game.scene.game.status.isOver, game.scene.promotion == nil,
                game.scene.keyboard.carry == nil
            {
                let move = moves[next() % moves.count]
                game.send(game.script.release())
                game.drag(move.from.name, to: move.to.name)
            }
        }
    }
    game.send(game.script.release())
    game.key("escape")
    game.key("escape")
    game.wait(2)
    var replay = Game(start: game.scene.game.startPosition)
    for san in game.scene.game.sanMoves {
        #expect((try? replay.play(san: san)) != nil, "\(san) is legal")
    }
    #expect(replay.position.fen == game.fen)
    #expect((try? Position(fen: game.fen)) != nil)
    #expect(!game.scene.look.isAnimating)
    for (id, square) in game.scene.ids.placed {
        #expect(
            isClose(
                game.scene.look.pose(of: id)!.position, game.center(square.name), tolerance: 0.01))
        #expect(game.scene.game.position.piece(at: square) != nil)
    }
    #expect(game.scene.ids.placed.count == game.scene.game.position.occupied.count)
}
