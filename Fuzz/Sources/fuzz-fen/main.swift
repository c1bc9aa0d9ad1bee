import Chess
import FuzzSupport

// FEN: whatever `Position(fen:)` accepts, `fen` prints as a string that reads back as the
// same position and prints the same again.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    guard let position = try? Position(fen: text) else { return }
    checkRoundTrip(
        "FEN", input: text, value: position, print: { $0.fen },
        read: { try Position(fen: $0) })
}
