import Chess
import Testing

/// Whether `side to move` mates within `plies` half moves whatever the defence, found by
/// brute force: the referee for the search's mate answers.
private func forcesMate(_ position: Position, within plies: Int) -> Bool {
    guard plies > 0 else { return false }
    for move in position.legalMoves() {
        var after = position
        after.playUnchecked(move)
        let replies = after.legalMoves()
        if replies.isEmpty {
            if after.isCheck { return true }
            continue
        }
        guard plies >= 3 else { continue }
        let allLose = replies.allSatisfy { reply in
            var next = after
            next.playUnchecked(reply)
            return forcesMate(next, within: plies - 2)
        }
        if allLose { return true }
    }
    return false
}

private func game(_ fen: String) throws -> Game { Game(start: try Position(fen: fen)) }

/// A level that cuts its search short, so tests also cover answering at the node limit.
private let cutShort = SearchLevel(depth: 12, nodeLimit: 12_000)

@Test(arguments: SearchLevel.all)
func everyLevelPlaysMateInOne(_ level: SearchLevel) throws {
    // Scholar's mate, one move from the end.
    let g = try game("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
    var search = Search(game: g, level: level)
    search.run(nodeBudget: .max)
    #expect(search.result?.move.uci == "h5f7")
    #expect(search.result?.score == Search.mateScore - 1)
    #expect(search.result?.isMate == true)
}

@Test func theStrongLevelFindsAMateInTwoThatNoSingleMoveGives() throws {
    // Kf7 (or a rook move) boxes the king in; Rh1 mates next.
    let g = try game("7k/8/5K2/8/8/8/8/6R1 w - - 0 1")
    #expect(!forcesMate(g.position, within: 1))
    var search = Search(game: g, level: .strong)
    search.run(nodeBudget: .max)
    let result = try #require(search.result)
    #expect(result.score == Search.mateScore - 3)
    var after = g.position
    after.playUnchecked(result.move)
    #expect(
        after.legalMoves().allSatisfy { reply in
            var next = after
            next.playUnchecked(reply)
            return forcesMate(next, within: 1)
        }, "every defence to \(result.move.uci) allows mate")
}

@Test(arguments: SearchLevel.all)
func everyLevelTakesAHangingQueen(_ level: SearchLevel) throws {
    // Black's queen on h4 stands in front of the knight on f3, unprotected.
    let g = try game("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    #expect(Search.bestMove(in: g, level: level)?.uci == "f3h4")
}

@Test func theSearchAvoidsTakingAPoisonedPawn() throws {
    // Qxb7 wins a pawn but Rb8 then traps... simpler: the rook on d8 guards d5, so Nxd5
    // loses the knight for a pawn after Rxd5.
    let g = try game("3r2k1/5ppp/8/3p4/8/2N5/5PPP/6K1 w - - 0 1")
    #expect(Search.bestMove(in: g, level: .club)?.uci != "c3d5")
}

@Test func blackIsSearchedFromItsOwnSide() throws {
    // The mirror of the hanging queen: black's knight on f6 takes the white queen on h5.
    let g = try game("rnbqkb1r/pppp1ppp/5n2/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 3 3")
    #expect(Search.bestMove(in: g, level: .casual)?.uci == "f6h5")
}

@Test(arguments: [1, 7, 333, 5_000])
func theAnswerDoesNotDependOnHowTheWorkIsSliced(budget: Int) throws {
    let middlegame = try game("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 2 8")
    var whole = Search(game: middlegame, level: cutShort)
    whole.run(nodeBudget: .max)
    var sliced = Search(game: middlegame, level: cutShort)
    var slices = 0
    while !sliced.run(nodeBudget: budget) { slices += 1 }
    #expect(slices >= 12_000 / budget - 1, "it really ran in slices")
    #expect(sliced.result == whole.result)
    #expect(sliced.nodes == whole.nodes)
    #expect(whole.nodes <= cutShort.nodeLimit + 1)
}

@Test func aSliceNeverVisitsMoreThanItsBudget() throws {
    var search = Search(game: Game(), level: .club)
    var before = 0
    while !search.run(nodeBudget: 100) {
        #expect(search.nodes - before <= 100)
        before = search.nodes
    }
}

@Test func theSameGameAlwaysGetsTheSameAnswer() throws {
    var game = Game()
    for san in ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"] {
        try game.play(san: san)
    }
    let answers = (0..<3).map { _ in Search.bestMove(in: game, level: cutShort) }
    #expect(answers[0] != nil && answers.allSatisfy { $0 == answers[0] })
}

@Test func aForcedMoveIsAnsweredWithoutSearching() throws {
    // The black king in check from the rook has one square.
    let g = try game("k7/8/1K6/8/8/8/8/R7 b - - 0 1")
    let search = Search(game: g, level: .strong)
    #expect(search.isFinished)
    #expect(search.result?.move.uci == "a8b8")
    #expect(search.nodes == 0)
}

@Test func aFinishedGameHasNoAnswer() throws {
    let mated = try game("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
    var search = Search(game: mated, level: .club)
    let finished = search.run(nodeBudget: 10)
    #expect(finished)
    #expect(search.result == nil)
}

@Test func levelsAreNumberedOneToThree() {
    #expect(SearchLevel.level(1) == .casual)
    #expect(SearchLevel.level(3) == .strong)
    #expect(SearchLevel.level(0) == nil && SearchLevel.level(4) == nil)
    #expect(
        SearchLevel.casual.nodeLimit <= SearchLevel.club.nodeLimit
            && SearchLevel.club.nodeLimit < SearchLevel.strong.nodeLimit)
}

@Test func levelsAreNamedByTheirMeasuredStrengthStrongerEachTime() {
    let ratings = SearchLevel.all.map { $0.elo }
    #expect(ratings == ratings.sorted() && Set(ratings).count == ratings.count)
    #expect(ratings.allSatisfy { $0 >= 1_000 })
    #expect(SearchLevel.casual.name == "about \(SearchLevel.casual.elo)")
}

@Test func theEvaluationIsSymmetricAndCountsMaterial() throws {
    #expect(Position.initial.evaluation == 0)
    let whiteUpAKnight = try Position(
        fen: "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    let blackToMove = try Position(fen: "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
    #expect(whiteUpAKnight.evaluation > 250)
    #expect(blackToMove.evaluation == -whiteUpAKnight.evaluation)
}

@Test func aLosingSideRepeatsThePositionAndAWinningSideAvoidsIt() throws {
    // Black is a queen down; knights out and back: Ng8 returns to the start position.
    var g = try game("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    for san in ["Nf3", "Nf6", "Ng1"] { try g.play(san: san) }
    var losing = Search(game: g, level: .club)
    losing.run(nodeBudget: .max)
    #expect(losing.result?.move.uci == "f6g8", "the draw by repetition beats a queen down")
    #expect(losing.result?.score == 0)
    // White, a queen up, does not play Nf3 again: that position has been seen before.
    try g.play(san: "Ng8")
    var winning = Search(game: g, level: .club)
    winning.run(nodeBudget: .max)
    #expect(winning.result?.move.uci != "g1f3")
    #expect((winning.result?.score ?? 0) > 0, "a queen up is not a draw")
}

/// What the search visits, pinned: these counts, moves and scores are those of the search
/// before its move lists, quiescence and evaluation were made cheaper (measured with
/// `chess uci`, `go depth 7`, 16 MB table), so a change meant only to make it faster
/// shows here if it changes what is searched.
@Test(arguments: [
    ("e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 O-O O-O Re1 a6", 32_123, "d3d4", 26),
    ("e4 e5 Nf3 Nc6 Bb5", 30_215, "g8f6", -7),
])
func theSearchVisitsThePositionsItAlwaysHas(
    _ opening: String, nodes: Int, move: String, score: Int
) throws {
    var g = Game()
    for san in opening.split(separator: " ") { try g.play(san: String(san)) }
    let level = SearchLevel(depth: 7, nodeLimit: .max)
    var search = Search(game: g, level: level, table: TranspositionTable(megabytes: 16))
    search.run(nodeBudget: .max)
    let result = try #require(search.result)
    #expect(search.nodes == nodes)
    #expect(result.move.uci == move)
    #expect(result.score == score)
    #expect(result.depth == 7)
}
