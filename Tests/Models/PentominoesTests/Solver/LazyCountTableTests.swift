@testable import Pentominoes
import Testing

/// The number of solutions of a built-in board, symmetric copies included, counted by the
/// memoized count alone (no symmetry split) with its table made after `statesBeforeTable`.
private func count(_ board: BuiltInBoard, statesBeforeTable: Int) -> Int {
    guard case .success(let cover) = ExactCover.make(Placement(board: board.board)) else {
        return 0
    }
    var counter = MemoizedCount(
        ExactCoverSearch(layout: cover.layout, table: cover.table),
        statesBeforeTable: statesBeforeTable)
    return counter.count(free: cover.free, unused: cover.unused)
}

/// The big table made at once, part way through, or (on the small boards) never: it only changes
/// how fast the count is, never the count.
@Test(arguments: [
    (BuiltInBoard.threeByTwenty, 8), (.thirteenHoles, 8), (.fourByFifteen, 1472),
    (.eightByEightCentre, 520), (.flower, 376),
])
func countsAreTheSameWhenTheTableIsMadeLate(board: BuiltInBoard, solutions: Int) {
    #expect(count(board, statesBeforeTable: 0) == solutions)
    #expect(count(board, statesBeforeTable: 500) == solutions)
    #expect(count(board, statesBeforeTable: MemoizedCount.statesBeforeTable) == solutions)
    if solutions < 100 {
        #expect(count(board, statesBeforeTable: Int.max) == solutions)
    }
}
