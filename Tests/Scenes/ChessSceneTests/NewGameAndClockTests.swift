import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

extension SceneDriver where S == ChessScene {
    /// Clicks the last control of that title drawn: the one in a sheet over the toolbar.
    mutating func clickTopmost(_ title: String) {
        guard let control = seen(.control).last(where: { $0.label == title }) else {
            preconditionFailure("no \(title) control")
        }
        tap(at: control.frame.center, wait: 0.05)
    }

    /// Starts a new game through the New Game sheet with these choices.
    mutating func startNewGame(as seat: String, clock: String = "None") {
        click("New game")
        wait(0.3)
        clickTopmost(seat)
        clickTopmost(clock)
        clickTopmost("Start")
        wait(0.3)
    }
}

@Test func theNewGameSheetSetsTheSideAndTheClock() {
    var app = ChessApp()
    app.play(["e4"])
    app.startNewGame(as: "Black", clock: "5+3")
    #expect(!app.shows("Choose your side"))
    #expect(app.scene.white == .computer && app.scene.black == .human)
    #expect(app.scene.isFlipped, "black plays from the bottom")
    #expect(app.control("White clock")?.value == "5:00")
    _ = app.settle(limit: 30)
    #expect(app.moves.count == 1, "the computer opened as white")
    #expect(app.control("Black clock")?.value.hasSuffix("running") == true)
    #expect(app.heard.hasPrefix("Computer: "))
}

@Test func cancellingTheNewGameSheetChangesNothing() {
    var app = ChessApp()
    app.play(["d4"])
    app.click("New game")
    app.wait(0.3)
    #expect(app.shows("Choose your side, the computer's level and a clock."))
    app.key("escape")
    app.wait(0.3)
    #expect(app.moves == ["d4"])
    #expect(!app.shows("Choose your side"))
}

@Test func randomIsOneSideOrTheOtherAsTheSeedSays() {
    var sides: Set<ChessScene.Player> = []
    for seed in 0..<8 {
        var app = SceneDriver(
            ChessScene(seed: UInt64(seed)), size: Size(width: 1280, height: 800))
        app.startNewGame(as: "Random")
        sides.insert(app.scene.white)
        #expect(app.scene.white != app.scene.black)
    }
    #expect(sides == [.human, .computer])
}

@Test func aFallenFlagEndsTheGameWithTheRightResult() {
    var app = ChessApp()
    app.startNewGame(as: "Two people", clock: "1+0")
    app.play(["e4", "e5"])
    #expect(app.control("White clock")?.value.hasSuffix("running") == true)
    app.wait(30)
    #expect(app.control("White clock")?.value.hasPrefix("0:") == true)
    app.wait(31)
    #expect(app.status == "Black wins on time")
    #expect(app.control("White clock")?.value == "0:00.0")
    let before = app.fen
    app.drag("d2", to: "d4")
    app.wait(0.5)
    #expect(app.fen == before, "nothing moves once the flag has fallen")
}

@Test func theIncrementIsAddedAfterEachMove() {
    var app = ChessApp()
    app.startNewGame(as: "Two people", clock: "3+2")
    app.play(["e4"])  // white's clock has not run yet: no time spent, nor added
    app.wait(10)
    app.play(["e5"])
    #expect(app.control("Black clock")?.value.hasPrefix("2:5") == true)
    #expect(app.control("White clock")?.value.hasPrefix("2:59") == true)
}

@Test func aFlagAgainstALoneKingIsADraw() {
    var app = ChessApp(fen: "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1")
    app.scene.clock = ChessClock(control: .init(minutes: 1, increment: 0))
    app.play(["Kd7"])
    app.wait(61)
    #expect(app.status == "Draw — White ran out of time, but Black cannot mate")
    var other = ChessApp(fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    other.scene.clock = ChessClock(control: .init(minutes: 1, increment: 0))
    other.play(["e4"])
    other.wait(61)
    #expect(other.status == "White wins on time")
}

@Test func tShowsTheComputersThinking() {
    var app = ChessApp(black: .computer)
    app.key("t")
    #expect(app.shows("The computer has not moved yet."))
    app.play(["e4"])
    _ = app.settle(limit: 30)
    let line = app.strings.first { $0.hasPrefix("Computer played") } ?? ""
    #expect(line.contains(": depth "), "\(line)")
    #expect(line.contains("evaluation "), "\(line)")
    app.key("t")
    #expect(!app.strings.contains { $0.hasPrefix("Computer played") })
}

@Test func aPremoveIsPlayedAsSoonAsTheComputerHasMoved() {
    var app = ChessApp(black: .computer, level: 3)
    app.play(["e4"])
    #expect(app.scene.isThinking)
    app.tap("g1")
    app.tap("f3")
    #expect(Set(app.squares(tinted: ChessScene.premoveTint)) == ["g1", "f3"])
    #expect(app.heard.hasPrefix("Premove g1 to f3"))
    _ = app.settle(limit: 60)
    #expect(app.moves.count == 4, "the premove, then the computer's answer to it")
    #expect(app.moves.dropFirst(2).first == "Nf3")
    #expect(app.squares(tinted: ChessScene.premoveTint).isEmpty)
}

@Test func anIllegalPremoveIsDroppedAndEscapeClearsOne() {
    var app = ChessApp(black: .computer, level: 3)
    app.play(["e4"])
    app.tap("e4")
    app.tap("e6")  // a pawn cannot go two squares from e4
    _ = app.settle(limit: 60)
    #expect(app.moves.count == 2)
    #expect(app.heard == "Premove e4 to e6 dropped: it is not legal now.")
    app.play(["d4"])
    app.tap("g1")
    app.tap("f3")
    app.key("escape")
    #expect(app.squares(tinted: ChessScene.premoveTint).isEmpty)
    _ = app.settle(limit: 60)
    #expect(app.moves.count == 4, "nothing played after the computer's answer")
}

@Test func aPremoveCanBeDraggedAndItsPieceWaitsOnItsSquare() {
    var app = ChessApp(black: .computer, level: 3)
    app.play(["e4"])
    #expect(app.scene.isThinking)
    app.drag("d2", to: "d4")
    // Released while the computer still thinks: queued, and the pawn goes back to wait.
    #expect(app.scene.isThinking)
    #expect(Set(app.squares(tinted: ChessScene.premoveTint)) == ["d2", "d4"])
    #expect(app.position.piece(at: .d2) == Piece(.white, .pawn))
    _ = app.settle(limit: 60)
    #expect(app.moves.dropFirst(2).first == "d4")
    _ = app.settle()
    #expect(app.pictureMismatches.isEmpty)
}
