/// The twelve free pentominoes, named by the letters they resemble.
public enum PieceName: Character, CaseIterable, Hashable, Sendable {
    case f = "F", i = "I", l = "L", n = "N", p = "P", t = "T"
    case u = "U", v = "V", w = "W", x = "X", y = "Y", z = "Z"
}
