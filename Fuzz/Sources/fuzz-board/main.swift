import Board
import BoardFiles
import Foundation
import FuzzSupport

// Boards: whatever `BoardFormat.decode` accepts, `encode` writes as bytes that decode to
// the same board and encode to the same bytes again.
runFuzzer { bytes in
    let data = Data(buffer: bytes)
    guard let board = try? BoardFormat.decode(data) else { return }
    checkRoundTrip(
        "board", input: data, value: board, print: { BoardFormat.encode($0) },
        read: { try BoardFormat.decode($0) },
        show: { shown(String(decoding: $0, as: UTF8.self)) })
}
