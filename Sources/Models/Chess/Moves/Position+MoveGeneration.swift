extension Position {
    /// Generates the legal moves of the side to move whose piece stands on `fromMask`, into
    /// `sink`.
    ///
    /// Legal directly, with no trial moves: the king avoids every square the opponent
    /// attacks (computed with the king lifted off the board, so it cannot hide behind
    /// itself along a ray); in single check other pieces must capture the checker or block
    /// (the check mask); in double check only the king moves; a pinned piece stays on the
    /// line through its king and its pinner; en passant, which removes two pieces from a
    /// rank, is verified against sliders with the resulting occupancy.
    /// - Complexity: O(number of pieces).
    func generateMoves<Sink: MoveSink>(into sink: inout Sink, from fromMask: UInt64 = ~0) {
        let us = sideToMove
        let them = us.opponent
        let ours = bits(us)
        let theirs = bits(them)
        let occupied = ours | theirs
        let tables = AttackTables.shared
        let king = (kings & ours).trailingZeroBitCount & 63
        let kingBit: UInt64 = 1 << UInt64(king)
        let checkers = attackers(to: king, by: them, occupied: occupied, tables: tables)

        if fromMask & kingBit != 0 {
            // Each square the king could step to is tested with the king lifted off the board.
            // (Cheaper than the opponent's whole attack map: the king has few free squares.)
            let withoutKing = occupied ^ kingBit
            var candidates = tables.king(king) & ~ours
            var safe: UInt64 = 0
            while candidates != 0 {
                let square = candidates.trailingZeroBitCount
                if attackers(to: square, by: them, occupied: withoutKing, tables: tables) == 0 {
                    safe |= 1 << UInt64(square)
                }
                candidates &= candidates &- 1
            }
            sink.addPieceMoves(from: king, targets: safe, enemies: theirs)
            if checkers == 0 && castlingRights.rawValue != 0 {
                generateCastling(
                    into: &sink, king: king, occupied: occupied, safe: safe, tables: tables)
            }
        }
        if checkers & (checkers &- 1) != 0 { return }  // double check: only the king moves

        let checkMask =
            checkers == 0 ? ~0 : checkers | tables.between(king, checkers.trailingZeroBitCount)
        let theirStraight = (rooks | queens) & theirs
        let theirDiagonal = (bishops | queens) & theirs

        // Pins: an enemy slider that would see the king through exactly one of our pieces.
        var pinned: UInt64 = 0
        var snipers =
            (tables.rook(king, theirs) & theirStraight)
            | (tables.bishop(king, theirs) & theirDiagonal)
        while snipers != 0 {
            let blockers = tables.between(king, snipers.trailingZeroBitCount) & occupied
            if blockers & (blockers &- 1) == 0 { pinned |= blockers & ours }
            snipers &= snipers &- 1
        }

        let allowed = ~ours & checkMask
        var pieces = knights & ours & ~pinned & fromMask
        while pieces != 0 {
            let from = pieces.trailingZeroBitCount
            sink.addPieceMoves(from: from, targets: tables.knight(from) & allowed, enemies: theirs)
            pieces &= pieces &- 1
        }
        pieces = (bishops | rooks | queens) & ours & fromMask
        while pieces != 0 {
            let from = pieces.trailingZeroBitCount
            let bit = pieces & (0 &- pieces)
            var targets: UInt64 = 0
            if bit & (bishops | queens) != 0 { targets |= tables.bishop(from, occupied) }
            if bit & (rooks | queens) != 0 { targets |= tables.rook(from, occupied) }
            targets &= allowed
            if bit & pinned != 0 { targets &= tables.line(king, from) }
            sink.addPieceMoves(from: from, targets: targets, enemies: theirs)
            pieces ^= bit
        }

        let ourPawns = pawns & ours & fromMask
        generatePawnMoves(
            into: &sink, pawns: ourPawns & ~pinned, theirs: theirs, empty: ~occupied,
            checkMask: checkMask)
        var pinnedPawns = ourPawns & pinned
        while pinnedPawns != 0 {
            let bit = pinnedPawns & (0 &- pinnedPawns)
            generatePawnMoves(
                into: &sink, pawns: bit, theirs: theirs, empty: ~occupied,
                checkMask: checkMask & tables.line(king, bit.trailingZeroBitCount))
            pinnedPawns ^= bit
        }
        if enPassantIndex != 0 {
            generateEnPassant(
                into: &sink, pawns: ourPawns, king: king, occupied: occupied, checkMask: checkMask,
                theirStraight: theirStraight, theirDiagonal: theirDiagonal, tables: tables)
        }
    }

    /// Pushes, double pushes, captures and promotions of `pawns` (all of the side to move),
    /// landing only on `checkMask`.
    private func generatePawnMoves<Sink: MoveSink>(
        into sink: inout Sink, pawns: UInt64, theirs: UInt64, empty: UInt64, checkMask: UInt64
    ) {
        guard pawns != 0 else { return }
        let white = sideToMove == .white
        let lastRank = white ? Rank.eighth : Rank.first
        let push = white ? 8 : -8
        let single = (white ? pawns << 8 : pawns >> 8) & empty
        let double =
            (white ? (single & Rank.third) << 8 : (single & Rank.sixth) >> 8) & empty & checkMask
        let pushes = single & checkMask
        sink.addPawnMoves(targets: pushes & ~lastRank, offset: push, kind: .quiet)
        sink.addPromotions(targets: pushes & lastRank, offset: push, capture: false)
        sink.addPawnMoves(targets: double, offset: 2 * push, kind: .doublePawnPush)

        // Captures towards the a-file, then towards the h-file.
        let towardsA = white ? (pawns & ~File.a) << 7 : (pawns & ~File.a) >> 9
        let towardsH = white ? (pawns & ~File.h) << 9 : (pawns & ~File.h) >> 7
        let targetsA = towardsA & theirs & checkMask
        let targetsH = towardsH & theirs & checkMask
        let offsetA = white ? 7 : -9
        let offsetH = white ? 9 : -7
        sink.addPawnMoves(targets: targetsA & ~lastRank, offset: offsetA, kind: .capture)
        sink.addPromotions(targets: targetsA & lastRank, offset: offsetA, capture: true)
        sink.addPawnMoves(targets: targetsH & ~lastRank, offset: offsetH, kind: .capture)
        sink.addPromotions(targets: targetsH & lastRank, offset: offsetH, capture: true)
    }

    /// En passant captures: they must answer any check, and lifting both pawns off the board
    /// must not open a rank, file or diagonal onto the king.
    private func generateEnPassant<Sink: MoveSink>(
        into sink: inout Sink, pawns: UInt64, king: Int, occupied: UInt64, checkMask: UInt64,
        theirStraight: UInt64, theirDiagonal: UInt64, tables: AttackTables
    ) {
        let target = Int(enPassantIndex)
        let targetBit: UInt64 = 1 << UInt64(target)
        let victim = sideToMove == .white ? target - 8 : target + 8
        let victimBit: UInt64 = 1 << UInt64(victim)
        guard checkMask & (targetBit | victimBit) != 0 else { return }
        var capturers = tables.pawn(sideToMove.opponent, target) & pawns
        while capturers != 0 {
            let fromBit = capturers & (0 &- capturers)
            let after = (occupied ^ fromBit ^ victimBit) | targetBit
            if tables.rook(king, after) & theirStraight == 0
                && tables.bishop(king, after) & theirDiagonal == 0
            {
                sink.add(Move(from: fromBit.trailingZeroBitCount, to: target, kind: .enPassant))
            }
            capturers ^= fromBit
        }
    }

    /// Castling moves, when the rights remain, the squares between king and rook are empty,
    /// and the king neither stands in, passes through nor lands on an attacked square. `safe`
    /// holds the king's unattacked neighbours (the squares it passes first: f1 or d1).
    private func generateCastling<Sink: MoveSink>(
        into sink: inout Sink, king: Int, occupied: UInt64, safe: UInt64, tables: AttackTables
    ) {
        let home = sideToMove == .white ? 0 : 56
        guard king == home + 4 else { return }
        let them = sideToMove.opponent
        let base: UInt64 = sideToMove == .white ? 1 : 1 << 56
        if castlingRights.contains(.kingside(sideToMove)),
            occupied & (base << 5 | base << 6) == 0, safe & base << 5 != 0,
            attackers(to: home + 6, by: them, occupied: occupied, tables: tables) == 0
        {
            sink.add(Move(from: king, to: home + 6, kind: .kingsideCastle))
        }
        if castlingRights.contains(.queenside(sideToMove)),
            occupied & (base << 1 | base << 2 | base << 3) == 0, safe & base << 3 != 0,
            attackers(to: home + 2, by: them, occupied: occupied, tables: tables) == 0
        {
            sink.add(Move(from: king, to: home + 2, kind: .queensideCastle))
        }
    }
}
