import Foundation
import TestSupport
import Testing

/// The lean command lines (`pentominoes solve`, `chess perft`) as a user meets them: help,
/// exit statuses 0 / 1 / 2, one-sentence errors, output that pipes cleanly, and nothing of
/// the window's libraries loaded.
@Suite struct LeanCommandTests {
    /// Runs `executable` with `arguments`.
    func run(_ executable: String, _ arguments: String...) throws -> ProgramRun {
        try ProgramRun.run(executable, arguments, timeout: 60)
    }

    @Test(arguments: ["pentominoes", "chess"])
    func theLeanExecutablesLinkNoWindowLibraryAndNoFoundation(executable: String) throws {
        let path = ProgramRun.productsFolder.appendingPathComponent(executable).path
        let linkage = try ELFLinkage(path: path)
        for library in linkage.neededLibraries {
            for heavy in ["SDL", "cairo", "pango", "Foundation", "icu", "glib", "swiftCore"] {
                #expect(!library.contains(heavy), "\(executable) needs \(library)")
            }
        }
        #expect(!linkage.isDynamic, "\(executable) is linked statically: no dynamic loader")
        // Linked statically, Foundation would leave its symbols in the file.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for symbol in ["s10Foundation", "s20FoundationEssentials", "SDL_Init", "cairo_create"] {
            #expect(bytes.range(of: Data(symbol.utf8)) == nil, "\(executable) holds \(symbol)")
        }
    }

    @Test func theWindowPartsAreSeparateAndDoLinkTheWindowLibraries() throws {
        for executable in ["pentominoes-window", "chess-window"] {
            let path = ProgramRun.productsFolder.appendingPathComponent(executable).path
            let libraries = try ELFLinkage(path: path).neededLibraries
            #expect(libraries.contains { $0.hasPrefix("libSDL2") }, "\(libraries)")
        }
    }

    @Test func withoutItsWindowPartALeanExecutableSaysHowToBuildIt() throws {
        let folder = try temporaryFolder("lean-alone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("pentominoes")
        try FileManager.default.copyItem(
            at: ProgramRun.productsFolder.appendingPathComponent("pentominoes"), to: alone)
        let process = Process()
        process.executableURL = alone
        process.arguments = ["play", "--board", "6x10"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(message.contains("cannot start the window part"), "\(message)")
        #expect(message.contains("swift build --product pentominoes-window"))
        // Solving needs no window part.
        let solve = Process()
        solve.executableURL = alone
        solve.arguments = ["solve", "3x20", "--count"]
        let output = Pipe()
        solve.standardOutput = output
        try solve.run()
        solve.waitUntilExit()
        #expect(
            String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                == "8\n")
    }

    @Test func rootHelpListsEverySubcommand() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let pentominoes = try ProgramRun.run("pentominoes", arguments)
            #expect(pentominoes.status == 0)
            #expect(pentominoes.stdout.contains("play (default)"))
            #expect(pentominoes.stdout.contains("solve"))
            let chess = try ProgramRun.run("chess", arguments)
            #expect(chess.status == 0)
            #expect(chess.stdout.contains("play (default)") && chess.stdout.contains("perft"))
        }
    }

    @Test func everySubcommandHasHelp() throws {
        let solve = try run("pentominoes", "solve", "--help")
        #expect(solve.status == 0 && solve.stderr.isEmpty)
        #expect(solve.stdout.contains("USAGE: pentominoes solve BOARD [--count]"))
        for option in ["--count", "--unique", "--limit N", "--jobs N", "13-holes", "flower"] {
            #expect(solve.stdout.contains(option), "\(option)")
        }
        #expect(try run("pentominoes", "help", "solve").stdout == solve.stdout)
        let perft = try run("chess", "perft", "--help")
        #expect(perft.status == 0)
        #expect(perft.stdout.contains("USAGE: chess perft --depth N [--fen FEN] [--divide]"))
        #expect(try run("chess", "help", "perft").stdout == perft.stdout)
        // The window parts' help comes through the lean entry.
        let play = try run("pentominoes", "play", "--help")
        #expect(play.status == 0)
        #expect(play.stdout.contains("--board"), "\(play.stdout)")
        let chessPlay = try run("chess", "help", "play")
        #expect(chessPlay.status == 0 && chessPlay.stdout.contains("--fen"))
    }

    /// A command line that does not fit: status 2, nothing on standard output, and one
    /// sentence on standard error that names the culprit and what is allowed.
    @Test(arguments: [
        (["pentominoes", "solve", "6x10", "--frob"], ["\"--frob\"", "--count", "--limit N"]),
        (["pentominoes", "solve"], ["BOARD is missing"]),
        (["pentominoes", "solve", "6x10", "5x12"], ["unexpected argument \"5x12\""]),
        (["pentominoes", "solve", "6x10", "--limit", "0"], ["--limit", "at least 1", "\"0\""]),
        (["pentominoes", "solve", "6x10", "--limit", "many"], ["--limit", "\"many\""]),
        (["pentominoes", "solve", "6x10", "--jobs", "0"], ["--jobs", "from 1 to 256"]),
        (["pentominoes", "solve", "6x10", "--count=yes"], ["--count takes no value"]),
        (["pentominoes", "solve", "6x10", "--limit"], ["--limit needs a value"]),
        (["pentominoes", "help", "fly"], ["\"fly\"", "play and solve"]),
        (["chess", "perft"], ["--depth N is missing"]),
        (["chess", "perft", "--depth", "-1"], ["--depth", "from 0 to 15", "\"-1\""]),
        (["chess", "perft", "--depth", "NaN"], ["--depth", "\"NaN\""]),
        (["chess", "perft", "--depth", "99999999999999999999"], ["--depth"]),
        (["chess", "perft", "--depth", "2", "--jobs", "x"], ["--jobs"]),
        (["chess", "help", "fly"], ["\"fly\"", "play", "perft"]),
        (["pentominoes", "--frob"], ["--frob"]),
        (["chess", "--level", "7"], ["--level", "7"]),
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String], mentions: [String]) throws {
        let result = try ProgramRun.run(arguments[0], Array(arguments.dropFirst()))
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one sentence: \(result.stderr)")
        #expect(result.stderr.hasPrefix("\(arguments[0])"))
        #expect(result.stderr.hasSuffix(".\n"))
        for mention in mentions {
            #expect(result.stderr.contains(mention), "\(mention) in \(result.stderr)")
        }
        #expect(!result.stderr.contains(".."), "no ranges written as Swift writes them")
        #expect(!result.stderr.contains("\u{1B}"), "no colour when not a terminal")
    }

    /// Input that is well formed on the command line but cannot be used: status 1.
    @Test func badInputFailsWithStatusOne() throws {
        let board = try run("pentominoes", "solve", "7x9")
        #expect(board.status == 1)
        #expect(board.stderr.contains("unknown board \"7x9\""))
        #expect(board.stderr.contains("13-holes") && board.stderr.contains("flower"))
        let fen = try run("chess", "perft", "--depth", "1", "--fen", "8/8/8 w - - 0 1")
        #expect(fen.status == 1)
        #expect(fen.stderr.hasPrefix("chess perft: FEN"))
    }

    @Test func theNewBoardsHaveTheirUniqueSolutions() throws {
        let thirteen = try run("pentominoes", "solve", "13-holes", "--count", "--unique")
        #expect(thirteen.status == 0 && thirteen.stdout == "2\n")
        let flower = try run("pentominoes", "solve", "flower", "--count", "--unique")
        #expect(flower.status == 0 && flower.stdout == "47\n")
        let listed = try run("pentominoes", "solve", "13-holes", "--unique", "--limit", "all")
        let grids = listed.stdout.components(separatedBy: "\n\n")
        #expect(grids.count == 2)
        #expect(grids.allSatisfy { $0.split(separator: "\n").first?.first == "#" })
    }

    @Test func anyNumberOfJobsGivesTheSameAnswer() throws {
        for board in ["6x10", "8x8-corners", "flower"] {
            let one = try run("pentominoes", "solve", board, "--count", "--jobs", "1")
            for jobs in ["2", "3", "8"] {
                let many = try run("pentominoes", "solve", board, "--count", "--jobs", jobs)
                #expect(many.stdout == one.stdout, "\(board) with \(jobs) jobs")
            }
        }
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        let one = try run(
            "chess", "perft", "--depth", "3", "--divide", "--fen", kiwipete, "--jobs", "1")
        let two = try run(
            "chess", "perft", "--depth", "3", "--divide", "--fen", kiwipete, "--jobs", "2")
        #expect(one.stdout == two.stdout)
        #expect(one.stdout.hasSuffix("\n97862\n"))
    }

    @Test func outputPipesCleanly() throws {
        let listed = try run("pentominoes", "solve", "3x20", "--limit", "all")
        #expect(listed.status == 0)
        #expect(listed.stderr.isEmpty, "no progress line when not a terminal")
        #expect(!listed.stdout.contains("\u{1B}"))
        #expect(listed.stdout.components(separatedBy: "\n\n").count == 8)
    }
}
