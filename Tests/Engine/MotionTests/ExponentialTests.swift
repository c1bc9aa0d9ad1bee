import Foundation
import Testing

@testable import Motion

@Test func exponentialMatchesTheMathLibrary() {
    var x = -700.0
    while x <= 700 {
        let expected = Foundation.exp(x)
        let relative = abs(exponential(x) - expected) / expected
        #expect(relative < 4e-15, "e^\(x)")
        x += 0.37
    }
    for x in [0.0, 1e-12, -1e-12, 0.5, -0.5, 1, -1, 0.6931471805599453] {
        #expect(abs(exponential(x) - Foundation.exp(x)) <= 2 * Foundation.exp(x).ulp, "e^\(x)")
    }
}

@Test func exponentialSaturatesAndPassesNaNThrough() {
    #expect(exponential(-1000) == 0)
    #expect(exponential(1000) == .infinity)
    #expect(exponential(-.infinity) == 0)
    #expect(exponential(.nan).isNaN)
    #expect(exponential(0) == 1)
}
