import Board
import FuzzSupport

// Boards: whatever `BoardJSON.decode` accepts, `encode` writes as text that decodes to the
// same board and encodes to the same text again.
runFuzzer { bytes in
    let input = Array(bytes)
    guard let board = try? BoardJSON.decode(input) else { return }
    checkRoundTrip(
        "board", input: input, value: board, print: { Array(BoardJSON.encode($0).utf8) },
        read: { try BoardJSON.decode($0) },
        show: { shown(String(decoding: $0, as: UTF8.self)) })
}
