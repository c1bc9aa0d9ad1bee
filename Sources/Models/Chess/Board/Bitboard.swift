/// A set of squares, one bit per square (bit 0 = a1 … bit 63 = h8).
///
/// ```swift
/// let targets: Bitboard = [.e3, .e4]
/// targets.contains(.e4)  // true
/// targets.count          // 2
/// for square in targets { print(square) }  // e3, e4
/// ```
/// Set operations are single machine instructions; iteration visits squares from a1 to h8.
public struct Bitboard: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// The bits: bit `i` set means square index `i` is in the set.
    public var rawValue: UInt64

    /// The set with exactly these bits.
    ///
    /// ```swift
    /// Bitboard(rawValue: 0xFF).count  // 8 (the first rank)
    /// ```
    /// - Complexity: O(1).
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The set of the listed squares.
    ///
    /// ```swift
    /// let corners: Bitboard = [.a1, .h1, .a8, .h8]
    /// ```
    /// - Complexity: O(n) for n squares.
    public init(arrayLiteral squares: Square...) {
        rawValue = 0
        for square in squares { insert(square) }
    }

    /// The set of the given squares.
    ///
    /// ```swift
    /// Bitboard([Square.e4]).contains(.e4)  // true
    /// ```
    /// - Complexity: O(n) for n squares.
    public init(_ squares: some Sequence<Square>) {
        rawValue = 0
        for square in squares { insert(square) }
    }

    /// The empty set.
    public static let empty = Bitboard(rawValue: 0)

    /// Every square.
    public static let all = Bitboard(rawValue: ~0)

    /// Whether no square is in the set.
    public var isEmpty: Bool { rawValue == 0 }

    /// The number of squares in the set.
    /// - Complexity: O(1) (one population count).
    public var count: Int { rawValue.nonzeroBitCount }

    /// Whether the square is in the set.
    /// - Complexity: O(1).
    public func contains(_ square: Square) -> Bool { rawValue >> UInt64(square.index) & 1 != 0 }

    /// Adds a square.
    /// - Complexity: O(1).
    public mutating func insert(_ square: Square) { rawValue |= 1 << UInt64(square.index) }

    /// Removes a square.
    /// - Complexity: O(1).
    public mutating func remove(_ square: Square) { rawValue &= ~(1 << UInt64(square.index)) }

    /// The lowest square in the set (nearest a1), or nil when empty.
    public var first: Square? {
        rawValue == 0 ? nil : Square(unchecked: rawValue.trailingZeroBitCount)
    }

    /// The squares in both sets.
    public static func & (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
        Bitboard(rawValue: lhs.rawValue & rhs.rawValue)
    }

    /// The squares in either set.
    public static func | (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
        Bitboard(rawValue: lhs.rawValue | rhs.rawValue)
    }

    /// The squares in exactly one of the sets.
    public static func ^ (lhs: Bitboard, rhs: Bitboard) -> Bitboard {
        Bitboard(rawValue: lhs.rawValue ^ rhs.rawValue)
    }

    /// The squares not in the set.
    public static prefix func ~ (set: Bitboard) -> Bitboard { Bitboard(rawValue: ~set.rawValue) }

    /// Visits the squares from a1 to h8.
    public struct Iterator: IteratorProtocol {
        var bits: UInt64

        /// The next square, or nil when all are visited.
        public mutating func next() -> Square? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits &- 1
            return Square(unchecked: index)
        }
    }

    /// An iterator over the squares from a1 to h8.
    public func makeIterator() -> Iterator { Iterator(bits: rawValue) }

    /// The number of squares, for `Array(bitboard)` and friends.
    public var underestimatedCount: Int { count }
}
