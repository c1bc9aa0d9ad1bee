import Chess
import FuzzSupport

// FEN: whatever `Position(fen:)` accepts, `fen` prints as a string that reads back as the
// same position and prints the same again.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    guard let position = try? Position(fen: text) else { return }
    let printed = position.fen
    let again: Position
    do {
        again = try Position(fen: printed)
    } catch {
        fuzzFailure(
            "\(shown(text)) reads, but its printed form \(shown(printed)) is refused: \(error)")
    }
    guard again == position else {
        fuzzFailure(
            "\(shown(text)) printed as \(shown(printed)) reads back as a different position, "
                + "printed \(shown(again.fen))")
    }
    guard again.fen == printed else {
        fuzzFailure("\(shown(printed)) prints differently after a round trip: \(shown(again.fen))")
    }
}
