import Chess
import PropertyBased
import Testing

@Test func squaresAreNamedByFileLetterAndRankDigit() throws {
    #expect(Square.a1.index == 0)
    #expect(Square.h1.index == 7)
    #expect(Square.e4.name == "e4")
    #expect(Square.h8.index == 63)
    #expect(Square("e4") == .e4)
    #expect(Square(file: 4, rank: 3) == .e4)
}

@Test(arguments: ["", "e", "e9", "i1", "E4", "e44", "a0", "4e"])
func malformedSquareNamesAreRefused(_ name: String) throws {
    #expect(Square(name) == nil)
}

@Test func everySquareNameReadsBackAsTheSameSquare() async {
    await propertyCheck(input: Gen.int(in: 0...63)) { index in
        let square = Square(index: index)
        #expect(Square(square.name) == square)
        #expect(Square(file: square.file, rank: square.rank) == square)
    }
}

@Test func aOneIsDarkAndHOneIsLight() throws {
    #expect(Square.a1.isDark)
    #expect(!Square.h1.isDark)
    #expect(Square.h8.isDark)
}

@Test func bitboardsIterateTheirSquaresInOrder() throws {
    let set: Bitboard = [.h8, .a1, .e4]
    #expect(Array(set) == [.a1, .e4, .h8])
    #expect(set.count == 3)
    #expect(set.contains(.e4) && !set.contains(.e5))
    #expect((set & [.e4, .d4]) == [.e4])
    #expect(Bitboard.empty.first == nil)
}

@Test func piecesReadAndWriteTheirFENLetters() throws {
    #expect(Piece(fenLetter: "N") == Piece(.white, .knight))
    #expect(Piece(fenLetter: "q") == Piece(.black, .queen))
    #expect(Piece(fenLetter: "x") == nil)
    for side in [Side.white, .black] {
        for kind in PieceKind.allCases {
            let piece = Piece(side, kind)
            #expect(Piece(fenLetter: piece.fenLetter) == piece)
        }
    }
}
