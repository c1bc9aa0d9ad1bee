import Chess
import PropertyBased
import TestSupport
import Testing

@testable import ChessScene

/// A game of up to `length` random legal moves from the start, chosen by `seed`.
func randomSave(seed: Int, length: Int) -> ChessSave {
    var random = SeededGenerator(seed: UInt64(seed))
    var game = Game(start: .initial)
    for _ in 0..<length {
        guard let move = game.position.legalMoves().randomElement(using: &random) else { break }
        try? game.play(move)
    }
    return ChessSave(
        start: .initial, moves: game.moves, white: seed % 2 == 0 ? .human : .computer,
        black: .human, level: 1 + seed % 3)
}

@Suite("Kept chess games")
struct ChessSaveTests {
    @Test("a kept game reads back as the same game")
    func roundTrip() async {
        await propertyCheck(input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...120)) {
            seed, length in
            let save = randomSave(seed: seed, length: length)
            let again = try? ChessSave(text: save.text)
            #expect(again?.text == save.text)
            #expect(again?.moves == save.moves)
        }
    }

    @Test(
        "a text that is not a game is refused with its reason",
        arguments: [
            ("", ChessSaveError.notASave), ("pentominoes save 1", .notASave),
            ("chess save 1\nmoves e2e4", .missing("start")),
            ("chess save 1\nstart nonsense", .badStart("")),
            (
                "chess save 1\nstart rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                    + "moves e2e5\nwhite human\nblack human\nlevel 2", .illegalMove("e2e5")
            ),
            (
                "chess save 1\nstart rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                    + "moves\nwhite robot\nblack human\nlevel 2",
                .missing("white and black (human or computer)")
            ),
            (
                "chess save 1\nstart rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                    + "moves\nwhite human\nblack human\nlevel 9", .missing("level (1, 2 or 3)")
            ),
        ])
    func refused(text: String, expected: ChessSaveError) {
        do {
            _ = try ChessSave(text: text)
            Issue.record("\(text) should not read")
        } catch {
            if case .badStart = expected, case .badStart = error { return }
            #expect(error == expected)
            #expect(!error.description.isEmpty)
        }
    }

    @Test("a damaged text is refused or reads as a legal game, never more")
    func damaged() async {
        await propertyCheck(
            input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...4_000),
            Gen.element(of: Array("abcdefgh12345678 \nqrnbkp/-"))
        ) { seed, at, replacement in
            var text = Array(randomSave(seed: seed, length: 30).text)
            text[at % text.count] = replacement ?? " "
            guard let read = try? ChessSave(text: String(text)) else { return }
            var game = Game(start: read.start)
            for move in read.moves { #expect((try? game.play(move)) != nil) }
        }
    }

    @Test("a scene restored from a kept game plays on from where it was")
    func sceneRestores() throws {
        let save = randomSave(seed: 7, length: 20)
        let scene = ChessScene(
            start: save.start, moves: save.moves, white: save.white, black: save.black,
            level: save.level)
        #expect(scene.savedStateText == save.text)
    }
}
