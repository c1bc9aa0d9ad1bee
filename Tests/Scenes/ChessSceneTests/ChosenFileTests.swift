import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// PGN files a host hands over (chosen in its own chooser, or dropped on the window) open
/// as a file opened by name does, and a host with a chooser saves by download.
struct ChessChosenFileTests {
    final class Chooser {
        var choosersShown = 0
        var downloads: [String: String] = [:]

        var storage: PGNStorage {
            PGNStorage(
                chooseFile: { self.choosersShown += 1 },
                write: { name, pgn throws(PGNSaveError) in self.downloads[name] = pgn })
        }
    }

    @Test func openPGNShowsTheHostsChooserAndAChosenFileOfTwoGamesListsThem() {
        let host = Chooser()
        var app = ChessApp(storage: host.storage)
        app.key("ctrl+o")
        app.wait(0.3)
        #expect(host.choosersShown == 1)
        #expect(!app.shows("Open a PGN game"), "no name to type: the host's chooser picks the file")
        let taken = app.receiveFile(named: "games.pgn", contents: Array(twoGames.utf8))
        #expect(taken)
        app.wait(0.3)
        #expect(app.shows("Choose a game"))
        app.click("Game 2")
        app.wait(0.5)
        #expect(app.moves == ["f3", "e5", "g4", "Qh4#"])
        #expect(app.status == "Checkmate — Black wins")
        #expect(app.isDrawn("black queen", on: "h4"))
        _ = app.settle()
        #expect(app.pictureMismatches.isEmpty)
    }

    @Test func aDroppedFileThatIsNotPGNIsSaidAndChangesNothing() {
        var app = ChessApp()
        app.play(["d4"])
        let refused: [([UInt8], String)] = [
            (
                Array("[White \"A\"]\n\n1. e4 e5\n2. Ke3 *\n".utf8),
                "bad.pgn, line 4: move 2. Ke3 is not legal: no legal move matches."
            ),
            ([0xFF, 0xFE, 0x41], "Could not open \"bad.pgn\": it is not text (UTF-8)."),
        ]
        for (contents, said) in refused {
            let taken = app.receiveFile(named: "bad.pgn", contents: contents)
            #expect(taken)
            #expect(app.heard == said)
            #expect(app.moves == ["d4"])
        }
    }

    @Test func aDroppedGameOpensMidDragAndThePiecesSettleOnIt() {
        var app = ChessApp()
        let e2 = app.center("e2")
        app.press(at: e2)
        app.move(to: e2 + Vector(dx: 0, dy: -40))
        let game = "1. f3 e5 2. g4 Qh4# 0-1\n"
        let taken = app.receiveFile(named: "fools.pgn", contents: Array(game.utf8))
        #expect(taken)
        app.release(at: app.center("e4"))
        _ = app.settle()
        #expect(app.moves == ["f3", "e5", "g4", "Qh4#"], "the drag under way changed nothing")
        #expect(app.pictureMismatches.isEmpty)
    }

    @Test func saveDownloadsTheGameUnderTheNameTyped() {
        let host = Chooser()
        var app = ChessApp(storage: host.storage)
        app.play(["e4", "e5"])
        app.key("ctrl+s")
        app.wait(0.3)
        #expect(app.shows("Type a name for the file, then press Enter."))
        app.type("mine.pgn")
        app.key("enter")
        #expect(host.downloads["mine.pgn"]?.contains("1. e4 e5") == true)
    }
}
