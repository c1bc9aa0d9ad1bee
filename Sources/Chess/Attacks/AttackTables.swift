/// Precomputed attack sets, built once on first use and never changed.
///
/// Leapers (knight, king, pawn) index a 64-entry table by square. Sliders use magic lookup:
/// the occupancy of the squares that can block a ray, multiplied by the square's magic
/// number, keeps just enough high bits to index that square's slice of `slides`.
/// `between` and `line` describe the straight line through two squares, for pins and checks.
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

    let knight: [UInt64]
    let king: [UInt64]
    /// Pawn captures: white's first (0..<64), then black's (64..<128).
    let pawn: [UInt64]
    /// Rook entries for squares 0..<64, then bishop entries for 64..<128.
    let magics: [MagicEntry]
    /// Attack sets for every relevant occupancy of every square, rooks first.
    let slides: [UInt64]
    /// Squares strictly between `a` and `b` (index `a * 64 + b`) if on one line, else empty.
    let between: [UInt64]
    /// The whole line (edge to edge) through `a` and `b`, or empty if they are not aligned.
    let line: [UInt64]

    init() {
        knight = Self.leaper([(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)])
        king = Self.leaper([(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)])
        pawn = Self.leaper([(-1, 1), (1, 1)]) + Self.leaper([(-1, -1), (1, -1)])

        var magics: [MagicEntry] = []
        var slides: [UInt64] = []
        for (slider, numbers) in [(Slider.rook, MagicNumbers.rook), (.bishop, MagicNumbers.bishop)] {
            for square in 0..<64 {
                let mask = slider.relevantOccupancy(of: square)
                let entry = MagicEntry(
                    mask: mask, magic: numbers[square], shift: UInt64(64 - mask.nonzeroBitCount),
                    offset: slides.count)
                slides += [UInt64](repeating: 0, count: 1 << mask.nonzeroBitCount)
                for subset in Slider.subsets(of: mask) {
                    let slot = entry.offset + Int((subset &* entry.magic) >> entry.shift)
                    slides[slot] = slider.walkAttacks(from: square, occupancy: subset)
                }
                magics.append(entry)
            }
        }
        self.magics = magics
        self.slides = slides

        var between = [UInt64](repeating: 0, count: 64 * 64)
        var line = [UInt64](repeating: 0, count: 64 * 64)
        for a in 0..<64 {
            for slider in Slider.allCases {
                let fromA = slider.walkAttacks(from: a, occupancy: 0)
                for b in 0..<64 where fromA >> UInt64(b) & 1 != 0 {
                    let bitA: UInt64 = 1 << UInt64(a)
                    let bitB: UInt64 = 1 << UInt64(b)
                    between[a * 64 + b] =
                        slider.walkAttacks(from: a, occupancy: bitB)
                        & slider.walkAttacks(from: b, occupancy: bitA)
                    line[a * 64 + b] = Self.ray(through: a, b) | bitA
                }
            }
        }
        self.between = between
        self.line = line
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

    /// For each square, the squares reached by the given (file, rank) jumps.
    private static func leaper(_ jumps: [(Int, Int)]) -> [UInt64] {
        (0..<64).map { square in
            var targets: UInt64 = 0
            for (df, dr) in jumps {
                let file = square & 7 + df
                let rank = square >> 3 + dr
                if file >= 0, file < 8, rank >= 0, rank < 8 { targets |= 1 << UInt64(rank * 8 + file) }
            }
            return targets
        }
    }
}
