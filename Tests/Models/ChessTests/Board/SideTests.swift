import Chess
import Testing

@Test func eachSideHasTheOtherAsOpponent() throws {
    #expect(Side.white.opponent == .black)
    #expect(Side.black.opponent == .white)
}
