extension Position {
    /// A 64-bit fingerprint of the position for the transposition table: equal positions
    /// (ignoring the move clocks) get equal keys, different ones almost surely different.
    ///
    /// Computed from the bitboards in a few dozen operations rather than kept up to date
    /// move by move, so `playUnchecked` (the move generator's hot path, which perft times)
    /// pays nothing for it.
    var searchKey: UInt64 {
        var key = Self.scramble(pawns ^ 0x243F_6A88_85A3_08D3)
        key = Self.scramble(key ^ knights &+ 0x1319_8A2E_0370_7344)
        key = Self.scramble(key ^ bishops &+ 0xA409_3822_299F_31D0)
        key = Self.scramble(key ^ rooks &+ 0x082E_FA98_EC4E_6C89)
        key = Self.scramble(key ^ queens &+ 0x4528_21E6_38D0_1377)
        key = Self.scramble(key ^ kings &+ 0xBE54_66CF_34E9_0C6C)
        key = Self.scramble(key ^ white &+ 0xC0AC_29B7_C97C_50DD)
        let state =
            UInt64(sideToMove == .white ? 1 : 2) | UInt64(castlingRights.rawValue) << 2
            | UInt64(enPassantIndex) << 8
        return Self.scramble(key ^ state &+ 0x3F84_D5B5_B547_0917)
    }

    /// A bijective mixer (the finaliser of SplitMix64): every input bit moves every output bit.
    private static func scramble(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
