import ArgumentParser
import Chess
import Foundation

/// `chess perft`: counts the move sequences of a given length, the standard check of a move
/// generator against published numbers.
struct Perft: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count the legal move sequences of a given depth from a position.",
        discussion: """
            Prints the node count as the last line. With --divide, first lists each legal \
            root move in UCI notation (e2e4, e7e8q) with its own count.
            """)

    @Option(name: .long, help: "The number of half moves to look ahead (0 or more).")
    var depth: Int

    @Option(name: .long, help: "The position as FEN (default: the initial position).")
    var fen: String?

    @Flag(name: .long, help: "List each root move with its node count first.")
    var divide = false

    func validate() throws {
        guard depth >= 0 else { throw ValidationError("--depth must be 0 or more, not \(depth)") }
    }

    func run() throws {
        let position: Position
        if let fen {
            do {
                position = try Position(fen: fen)
            } catch {
                FileHandle.standardError.write(Data("chess perft: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        } else {
            position = .initial
        }
        if divide && depth > 0 {
            var total = 0
            for (move, nodes) in position.divide(depth: depth) {
                print("\(move.uci): \(nodes)")
                total += nodes
            }
            print()
            print(total)
        } else {
            print(position.perft(depth: depth))
        }
    }
}
