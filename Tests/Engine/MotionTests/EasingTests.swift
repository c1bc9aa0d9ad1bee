import Motion
import Testing

@Test func standardEasingsRunFromZeroToOne() {
    for easing in [
        Easing.linear, .easeIn, .easeOut, .easeInOut, .back(), .cubicBezier(0.2, 0.9, 0.3, 1),
    ] {
        #expect(abs(easing.value(at: 0)) < 1e-12)
        #expect(abs(easing.value(at: 1) - 1) < 1e-12)
        // Progress outside 0…1 is clamped.
        #expect(abs(easing.value(at: -3)) < 1e-12)
        #expect(abs(easing.value(at: 7) - 1) < 1e-12)
    }
}

@Test func easeInStartsSlowEaseOutEndsSlowAndEaseInOutIsSymmetric() {
    #expect(Easing.easeIn.value(at: 0.3) < 0.3)
    #expect(Easing.easeOut.value(at: 0.3) > 0.3)
    #expect(abs(Easing.easeIn.slope(at: 0)) < 1e-3)
    #expect(abs(Easing.easeOut.slope(at: 1)) < 1e-3)
    #expect(abs(Easing.linear.slope(at: 0.4) - 1) < 1e-9)
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        let mirrored = 1 - Easing.easeInOut.value(at: 1 - t)
        #expect(abs(Easing.easeInOut.value(at: t) - mirrored) < 1e-9)
    }
}

@Test func cubicBezierMatchesTheCSSEaseCurve() {
    // CSS `ease` is cubic-bezier(0.25, 0.1, 0.25, 1); at x = 0.5 its y is 0.8024033877…
    let ease = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    #expect(abs(ease.value(at: 0.5) - 0.802_403_387_7) < 1e-6)
    // Control points on the diagonal give a straight line.
    let straight = Easing.cubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
    for t in stride(from: 0.0, through: 1.0, by: 0.1) {
        #expect(abs(straight.value(at: t) - t) < 1e-9)
    }
    // Non-finite control points fall back to linear rather than poisoning the curve.
    #expect(Easing.cubicBezier(.nan, 0, 1, 1).value(at: 0.25) == 0.25)
}

@Test func backOvershootsThenReturns() {
    let back = Easing.back()
    let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { back.value(at: $0) }.max() ?? 0
    #expect(peak > 1.05 && peak < 1.15)
    #expect(Easing.back(overshoot: 0).value(at: 0.5) <= 1)
}

@Test func customEasingIsAPlainFunction() {
    let smoothstep = Easing { t in t * t * (3 - 2 * t) }
    #expect(smoothstep.value(at: 0.5) == 0.5)
    #expect(abs(smoothstep.slope(at: 0.5) - 1.5) < 1e-6)
}
