/// Precomputed attack sets, built once on first use and never changed.
///
/// Leapers (knight, king, pawn) index a 64-entry table by square. Sliders use magic lookup:
/// the occupancy of the squares that can block a ray, multiplied by the square's magic
/// number, keeps just enough high bits to index that square's slice of `slides`.
/// `between` and `line` describe the straight line through two squares, for pins and checks.
///
/// The generator loads `shared` once per call and passes it on, so the lazy global's
/// one-time initialisation check is not paid on every lookup. The tables are safe arrays:
/// plain pointers would not make lookups measurably faster.
struct AttackTables: Sendable {
    /// Where one square's slider lookups live in `slides`.
    struct MagicEntry: Sendable {
        var mask: UInt64
        var magic: UInt64
        var shift: UInt64
        var offset: Int
    }

    /// The one shared instance.
    static let shared = AttackTables()

    /// Knight jumps (0..<64), king steps (64..<128), white pawn captures (128..<192) and black
    /// pawn captures (192..<256).
    private let leapers: [UInt64]
    /// Rook entries for squares 0..<64, then bishop entries for 64..<128.
    private let magics: [MagicEntry]
    /// Attack sets for every relevant occupancy of every square, rooks first.
    private let slides: [UInt64]
    /// Squares strictly between `a` and `b` (index `a * 64 + b`) if on one line, else empty.
    private let betweenSquares: [UInt64]
    /// The whole line (edge to edge) through `a` and `b`, or empty if they are not aligned.
    private let lines: [UInt64]

    /// Squares a knight on `square` jumps to.
    func knight(_ square: Int) -> UInt64 { leapers[square] }

    /// Squares a king on `square` steps to.
    func king(_ square: Int) -> UInt64 { leapers[64 &+ square] }

    /// Squares a pawn of `side` on `square` captures on.
    func pawn(_ side: Side, _ square: Int) -> UInt64 {
        leapers[(side == .white ? 128 : 192) &+ square]
    }

    /// Squares a rook on `square` reaches, up to and including the first piece of `occupied`
    /// on each ray.
    func rook(_ square: Int, _ occupied: UInt64) -> UInt64 { slide(magics[square], occupied) }

    /// Squares a bishop on `square` reaches, up to and including the first piece on each ray.
    func bishop(_ square: Int, _ occupied: UInt64) -> UInt64 {
        slide(magics[64 &+ square], occupied)
    }

    /// Squares strictly between `a` and `b` when they share a rank, file or diagonal, else 0.
    func between(_ a: Int, _ b: Int) -> UInt64 { betweenSquares[a &* 64 &+ b] }

    /// The whole rank, file or diagonal through `a` and `b`, or 0 when they are not aligned.
    func line(_ a: Int, _ b: Int) -> UInt64 { lines[a &* 64 &+ b] }

    private func slide(_ entry: MagicEntry, _ occupied: UInt64) -> UInt64 {
        // A masking shift (`&>>`): the shift is 64 less a mask's size, between 52 and 60, so
        // the smart shift's test for 64 or more never fires (it cost the search's
        // evaluation a branch at every slider).
        slides[
            entry.offset
                &+ Int(truncatingIfNeeded: ((occupied & entry.mask) &* entry.magic) &>> entry.shift)
        ]
    }

    private init() {
        let jumps: [[(Int, Int)]] = [
            [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
            [(-1, 1), (1, 1)],
            [(-1, -1), (1, -1)],
        ]
        leapers = jumps.flatMap { Self.leaper($0) }

        // Built without walking every ray of every subset square by square: each attack set
        // is the ray less what lies beyond its first blocker (`Self.rays`), the table is
        // allocated once, and subsets are enumerated in place, so that a short command
        // such as `chess perft --depth 1` does not wait for the tables; the tests check
        // every entry against `SlidingPiece.walkAttacks`.
        let rays = Self.rays()
        var entries: [MagicEntry] = []
        var total = 0
        for (slider, numbers) in [
            (SlidingPiece.rook, MagicNumbers.rook), (.bishop, MagicNumbers.bishop),
        ] {
            for square in 0..<64 {
                let mask = slider.relevantOccupancy(of: square)
                entries.append(
                    MagicEntry(
                        mask: mask, magic: numbers[square],
                        shift: UInt64(64 - mask.nonzeroBitCount), offset: total))
                total += 1 << mask.nonzeroBitCount
            }
        }
        var attackSets = [UInt64](repeating: 0, count: total)
        for (index, entry) in entries.enumerated() {
            let square = index & 63
            let directions = index < 64 ? 0..<4 : 4..<8
            var subset: UInt64 = 0
            repeat {
                var attacks: UInt64 = 0
                for direction in directions {
                    let ray = rays[direction &* 64 &+ square]
                    let blockers = ray & subset
                    guard blockers != 0 else {
                        attacks |= ray
                        continue
                    }
                    // Directions 0, 2, 4 and 6 run towards higher squares.
                    let first =
                        direction & 1 == 0
                        ? blockers.trailingZeroBitCount : 63 - blockers.leadingZeroBitCount
                    attacks |= ray & ~rays[direction &* 64 &+ first]
                }
                attackSets[entry.offset + Int((subset &* entry.magic) >> entry.shift)] = attacks
                subset = (subset &- entry.mask) & entry.mask
            } while subset != 0
        }
        magics = entries
        slides = attackSets
        var betweenSquares = [UInt64](repeating: 0, count: 64 * 64)
        var lines = [UInt64](repeating: 0, count: 64 * 64)
        for a in 0..<64 {
            for slider in SlidingPiece.allCases {
                let fromA = slider.walkAttacks(from: a, occupancy: 0)
                for b in 0..<64 where fromA >> UInt64(b) & 1 != 0 {
                    let bitA: UInt64 = 1 << UInt64(a)
                    let bitB: UInt64 = 1 << UInt64(b)
                    betweenSquares[a * 64 + b] =
                        slider.walkAttacks(from: a, occupancy: bitB)
                        & slider.walkAttacks(from: b, occupancy: bitA)
                    lines[a * 64 + b] = Self.ray(through: a, b) | bitA
                }
            }
        }
        self.betweenSquares = betweenSquares
        self.lines = lines
    }

    /// All squares other than `a` on the straight line through `a` and `b` (which must be
    /// aligned), from edge to edge.
    private static func ray(through a: Int, _ b: Int) -> UInt64 {
        let df = (b & 7 - a & 7).signum()
        let dr = (b >> 3 - a >> 3).signum()
        var result: UInt64 = 0
        for sign in [1, -1] {
            var file = a & 7 + sign * df
            var rank = a >> 3 + sign * dr
            while file >= 0, file < 8, rank >= 0, rank < 8 {
                result |= 1 << UInt64(rank * 8 + file)
                file += sign * df
                rank += sign * dr
            }
        }
        return result
    }

    /// The squares of each ray on an empty board, at `direction * 64 + square`: rook rays
    /// (up, down, right, left) in directions 0–3, bishop rays in 4–7, each pair a way and
    /// its opposite, the one towards higher squares first.
    private static func rays() -> [UInt64] {
        let steps = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1), (-1, 1), (1, -1)]
        var rays = [UInt64](repeating: 0, count: 8 * 64)
        for (direction, (df, dr)) in steps.enumerated() {
            for square in 0..<64 {
                var file = square & 7 + df
                var rank = square >> 3 + dr
                var ray: UInt64 = 0
                while file >= 0, file < 8, rank >= 0, rank < 8 {
                    ray |= 1 << UInt64(rank * 8 + file)
                    file += df
                    rank += dr
                }
                rays[direction * 64 + square] = ray
            }
        }
        return rays
    }

    /// For each square, the squares reached by the given (file, rank) jumps.
    private static func leaper(_ jumps: [(Int, Int)]) -> [UInt64] {
        (0..<64).map { square in
            var targets: UInt64 = 0
            for (df, dr) in jumps {
                let file = square & 7 + df
                let rank = square >> 3 + dr
                if file >= 0, file < 8, rank >= 0, rank < 8 {
                    targets |= 1 << UInt64(rank * 8 + file)
                }
            }
            return targets
        }
    }
}
