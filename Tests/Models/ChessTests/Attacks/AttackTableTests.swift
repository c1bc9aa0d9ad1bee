@testable import Chess
import PropertyBased
import Testing

@Test(arguments: [SlidingPiece.rook, .bishop])
func everyMagicNumberMapsEveryOccupancyWithoutHarmfulCollision(_ slider: SlidingPiece) throws {
    let numbers = slider == .rook ? MagicNumbers.rook : MagicNumbers.bishop
    for square in 0..<64 {
        #expect(
            MagicSearch.isValid(numbers[square], square: square, slider: slider), "square \(square)"
        )
    }
}

@Test func theMagicSearchReplaysTheRecordedNumbersFromItsSeed() throws {
    // The search runs square by square from one generator, so the first squares replay it.
    // (Bishops: their small tables keep this quick in a debug build.)
    var random = SplitMix64(seed: MagicNumbers.seed)
    for square in 0..<8 {
        #expect(
            MagicSearch.findMagic(square: square, slider: .bishop, using: &random)
                == MagicNumbers.bishop[square])
    }
}

@Test func slidingLookupsAgreeWithWalkingTheRays() async {
    await propertyCheck(input: Gen.int(in: 0...63), Gen<UInt64>.bitSet) { square, occupied in
        #expect(
            Attacks.rook(square, occupied)
                == SlidingPiece.rook.walkAttacks(from: square, occupancy: occupied))
        #expect(
            Attacks.bishop(square, occupied)
                == SlidingPiece.bishop.walkAttacks(from: square, occupancy: occupied))
    }
}

@Test func betweenAndLineDescribeStraightLines() throws {
    #expect(Bitboard(rawValue: Attacks.between(Square.a1.index, Square.d4.index)) == [.b2, .c3])
    #expect(Attacks.between(Square.a1.index, Square.b3.index) == 0)
    #expect(Bitboard(rawValue: Attacks.line(Square.b1.index, Square.d1.index)).count == 8)
    #expect(Attacks.line(Square.a1.index, Square.b3.index) == 0)
}

@Test func leapersReachTheirSquares() throws {
    #expect(Bitboard(rawValue: Attacks.knight(Square.a1.index)) == [.b3, .c2])
    #expect(Bitboard(rawValue: Attacks.king(Square.h8.index)) == [.g8, .g7, .h7])
    #expect(Bitboard(rawValue: Attacks.pawn(.white, Square.e4.index)) == [.d5, .f5])
    #expect(Bitboard(rawValue: Attacks.pawn(.black, Square.a5.index)) == [.b4])
}
