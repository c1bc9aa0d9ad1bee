import Chess
import FuzzSupport

// PGN: any text `PGNGame.games(in:)` accepts is written back with `pgn`; written once, the
// games read back as equal games (tags in the standard order, main line, result, comments
// and glyphs) that write the same text again. Refused text must be refused with a line
// inside the text.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let games: [PGNGame]
    do throws(PGNError) {
        games = try PGNGame.games(in: text)
    } catch {
        let lines = text.utf8.count(where: { $0 == 10 }) + 1
        guard error.line >= 1, error.line <= lines else {
            fuzzFailure("\(shown(text)) refused on line \(error.line) of \(lines): \(error)")
        }
        return
    }
    let written = write(games)
    let normalized: [PGNGame]
    do throws(PGNError) {
        normalized = try PGNGame.games(in: written)
    } catch {
        fuzzFailure(
            "PGN \(shown(text)) reads, but written as \(shown(written)) is refused: \(error)")
    }
    guard normalized.map(\.game.moves) == games.map(\.game.moves) else {
        fuzzFailure("PGN \(shown(text)) written as \(shown(written)) has other moves")
    }
    checkRoundTrip(
        "PGN", input: written, value: normalized, print: write, read: { try PGNGame.games(in: $0) })
}

func write(_ games: [PGNGame]) -> String { games.map(\.pgn).joined(separator: "\n") }
