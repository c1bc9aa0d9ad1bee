import Foundation
import TestSupport
import Testing

/// `chess FILE.pgn`: opening a game from elsewhere, as a user would from a shell.
@Suite struct ChessPGNTests {
    static let twoGames = """
        [Event "Casual"]
        [White "Evans"]
        [Black "McDonnell"]

        1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 {the gambit} Bxb4 (4... Bb6) 5. c3 *

        [Event "Rapid"]
        [White "Ada"]
        [Black "Alan"]

        1. f3 e5 2. g4 Qh4# 0-1

        """

    func write(_ text: String, named name: String) throws -> (folder: URL, path: String) {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.path)
    }

    @Test func theFirstGameOpensAtTheEndOfItsMainLine() throws {
        let (folder, path) = try write(Self.twoGames, named: "game.pgn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProgramRun.run(
            "chess", [path, "--screenshot", "/dev/null", "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "r1bqk1nr/pppp1ppp/2n5/4p3/1bB1P3/2P2N2/P2P1PPP/RNBQK2R b KQkq - 0 5\nBlack to move\n"
        )
    }

    @Test func gameTwoIsChosenWithTheGameOption() throws {
        let (folder, path) = try write(Self.twoGames, named: "game.pgn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProgramRun.run(
            "chess", [path, "--game", "2", "--screenshot", "/dev/null", "--print-state"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\nCheckmate — Black wins\n"))
        let missing = try ProgramRun.run(
            "chess", [path, "--game", "3", "--screenshot", "/dev/null"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasSuffix("game.pgn holds 2 games; --game 3 is not one of them.\n"))
    }

    @Test func aBadFileExitsOneWithItsLineAndReasonInOneSentence() throws {
        let bad = Self.twoGames.replacingOccurrences(of: "2. g4 Qh4#", with: "2. g4 Qh5#")
        let (folder, path) = try write(bad, named: "game.pgn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProgramRun.run("chess", [path, "--screenshot", "/dev/null"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "chess: \(path), line 11: move 2... Qh5# is not legal: no legal move matches.\n")
        #expect(result.stdout.isEmpty)
        let absent = try ProgramRun.run(
            "chess", [folder.appendingPathComponent("none.pgn").path, "--screenshot", "/dev/null"])
        #expect(absent.status == 1)
        #expect(absent.stderr.hasSuffix("none.pgn: there is no such file.\n"), "\(absent.stderr)")
    }
}
