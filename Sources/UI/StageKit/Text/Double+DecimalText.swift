extension Double {
    /// The number written with a fixed number of decimal places, rounded half away from
    /// zero, without Foundation (which portable code cannot use): for values shown beside
    /// sliders and in readouts.
    ///
    /// ```swift
    /// 0.555.decimalText(places: 2)   // "0.56"
    /// 12.0.decimalText(places: 0)    // "12"
    /// (-0.04).decimalText(places: 1) // "0.0"
    /// ```
    public func decimalText(places: Int) -> String {
        guard isFinite else { return isNaN ? "–" : (self > 0 ? "∞" : "-∞") }
        let places = min(max(places, 0), 9)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        guard scaled < 9e15 else { return self > 0 ? "∞" : "-∞" }
        let whole = Int(scaled)
        let divisor = Int(scale)
        let integerPart = whole / divisor
        let sign = self < 0 && whole != 0 ? "-" : ""
        guard places > 0 else { return sign + String(integerPart) }
        var fraction = String(whole % divisor)
        while fraction.count < places { fraction = "0" + fraction }
        return sign + String(integerPart) + "." + fraction
    }
}
