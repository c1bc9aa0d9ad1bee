import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// The guard for "model and picture agree" and "nothing is lost": random gestures of every
/// kind a person makes (drags with right clicks, turns, Escape and window resizes in the
/// middle; taps and double taps; keyboard play; toolbar commands, board switches, undo and
/// redo) and, each time the game has settled, the picture is read from the display list
/// and held against the model's printed state: every piece drawn once, each piece on the
/// board drawn over exactly its cells, every other piece off the board and unturned. And
/// nothing is lost: whatever a gesture changed, one undo takes back and one redo restores.
@Suite struct PentominoesPictureMatchesModel {
    /// 8 seeded runs of 2,500 events: 20,000 events.
    @Test(.timeLimit(.minutes(10)), arguments: 0..<8)
    func randomGesturesKeepThePictureOnTheModel(run: Int) {
        play(seed: 0x9E11_0000 + UInt64(run), events: 2_500)
    }

    /// The same property for as many events as `SOAK_EVENTS` asks, in runs of 5,000 from
    /// `SOAK_SEED` (to replay a failure): `SOAK_EVENTS=1000000 swift test --filter
    /// pictureMatchesModelSoak`.
    @Test(.timeLimit(.minutes(60)), .enabled(if: Soak.requested != nil))
    func pictureMatchesModelSoak() {
        let total = Soak.requested ?? 0
        var seed = Soak.seed(standard: 0x50A6_0000)
        var played = 0
        while played < total {
            guard let sent = play(seed: seed, events: min(5_000, total - played)) else { return }
            played += sent
            seed += 1
        }
    }

    /// Plays one seeded run; returns the events sent, or nil at the first disagreement.
    @discardableResult
    private func play(seed: UInt64, events: Int) -> Int? {
        var random = SeededGenerator(seed: seed)
        var game = SceneDriver(board: .sixByTen)
        var gestures = 0
        while game.eventsSent < events {
            let before = game.scene.snapshotForTests
            let wentBackOrForth = playOneGesture(&game, &random)
            gestures += 1
            game.settle()
            let place = "(seed \(seed), gesture \(gestures))"
            // The first disagreement is the one to read; the rest follow from it.
            guard game.pictureMatchesModel(place) else { return nil }
            // Nothing is lost: whatever a gesture changed, one undo brings back.
            let after = game.scene.snapshotForTests
            guard after != before, !wentBackOrForth else { continue }
            game.key("ctrl+z")
            game.settle()
            guard game.scene.snapshotForTests == before else {
                Issue.record("one undo does not take back gesture \(place)")
                return nil
            }
            game.key("ctrl+shift+z")
            game.settle()
            guard game.scene.snapshotForTests == after else {
                Issue.record("redo does not bring back gesture \(place)")
                return nil
            }
            guard game.pictureMatchesModel("\(place), undone and redone") else { return nil }
        }
        return game.eventsSent
    }
}

extension PentominoesScene {
    /// The board and the letter grid: what undo must bring back.
    var snapshotForTests: String { "\(board.name)\n\(stateDescription)" }
}

/// One thing a person might do, decided by `random`; says whether it was an undo or redo.
@discardableResult
private func playOneGesture(
    _ game: inout SceneDriver<PentominoesScene>, _ random: inout SeededGenerator
) -> Bool {
    let letters = PieceName.allCases.map { Character($0.letter) }
    func anywhere() -> Point {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return Point(
                x: Double.random(in: -50...game.size.width + 50, using: &random),
                y: Double.random(in: -50...game.size.height + 50, using: &random))
        case 1: return game.grabPoint(letters.randomElement(using: &random)!)
        default:
            let board = game.board
            return Point(
                x: Double.random(in: board.minX...board.maxX, using: &random),
                y: Double.random(in: board.minY...board.maxY, using: &random))
        }
    }
    switch Int.random(in: 0..<12, using: &random) {
    case 0...4:
        // A drag, with now and then something else happening in the middle of it.
        game.press(at: anywhere())
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            game.drag(to: anywhere(), steps: Int.random(in: 1...10, using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0: game.click(.secondary)
            case 1: game.click(.middle)
            case 2: game.key(["r", "f"].randomElement(using: &random)!)
            case 3: game.resize(to: randomSize(&random))
            default: break
            }
        }
        if Int.random(in: 0..<8, using: &random) == 0 { game.key("escape") }
        game.release()
    case 5:
        game.tap(at: anywhere())
    case 6:
        game.doubleTap(at: game.grabPoint(letters.randomElement(using: &random)!))
    case 7:
        // Keyboard play: focus, pick up, move, turn, then drop or cancel.
        for _ in 0..<Int.random(in: 1...12, using: &random) { game.key("tab") }
        game.key("enter")
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            game.key(["left", "right", "up", "down", "r", "f"].randomElement(using: &random)!)
        }
        game.key(Bool.random(using: &random) ? "enter" : "escape")
        game.key("escape")
    case 8:
        let key = ["ctrl+z", "ctrl+shift+z", "ctrl+z", "r", "x"].randomElement(using: &random)!
        game.key(key)
        return key.hasPrefix("ctrl")
    case 9:
        let name = ["Undo", "Redo", "Solve", "Reset"].randomElement(using: &random)!
        if let button = game.control(name) { game.tap(at: button.center) }
        return name == "Undo" || name == "Redo"
    case 10:
        let titles = SceneDriver<PentominoesScene>.boardTitles
        let title = titles[Int.random(in: 0..<titles.count, using: &random)]
        if let segment = game.control(title) { game.tap(at: segment.center) }
    default:
        game.resize(to: randomSize(&random))
    }
    return false
}

private func randomSize(_ random: inout SeededGenerator) -> Size {
    Size(
        width: Double(Int.random(in: 640...1600, using: &random)),
        height: Double(Int.random(in: 480...1000, using: &random)))
}
