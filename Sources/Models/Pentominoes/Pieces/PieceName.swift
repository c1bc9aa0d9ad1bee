/// The twelve free pentominoes, named by the letters they resemble.
///
/// ```swift
/// PieceName.allCases.count    // 12
/// PieceName.x.orientations    // [identity]: the X looks the same however it lies
/// ```
public enum PieceName: Character, CaseIterable, Hashable, Sendable {
    case f = "F", i = "I", l = "L", n = "N", p = "P", t = "T"
    case u = "U", v = "V", w = "W", x = "X", y = "Y", z = "Z"

    /// The position of the piece in `allCases` (F is 0, Z is 11), for tables indexed by piece.
    ///
    /// Complexity: O(1).
    public var index: Int {
        switch self {
        case .f: 0
        case .i: 1
        case .l: 2
        case .n: 3
        case .p: 4
        case .t: 5
        case .u: 6
        case .v: 7
        case .w: 8
        case .x: 9
        case .y: 10
        case .z: 11
        }
    }

    /// The piece at a position of `allCases`; `index` must be in `0..<12`.
    ///
    /// Complexity: O(1).
    public init(index: Int) {
        self = PieceName.allCases[index]
    }

    /// The letter as a one-character string, for pictures and messages.
    public var letter: String { String(rawValue) }
}
