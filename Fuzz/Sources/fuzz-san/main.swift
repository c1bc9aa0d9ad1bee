import Chess
import FuzzSupport

// SAN: in a few fixed positions, a move that `move(san:)` accepts is legal there, and its
// SAN as `san(of:)` writes it reads back as the same move (and prints the same again).
let positions: [(name: String, position: Position)] = [
    ("start", Position.initial),
    ("Kiwipete", fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")),
    ("promotions, white", fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1")),
    ("promotions, black", fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1")),
    ("en passant", fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")),
]

func fen(_ text: String) -> Position {
    do { return try Position(fen: text) } catch { fatalError("fixed position \(text): \(error)") }
}

let legalMoves = positions.map { Set($0.position.legalMoves()) }

runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, entry) in positions.enumerated() {
        let position = entry.position
        guard let move = try? position.move(san: text) else { continue }
        guard legalMoves[index].contains(move) else {
            fuzzFailure("\(entry.name): \(shown(text)) reads as \(move.uci), which is not legal")
        }
        checkRoundTrip(
            "\(entry.name): SAN", input: text, value: move, print: { position.san(of: $0) },
            read: { try position.move(san: $0) })
    }
}
