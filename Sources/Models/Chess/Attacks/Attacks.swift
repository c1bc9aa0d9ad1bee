/// Attack sets of single pieces, as raw bitboards (bit 0 = a1), read from `AttackTables`.
///
/// ```swift
/// let occupied: UInt64 = …
/// Attacks.rook(0, occupied)  // squares a rook on a1 reaches, stopping at the first piece
/// ```
/// Every function is O(1): a table lookup, and for sliders one multiply and shift. Hot loops
/// load `AttackTables.shared` once and call it directly instead.
enum Attacks {
    /// Squares a knight on `square` jumps to.
    static func knight(_ square: Int) -> UInt64 { AttackTables.shared.knight(square) }

    /// Squares a king on `square` steps to.
    static func king(_ square: Int) -> UInt64 { AttackTables.shared.king(square) }

    /// Squares a pawn of `side` on `square` captures on.
    static func pawn(_ side: Side, _ square: Int) -> UInt64 {
        AttackTables.shared.pawn(side, square)
    }

    /// Squares a rook on `square` reaches, up to and including the first piece of `occupied`
    /// on each ray.
    static func rook(_ square: Int, _ occupied: UInt64) -> UInt64 {
        AttackTables.shared.rook(square, occupied)
    }

    /// Squares a bishop on `square` reaches, up to and including the first piece on each ray.
    static func bishop(_ square: Int, _ occupied: UInt64) -> UInt64 {
        AttackTables.shared.bishop(square, occupied)
    }

    /// Squares strictly between `a` and `b` when they share a rank, file or diagonal, else 0.
    static func between(_ a: Int, _ b: Int) -> UInt64 { AttackTables.shared.between(a, b) }

    /// The whole rank, file or diagonal through `a` and `b`, or 0 when they are not aligned.
    static func line(_ a: Int, _ b: Int) -> UInt64 { AttackTables.shared.line(a, b) }
}
