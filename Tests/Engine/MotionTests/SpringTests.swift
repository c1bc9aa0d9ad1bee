import Motion
import Testing

@Test func springParametersAreClampedToUsableRanges() {
    let wild = Spring(dampingRatio: 7, response: -1)
    #expect(wild.dampingRatio == 1)
    #expect(wild.response == 0.01)
    #expect(Spring(dampingRatio: .nan, response: .infinity).response == 0.3)
}
