/// e raised to `x`, in pure Swift: the Embedded standard library has no `exp`, and the
/// portable layers may not import a platform math library.
///
/// Range reduction `x = k·ln 2 + r` with |r| ≤ ln 2 / 2 (ln 2 split in two parts so that
/// `k · ln2High` is exact), then the Taylor series of e^r to degree 14 in Horner form,
/// whose truncation error is below 1e-17. Saturates to 0 below -745.2 and to infinity
/// above 709.78.
///
/// ```swift
/// exponential(-1)   // 0.36787944117144233
/// ```
func exponential(_ x: Double) -> Double {
    guard !x.isNaN else { return .nan }
    if x < -745.2 { return 0 }
    if x > 709.78 { return .infinity }
    let k = (x * 1.4426950408889634).rounded()  // x / ln 2, to the nearest whole number
    let r = (x - k * ln2High) - k * ln2Low
    // 1 + r/1·(1 + r/2·(1 + … (1 + r/14)))
    var p = 1.0
    var n = 14.0
    while n >= 1 {
        p = 1 + r * p / n
        n -= 1
    }
    return Double(sign: .plus, exponent: Int(k), significand: p)
}

/// The high part of ln 2: few enough significant bits that `k · ln2High` is exact.
private let ln2High = 6.93147180369123816490e-01
/// The rest of ln 2.
private let ln2Low = 1.90821492927058770002e-10
