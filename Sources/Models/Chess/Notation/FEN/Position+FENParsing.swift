import Quoting

extension Position {
    /// Reads a position from Forsyth–Edwards Notation, refusing anything that is not a
    /// sensible chess position with an error naming the field and the reason.
    ///
    /// ```swift
    /// let position = try Position(fen: "8/8/8/4k3/8/8/8/4K2R w K - 0 1")
    /// position.castlingRights  // [.whiteKingside]
    /// ```
    /// The two move clocks may be left out (they default to 0 and 1). Checked: eight ranks of
    /// eight squares, one king per side, no pawn on the first or last rank, at most 16
    /// pieces and 8 pawns per side, castling rights that match the kings and rooks on their
    /// home squares, an en passant square behind a pawn that just moved two squares, and
    /// the side not to move not in check. An en passant square no pawn can capture to is
    /// dropped (as `fen` would write it).
    /// - Complexity: O(length of the string).
    public init(fen: some StringProtocol) throws(FENError) {
        let fields = Self.split(Array(fen.utf8))
        guard fields.count == 4 || fields.count == 6 else {
            throw FENError(
                .fields,
                "found \(fields.count) fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4"
            )
        }
        self.init()
        try readPlacement(fields[0])
        try readSideToMove(fields[1])
        try readCastling(fields[2])
        try readEnPassant(fields[3])
        if fields.count == 6 {
            halfmoveClock = try Self.readNumber(fields[4], field: .halfmoveClock, minimum: 0)
            fullmoveNumber = try Self.readNumber(fields[5], field: .fullmoveNumber, minimum: 1)
        }
        let other = sideToMove.opponent
        let otherKing = (kings & bits(other)).trailingZeroBitCount
        if attackers(to: otherKing, by: sideToMove, occupied: white | black) != 0 {
            throw FENError(
                .sideToMove,
                "\(Self.name(other)) is in check but it is \(Self.name(sideToMove))'s turn")
        }
    }

    private static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var fields: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                if !current.isEmpty { fields.append(current) }
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { fields.append(current) }
        return fields
    }

    private mutating func readPlacement(_ text: [UInt8]) throws(FENError) {
        let ranks = text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard ranks.count == 8 else {
            throw FENError(.placement, "found \(ranks.count) ranks separated by \"/\", expected 8")
        }
        for (row, rankText) in ranks.enumerated() {
            let rank = 7 - row
            var file = 0
            for byte in rankText {
                if byte >= 49 && byte <= 56 {
                    file += Int(byte - 48)
                } else if let piece = Piece(fenLetter: Character(Unicode.Scalar(byte))) {
                    if file < 8 {
                        if piece.kind == .pawn && (rank == 0 || rank == 7) {
                            throw FENError(
                                .placement,
                                "\(Self.name(piece.side)) pawn on \(Square(unchecked: rank * 8 + file)): pawns never stand on the first or eighth rank"
                            )
                        }
                        put(piece, at: rank * 8 + file)
                    }
                    file += 1
                } else {
                    throw FENError(
                        .placement,
                        "unexpected \(Self.quote(byte)) in rank \(rank + 1); expected a piece letter (KQRBNP, kqrbnp) or a digit 1-8"
                    )
                }
            }
            guard file == 8 else {
                throw FENError(.placement, "rank \(rank + 1) describes \(file) squares, expected 8")
            }
        }
        for side in [Side.white, .black] {
            let kingCount = (kings & bits(side)).nonzeroBitCount
            guard kingCount == 1 else {
                throw FENError(.placement, "\(Self.name(side)) has \(kingCount) kings, expected 1")
            }
            let pieceCount = bits(side).nonzeroBitCount
            guard pieceCount <= 16 else {
                throw FENError(
                    .placement, "\(Self.name(side)) has \(pieceCount) pieces, at most 16")
            }
            let pawnCount = (pawns & bits(side)).nonzeroBitCount
            guard pawnCount <= 8 else {
                throw FENError(.placement, "\(Self.name(side)) has \(pawnCount) pawns, at most 8")
            }
        }
    }

    private mutating func readSideToMove(_ text: [UInt8]) throws(FENError) {
        switch text {
        case [UInt8(ascii: "w")]: sideToMove = .white
        case [UInt8(ascii: "b")]: sideToMove = .black
        default:
            throw FENError(.sideToMove, "expected \"w\" or \"b\", found \(Self.quote(text))")
        }
    }

    private mutating func readCastling(_ text: [UInt8]) throws(FENError) {
        if text == [UInt8(ascii: "-")] { return }
        for byte in text {
            let right: CastlingRights
            switch byte {
            case UInt8(ascii: "K"): right = .whiteKingside
            case UInt8(ascii: "Q"): right = .whiteQueenside
            case UInt8(ascii: "k"): right = .blackKingside
            case UInt8(ascii: "q"): right = .blackQueenside
            default:
                throw FENError(
                    .castling, "unexpected \(Self.quote(byte)); expected \"-\" or some of \"KQkq\"")
            }
            guard !castlingRights.contains(right) else {
                throw FENError(.castling, "\(Self.quote(byte)) appears twice")
            }
            let side: Side = byte < 97 ? .white : .black
            let home = side == .white ? 0 : 56
            let rookSquare = right == .kingside(side) ? home + 7 : home
            let own = bits(side)
            guard kings & own & (1 << UInt64(home + 4)) != 0,
                rooks & own & (1 << UInt64(rookSquare)) != 0
            else {
                throw FENError(
                    .castling,
                    "\(Self.quote(byte)) needs the \(Self.name(side)) king on \(Square(unchecked: home + 4)) and a \(Self.name(side)) rook on \(Square(unchecked: rookSquare))"
                )
            }
            castlingRights.insert(right)
        }
    }

    private mutating func readEnPassant(_ text: [UInt8]) throws(FENError) {
        if text == [UInt8(ascii: "-")] { return }
        guard text.count == 2, let square = Square(fileLetter: text[0], rankDigit: text[1]) else {
            throw FENError(
                .enPassant, "expected \"-\" or a square such as \"e3\", found \(Self.quote(text))")
        }
        let whiteToMove = sideToMove == .white
        let mover = sideToMove.opponent
        guard square.rank == (whiteToMove ? 5 : 2) else {
            throw FENError(
                .enPassant,
                "\(square) is not on the \(whiteToMove ? "sixth" : "third") rank, where it must be with \(Self.name(sideToMove)) to move"
            )
        }
        let pawnSquare = whiteToMove ? square.index - 8 : square.index + 8
        let startSquare = whiteToMove ? square.index + 8 : square.index - 8
        guard pawns & bits(mover) & (1 << UInt64(pawnSquare)) != 0 else {
            throw FENError(
                .enPassant,
                "\(square) needs a \(Self.name(mover)) pawn on \(Square(unchecked: pawnSquare)) that just moved two squares"
            )
        }
        let squareBit: UInt64 = 1 << UInt64(square.index)
        let startBit: UInt64 = 1 << UInt64(startSquare)
        guard (white | black) & (squareBit | startBit) == 0 else {
            throw FENError(
                .enPassant,
                "\(square) and \(Square(unchecked: startSquare)) must be empty after a two-square pawn move"
            )
        }
        if Attacks.pawn(mover, square.index) & pawns & bits(sideToMove) != 0 {
            enPassantIndex = UInt8(truncatingIfNeeded: square.index)
        }
    }

    private static func readNumber(_ text: [UInt8], field: FENError.Field, minimum: Int)
        throws(FENError) -> Int
    {
        guard !text.isEmpty, text.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            throw FENError(field, "expected a whole number, found \(quote(text))")
        }
        let digits = text.drop { $0 == 48 }
        guard digits.count <= 6 else {
            throw FENError(field, "\(quote(text)) is too large; at most \(largestClock)")
        }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
        guard value >= minimum else {
            throw FENError(field, "\(value) is too small; it starts at \(minimum)")
        }
        return value
    }

    private static func name(_ side: Side) -> String { side == .white ? "white" : "black" }

    private static func quote(_ byte: UInt8) -> String { quote([byte]) }

    private static func quote(_ bytes: [UInt8]) -> String {
        quoted(String(decoding: bytes, as: UTF8.self), limit: 20)
    }
}
