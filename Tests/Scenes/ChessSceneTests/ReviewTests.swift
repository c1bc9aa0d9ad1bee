import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// The opening of the Evans Gambit, with a comment on black's fourth move, and a second
/// game, so that opening the file asks which.
let twoGames = """
    [Event "Casual"]
    [White "Evans"]
    [Black "McDonnell"]
    [Result "*"]

    1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 {The gambit pawn, taken.} 5. c3 *

    [Event "Rapid"]
    [White "Ada"]
    [Black "Alan"]
    [Result "0-1"]

    1. f3 e5 2. g4 Qh4# 0-1
    """

extension SceneDriver where S == ChessScene {
    /// Opens a file through the Open sheet, as a person does: ctrl+o, the name, Enter.
    mutating func open(_ name: String) {
        key("ctrl+o")
        wait(0.3)
        type(name)
        key("enter")
        wait(0.3)
    }
}

@Test func aFileOfSeveralGamesListsThemAndOpensTheOneClicked() {
    let files = FakeStorage()
    files.files["games.pgn"] = twoGames
    var app = ChessApp(storage: files.storage)
    app.open("games.pgn")
    #expect(app.shows("Choose a game"))
    #expect(app.control("Game 1")?.value == "Evans – McDonnell, *, Casual (5 moves), selected")
    #expect(app.control("Game 2")?.value == "Ada – Alan, 0-1, Rapid (2 moves)")
    app.click("Game 2")
    app.wait(0.5)
    #expect(!app.shows("Choose a game"))
    #expect(app.moves == ["f3", "e5", "g4", "Qh4#"])
    #expect(app.status == "Checkmate — Black wins")
    #expect(app.isDrawn("black queen", on: "h4"))
    #expect(app.heard.hasPrefix("Opened game 2 of games.pgn: Ada – Alan, 0-1"))
    _ = app.settle()
    #expect(app.pictureMismatches.isEmpty)
}

@Test func theKeysPickAGameFromTheList() {
    let files = FakeStorage()
    files.files["games.pgn"] = twoGames
    var app = ChessApp(storage: files.storage)
    app.open("games.pgn")
    app.key("down")
    app.key("up")
    app.key("enter")
    app.wait(0.5)
    #expect(app.moves == ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "b4", "Bxb4", "c3"])
    #expect(app.isDrawn("white pawn", on: "c3"))
}

@Test func theArrowsStepThroughTheGameWithThePiecesGlidingBothWays() {
    let files = FakeStorage()
    files.files["evans.pgn"] = twoGames.components(separatedBy: "\n\n[Event \"Rapid\"]")[0]
    var app = ChessApp(storage: files.storage)
    app.open("evans.pgn")
    app.wait(0.5)
    #expect(app.lineMoves.count == 9)
    app.key("left")  // back over 5. c3
    #expect(app.heard == "Move 4... Bxb4, 8 of 9. The gambit pawn, taken.")
    #expect(app.strings.contains("Move 4... Bxb4, 8 of 9. The gambit pawn, taken."))
    app.wait(0.5)
    #expect(app.isDrawn("white pawn", on: "c2"))
    #expect(app.moves.last == "Bxb4")
    app.key("left")  // back over 4... Bxb4: the bishop glides back, the pawn fades in
    app.wait(0.05)
    let bishop = app.label(on: "b4")
    #expect(!app.isDrawn("black bishop", on: "c5"), "it is still on its way")
    app.wait(0.5)
    #expect(app.isDrawn("black bishop", on: "c5"))
    #expect(app.isDrawn("white pawn", on: "b4"))
    #expect(bishop != app.label(on: "b4"))
    app.key("home")
    app.wait(0.5)
    #expect(app.fen == Position.initial.fen)
    #expect(app.moves.isEmpty)
    #expect(app.lineMoves.count == 9)
    _ = app.settle()
    #expect(app.pictureMismatches.isEmpty)
    app.key("right")
    app.wait(0.5)
    #expect(app.moves == ["e4"])
    #expect(app.isDrawn("white pawn", on: "e4"))
    app.key("end")
    app.wait(0.5)
    #expect(app.moves.count == 9)
    _ = app.settle()
    #expect(app.pictureMismatches.isEmpty)
}

@Test func clickingAMoveInTheListShowsThePositionAfterIt() {
    var app = ChessApp()
    app.play(["e4", "e5", "Nf3", "Nc6"])
    app.click("Move 2: e5")
    app.wait(0.5)
    #expect(app.moves == ["e4", "e5"])
    #expect(app.control("Move 2: e5")?.value == "selected")
    #expect(app.isDrawn("white knight", on: "g1"))
    _ = app.settle()
    #expect(app.pictureMismatches.isEmpty)
    app.click("Move 4: Nc6")
    app.wait(0.5)
    #expect(app.moves == ["e4", "e5", "Nf3", "Nc6"])
    #expect(app.isDrawn("black knight", on: "c6"))
}

@Test func playingFromAnEarlierPositionReplacesTheMovesAhead() {
    var app = ChessApp(black: .computer)
    app.play(["e4"])
    let settled = app.settle()
    #expect(settled)
    app.play(["d4"])
    let settledAgain = app.settle()
    #expect(settledAgain)
    #expect(app.lineMoves.count == 4)
    app.key("left")
    app.key("left")
    app.wait(0.5)
    #expect(app.moves.count == 2)
    #expect(!app.scene.isThinking, "the computer waits while the game is stepped through")
    app.play(["Nf3"])
    let answered = app.settle()
    #expect(answered)
    #expect(app.lineMoves.count == 4)
    #expect(app.lineMoves[2] == "Nf3")
    #expect(app.moves.count == 4, "the computer answered the new move")
}

@Test func aBadFileIsRefusedInTheSheetWithItsLineAndChangesNothing() {
    let files = FakeStorage()
    files.files["bad.pgn"] = "[White \"A\"]\n\n1. e4 e5\n2. Ke3 *\n"
    var app = ChessApp(storage: files.storage)
    app.play(["d4"])
    app.open("bad.pgn")
    #expect(app.shows("bad.pgn, line 4: move 2. Ke3 is not legal: no legal move matches."))
    app.open("missing.pgn")
    app.key("escape")
    app.wait(0.3)
    #expect(app.moves == ["d4"])
    app.key("ctrl+o")
    app.wait(0.3)
    app.type("missing.pgn")
    app.key("enter")
    #expect(app.shows("Could not open \"missing.pgn\": there is no such file."))
    #expect(app.moves == ["d4"])
}

@Test func anOpenedGameIsSavedWithItsTagsAndComments() {
    let files = FakeStorage()
    files.files["games.pgn"] = twoGames
    var app = ChessApp(storage: files.storage)
    app.open("games.pgn")
    app.key("enter")
    app.wait(0.5)
    app.key("home")  // the whole line is saved, wherever the review stands
    app.key("ctrl+s")
    app.wait(0.3)
    app.type("copy.pgn")
    app.key("enter")
    let saved = files.saved.first?.pgn ?? ""
    #expect(saved.contains("[White \"Evans\"]"))
    #expect(saved.contains("4. b4 Bxb4 {The gambit pawn, taken.} 5. c3 *"))
}
