import Chess
import Testing

/// The position with the colours swapped and the board turned upside down (what White had
/// on e2, Black now has on e7), written as FEN and read back.
private func mirrored(_ position: Position) throws -> Position {
    let fields = position.fen.split(separator: " ").map(String.init)
    let swapCase = { (text: String) in
        String(
            text.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
    }
    let placement = fields[0].split(separator: "/").reversed().map { swapCase(String($0)) }
    let side = fields[1] == "w" ? "b" : "w"
    let castling =
        fields[2] == "-"
        ? "-"
        : String(
            swapCase(fields[2]).sorted { a, b in
                "KQkq".firstIndex(of: a)! < "KQkq".firstIndex(of: b)!
            })
    var enPassant = fields[3]
    if enPassant != "-" {
        enPassant = String(enPassant.first!) + (enPassant.last == "3" ? "6" : "3")
    }
    return try Position(
        fen: [placement.joined(separator: "/"), side, castling, enPassant, fields[4], fields[5]]
            .joined(separator: " "))
}

@Test(arguments: 0..<20)
func theEvaluationDoesNotCareWhichColourIsWhich(seed: UInt64) throws {
    for position in RandomPlay.positions(seed: seed, plies: 80) {
        let mirror = try mirrored(position)
        #expect(mirror.evaluation == position.evaluation, "\(position.fen)")
    }
}

@Test(arguments: 0..<12)
func theSearchAnswersWithALegalMoveAndALegalLine(seed: UInt64) throws {
    let positions = RandomPlay.positions(seed: 1_000 + seed, plies: 60)
    for position in positions.enumerated().filter({ $0.offset % 15 == 7 }).map({ $0.element })
    where !position.legalMoves().isEmpty {
        var search = Search(
            game: Game(start: position), level: SearchLevel(depth: 6, nodeLimit: 3_000))
        search.run(nodeBudget: .max)
        let result = try #require(search.result)
        #expect(position.isLegal(result.move))
        var line = position
        for move in search.principalVariation(startingWith: result.move) {
            #expect(line.isLegal(move), "\(move.uci) in \(line.fen)")
            line.playUnchecked(move)
        }
    }
}

@Test(arguments: 0..<6)
func slicingNeverChangesTheAnswerInRandomPositions(seed: UInt64) throws {
    let position = RandomPlay.positions(seed: 2_000 + seed, plies: 30).last!
    let level = SearchLevel(depth: 20, nodeLimit: 4_000)
    var whole = Search(game: Game(start: position), level: level)
    whole.run(nodeBudget: .max)
    var sliced = Search(game: Game(start: position), level: level)
    while !sliced.run(nodeBudget: 37) {}
    #expect(sliced.result == whole.result)
}
