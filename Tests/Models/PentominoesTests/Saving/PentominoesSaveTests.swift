import Foundation
import Pentominoes
import PropertyBased
import Testing

/// A game on `board` with pieces dropped where they fit, chosen by `seed`.
func randomGame(on board: BuiltInBoard, seed: Int) -> PentominoesSave {
    var state = UInt64(truncatingIfNeeded: seed) &* 6_364_136_223_846_793_005 &+ 1
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    var placement = Placement(board: board.board)
    let cells = board.board.openCells
    for _ in 0..<40 where !cells.isEmpty {
        let piece = PlacedPiece(
            PieceName.allCases[next(12)], Orientation.all[next(Orientation.all.count)],
            at: cells[next(cells.count)])
        try? placement.place(piece)
    }
    return PentominoesSave(board: board, placement: placement)
}

@Suite("Kept Pentominoes games")
struct PentominoesSaveTests {
    /// The same cells for each piece; a symmetric piece's orientation may read back as
    /// another one with the same cells (the text keeps cells, not turns).
    @Test("a kept game reads back as the same game")
    func roundTrip() async {
        await propertyCheck(input: Gen<BuiltInBoard>.case, Gen.int(in: 0...1_000_000)) {
            board, seed in
            let game = randomGame(on: board, seed: seed)
            let again = try? PentominoesSave(text: game.text)
            #expect(again?.board == game.board)
            #expect(again?.placement.picture == game.placement.picture, "\(game.text)")
            #expect(again?.placement.pieces.count == game.placement.pieces.count)
        }
    }

    @Test(
        "a text that is not a game is refused with its reason",
        arguments: [
            ("", PentominoesSaveError.notASave), ("chess save 1\n", .notASave),
            ("pentominoes save 1\nboard 7x7\n", .unknownBoard),
            ("pentominoes save 1\n", .unknownBoard),
            ("pentominoes save 1\nboard 6x10\n..........\n", .wrongShape),
        ])
    func refused(text: String, error: PentominoesSaveError) {
        #expect(throws: error) { try PentominoesSave(text: text) }
    }

    @Test("a piece that is not a pentomino's shape is refused")
    func badPicture() {
        var text = PentominoesSave(
            board: .sixByTen, placement: Placement(board: BuiltInBoard.sixByTen.board)
        ).text
        text = text.replacingFirst("..........", with: "II........")
        #expect(throws: PentominoesSaveError.self) { try PentominoesSave(text: text) }
    }

    @Test("a damaged text is refused or reads as a legal game, never more")
    func damaged() async {
        await propertyCheck(
            input: Gen<BuiltInBoard>.case, Gen.int(in: 0...1_000_000), Gen.int(in: 0...4_000),
            Gen.element(of: Array("XILFPNTUVWYZ.#\n 9"))
        ) { board, seed, at, replacement in
            var bytes = Array(randomGame(on: board, seed: seed).text)
            guard !bytes.isEmpty else { return }
            bytes[at % bytes.count] = replacement ?? "."
            guard let read = try? PentominoesSave(text: String(bytes)) else { return }
            // Whatever reads is a game the rules allow: rebuilding it piece by piece works.
            var rebuilt = Placement(board: read.board.board)
            for piece in read.placement.pieces { #expect((try? rebuilt.place(piece)) != nil) }
        }
    }

    @Test("a text past the size limit is refused before it is read")
    func huge() {
        let text = PentominoesSave.header + "\n" + String(repeating: "x", count: 70_000)
        #expect(throws: PentominoesSaveError.unreadable) { try PentominoesSave(text: text) }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
