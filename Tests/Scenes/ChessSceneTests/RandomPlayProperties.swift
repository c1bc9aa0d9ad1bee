import Chess
import DragAndDrop
import Foundation
import PropertyBased
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// Model = picture: seeded random sequences of what a person does (drags from and to
/// random squares, off the board and onto illegal squares; clicks and click-to-move; right
/// and middle clicks mid-drag; arrows, Enter, Escape, undo, redo, flip; promotion
/// answers; resizes down to 640x480) never leave the picture disagreeing with the game:
/// whenever the scene has settled, the pieces drawn are exactly the position's, each on
/// its square's frame as the board is turned, and nothing else. The game stays legal
/// throughout: its moves replay from the start to the same FEN.
///
/// 100 runs of 200 events here; `SOAK_EVENTS=1000000 swift test --filter
/// pictureMatchesModelSoak` plays as many as asked.
@Test(.timeLimit(.minutes(10))) func randomPlayKeepsThePictureEqualToTheModel() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var play = PicturePlay(seed: UInt64(seed))
        play.run(events: 200)
        #expect(play.failures.isEmpty, "\(play.report)")
    }
}

/// The same property for as many events as `SOAK_EVENTS` says, in runs of 500.
@Test(.enabled(if: Soak.requested != nil))
func pictureMatchesModelSoak() {
    let total = Soak.requested ?? 0
    var played = 0
    var checks = 0
    var seed = Soak.seed(standard: 1)
    while played < total {
        var play = PicturePlay(seed: seed)
        play.run(events: min(500, total - played))
        #expect(play.failures.isEmpty, "\(play.report)")
        if !play.failures.isEmpty { return }
        played += play.events
        checks += play.checks
        seed += 1
    }
    print("model = picture soak: \(played) events in \(seed - 1) runs, \(checks) checks")
}

/// One run of random play over a `SceneDriver`, checking the picture whenever it settles.
struct PicturePlay {
    /// Start positions: the usual one, castling both ways, en passant, promotions with and
    /// without a capture for both sides.
    static let starts = [
        Position.initial.fen,
        "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 4 8",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "1n2k3/P1P5/8/8/8/8/5p1p/K5N1 w - - 0 1",
        "1n2k3/P1P5/8/8/8/8/5p1p/K5N1 b - - 0 1",
        "7k/8/8/8/8/8/8/R3K3 w Q - 98 80",
    ]

    var app: ChessApp
    var random: SplitMix
    let seed: UInt64
    /// Whether the test holds the left button down.
    var holding = false
    var events = 0
    /// How many settled pictures were checked.
    var checks = 0
    var log: [String] = []
    var failures: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix(seed: seed)
        let fen = Self.starts[Int(random.next() % UInt64(Self.starts.count))]
        let sizes = [Size(width: 1280, height: 800), Size(width: 640, height: 480)]
        app = ChessApp(fen: fen, level: 2, size: sizes[Int(random.next() % 2)])
        log.append("start \(fen) at \(app.size)")
    }

    /// What went wrong, with the seed and the last events before it.
    var report: String {
        "seed \(seed), after \(events) events:\n" + failures.prefix(8).joined(separator: "\n")
            + "\nlast events:\n" + log.suffix(25).joined(separator: "\n")
    }

    mutating func run(events count: Int) {
        while events < count && failures.isEmpty {
            step()
            events += 1
            checkIfSettled()
        }
        if failures.isEmpty {
            if holding { release() }
            app.key("escape")
            app.settle()
            checkIfSettled()
        }
    }

    mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }

    /// A square's centre now, or (one time in six) a point off the board or anywhere.
    mutating func somewhere() -> Point {
        if pick(6) == 0 {
            return Point(
                x: Double(pick(Int(app.size.width) + 80)) - 40,
                y: Double(pick(Int(app.size.height) + 80)) - 40)
        }
        return app.center(Square(index: pick(64)).name)
            + Vector(dx: Double(pick(21) - 10), dy: Double(pick(21) - 10))
    }

    mutating func step() {
        switch pick(16) {
        case 0, 1:
            if holding {
                let to = somewhere()
                log.append("drag to \(to)")
                app.drag(to: to, steps: 1 + pick(5))
            } else {
                let at = somewhere()
                log.append("press \(at)")
                app.press(at: at)
                holding = true
            }
        case 2: release()
        case 3:
            let button: PointerButton = pick(3) == 0 ? .middle : .secondary
            log.append("click \(button)")
            app.click(button)
        case 4:
            let at = somewhere()
            if holding { release() }
            log.append("tap \(at)")
            app.tap(at: at, wait: Double(pick(4)) * 0.1)
        case 5, 6:
            let key = ["up", "down", "left", "right", "enter", "escape"][pick(6)]
            log.append("key \(key)")
            app.key(key)
        case 7:
            let key = ["ctrl+z", "ctrl+shift+z", "f", "escape"][pick(4)]
            log.append("key \(key)")
            app.key(key)
        case 8: answerPromotion()
        case 9:
            let size = Size(width: Double(640 + pick(961)), height: Double(480 + pick(521)))
            log.append("resize \(size)")
            app.resize(to: size)
        case 10:
            let seconds = Double(pick(6)) * 0.05
            log.append("wait \(seconds)")
            app.wait(seconds)
        case 11:
            log.append("settle")
            app.settle()
        default: playLegalMove()
        }
    }

    mutating func release() {
        log.append("release")
        app.release()
        holding = false
    }

    /// Picks a promotion by key or by clicking the picker (or elsewhere, which cancels).
    mutating func answerPromotion() {
        guard !app.promotionChoices.isEmpty else {
            log.append("key q")
            app.key("q")
            return
        }
        switch pick(3) {
        case 0:
            let key = ["q", "r", "b", "n", "enter", "escape", "up", "down"][pick(8)]
            log.append("promotion key \(key)")
            app.key(key)
        default:
            let frames = app.promotionChoices.map { $0.frame }
            let at = pick(5) == 0 ? somewhere() : frames[pick(frames.count)].center
            log.append("promotion click \(at)")
            if holding { release() }
            app.tap(at: at, wait: 0.05)
        }
    }

    /// A legal move (or, one time in four, an illegal one) by a drag or by two clicks, so
    /// that games get somewhere.
    mutating func playLegalMove() {
        let moves = app.position.legalMoves()
        guard !moves.isEmpty else { return }
        let move = moves[pick(moves.count)]
        let to = pick(4) == 0 ? Square(index: pick(64)) : move.to
        if holding { release() }
        let a = app.center(move.from.name)
        let b = app.center(to.name)
        if pick(3) == 0 {
            log.append("click \(move.from.name) then \(to.name)")
            app.tap(at: a, wait: 0.05)
            app.tap(at: b, wait: 0.05)
        } else {
            log.append("drag \(move.from.name) to \(to.name)")
            app.press(at: a)
            app.drag(to: b, steps: 2 + pick(8))
            if pick(4) == 0 {
                log.append("click secondary mid-drag")
                app.click(.secondary)
            }
            app.release()
        }
    }

    /// When nothing moves, no button is held and no piece is carried by keys (drawn lifted
    /// over the board, its square lit): compares the pieces drawn with the position.
    mutating func checkIfSettled() {
        let carried = app.lifted != nil && app.selected != nil
        guard !holding, !carried, app.settle(limit: 0) else { return }
        checks += 1
        failures += app.pictureMismatches
        // Every move of the game from its start (New game in the toolbar starts again),
        // not only those the move list has room for: the model's own record.
        var replay = Game(start: app.scene.game.startPosition)
        for san in app.scene.game.sanMoves where (try? replay.play(san: san)) == nil {
            failures.append("\(san) does not replay")
        }
        if replay.position.fen != app.fen { failures.append("the moves replay elsewhere") }
    }
}

/// A small seeded random number generator (SplitMix64), the same on every platform.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Found by the property: a taken piece's fade that ended inside another animation's step
/// (an event arriving after the fade's end, before the next frame) was never reported, so
/// the piece stayed in the picture, fully transparent, for the rest of the game.
@Test func aTakenPieceFadingOutWhileAnEventStartsAGlideLeavesThePicture() {
    var app = ChessApp(fen: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", level: 2)
    app.drag("e4", to: "d5")
    #expect(app.moves == ["exd5"])
    // The next event comes half a second later, before any frame: flip the board.
    app.scene.handle(.key(try! KeyEvent(parsing: "f", time: app.time + 0.5)))
    app.wait(0.6)
    app.settle()
    #expect(
        app.seen(.item).count == 3,
        "the two kings and the pawn: \(app.seen(.item).map { $0.value })")
    #expect(app.pictureMismatches.isEmpty)
}
