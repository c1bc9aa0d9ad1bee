/// One of the 64 squares of the board, numbered a1 = 0, b1 = 1, … h1 = 7, a2 = 8, … h8 = 63.
///
/// ```swift
/// let square = Square("e4")!
/// square.file   // 4 (the e-file; a = 0)
/// square.rank   // 3 (the fourth rank; first = 0)
/// square.name   // "e4"
/// ```
public struct Square: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The square's number, 0 (a1) to 63 (h8).
    public let index: Int

    /// The square with this number; `index` must be in `0..<64`.
    ///
    /// ```swift
    /// Square(index: 28).name  // "e4"
    /// ```
    /// - Complexity: O(1).
    public init(index: Int) {
        precondition(index >= 0 && index < 64, "a square index is in 0..<64")
        self.index = index
    }

    /// Builds a square without checking the index (the caller knows it is in `0..<64`).
    init(unchecked index: Int) { self.index = index }

    /// The square on this file (0 = a … 7 = h) and rank (0 = first … 7 = eighth), or nil off the
    /// board.
    ///
    /// ```swift
    /// Square(file: 4, rank: 3)  // e4
    /// Square(file: 8, rank: 0)  // nil
    /// ```
    /// - Complexity: O(1).
    public init?(file: Int, rank: Int) {
        guard (0..<8).contains(file), (0..<8).contains(rank) else { return nil }
        self.index = rank * 8 + file
    }

    /// The square named in algebraic notation ("a1" to "h8", lower case), or nil.
    ///
    /// ```swift
    /// Square("h8")?.index  // 63
    /// Square("i9")         // nil
    /// ```
    /// - Complexity: O(1).
    public init?(_ name: some StringProtocol) {
        let bytes = Array(name.utf8)
        guard bytes.count == 2 else { return nil }
        self.init(fileLetter: bytes[0], rankDigit: bytes[1])
    }

    /// The square from an ASCII file letter and rank digit, or nil.
    init?(fileLetter: UInt8, rankDigit: UInt8) {
        guard fileLetter >= 97, fileLetter <= 104, rankDigit >= 49, rankDigit <= 56 else {
            return nil
        }
        self.index = Int(rankDigit - 49) * 8 + Int(fileLetter - 97)
    }

    /// The file, 0 (a) to 7 (h).
    public var file: Int { index & 7 }

    /// The rank, 0 (first) to 7 (eighth).
    public var rank: Int { index >> 3 }

    /// The file's letter, "a" to "h".
    public var fileLetter: Character { Character(Unicode.Scalar(UInt8(97 + file))) }

    /// The rank's digit, "1" to "8".
    public var rankDigit: Character { Character(Unicode.Scalar(UInt8(49 + rank))) }

    /// The algebraic name, such as "e4".
    public var name: String { String(fileLetter) + String(rankDigit) }

    /// True on the dark squares (a1 is dark).
    public var isDark: Bool { (file + rank) % 2 == 0 }

    /// The algebraic name, such as "e4".
    public var description: String { name }

    /// Squares compare by index: a1 < b1 < … < h8.
    public static func < (lhs: Square, rhs: Square) -> Bool { lhs.index < rhs.index }

    /// All 64 squares, a1 first, h8 last.
    public static var all: [Square] { (0..<64).map { Square(unchecked: $0) } }
}
