import Foundation
import Geometry
import TestSupport
import Testing

@Test(arguments: Array(stride(from: -40.0, through: 40.0, by: 0.37)) + [1e5 + 0.3, -7e5, 1e-300])
func sineAndCosineMatchThePlatformLibrary(radians: Double) {
    let (s, c) = Angle(radians: radians).sineAndCosine
    #expect(isClose(s, sin(radians), tolerance: 1e-12))
    #expect(isClose(c, cos(radians), tolerance: 1e-12))
}

@Test func hugeAnglesStayWithinRange() {
    for radians in [1e7, -3e8, 1e300] {
        let (s, c) = Angle(radians: radians).sineAndCosine
        #expect(abs(s) <= 1 && abs(c) <= 1 && isClose(s * s + c * c, 1, tolerance: 1e-12))
    }
}

@Test func quarterTurnsAreExact() {
    for k in -8...8 {
        let (s, c) = Angle(quarterTurns: k).sineAndCosine
        let expected: [(Double, Double)] = [(0, 1), (1, 0), (0, -1), (-1, 0)]
        let (es, ec) = expected[((k % 4) + 4) % 4]
        #expect(
            isClose(s, es, tolerance: 1e-15) && isClose(c, ec, tolerance: 1e-15),
            "quarter turns \(k)")
    }
}

@Test func nonFiniteAnglesGiveNaNInsteadOfTrapping() {
    #expect(Angle(radians: .nan).sine.isNaN)
    #expect(Angle(radians: .infinity).cosine.isNaN)
}
