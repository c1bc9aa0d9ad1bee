import Testing
@testable import PentominoesScene

/// Found by the random-play property: a piece grabbed while still gliding into place and
/// then cancelled came to rest where it was drawn at the press, a point short of its cell.
@Test func aPieceGrabbedMidGlideAndCancelledReturnsToItsExactPlace() {
    playRandomly([
        1492937428, 120685745, 1898031342, 41350697, 1993704475, 1123551344, 900240805, 1837982381,
        2042941436, 142626599, 493500808, 35309435, 1309685047, 1533135461, 168163458, 1823599065,
        975574051, 1444149648, 1166367298, 1854415368, 1041809792, 1724831632, 1084936275,
        550000364,
        636070622, 745249185, 1708957541, 1184606871, 703947153, 910733262, 349138764, 46504511,
        1388414383,
    ])
}
