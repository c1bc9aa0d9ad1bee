import Chess
import Testing

@Test func eachSideHasTheOtherAsOpponent() {
    #expect(Side.white.opponent == .black)
    #expect(Side.black.opponent == .white)
}
