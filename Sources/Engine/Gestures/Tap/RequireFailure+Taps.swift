extension RequireFailure where Primary == TapRecognizer, Preferred == TapRecognizer {
    /// A single tap that waits for a double tap to fail, and the double tap: the game's
    /// "tap rotates, double tap flips", where a double tap never also rotates.
    ///
    /// The `taps` counts of the configurations are set to 1 and 2 whatever they were.
    ///
    /// ```swift
    /// var taps = RequireFailure.tapOrDoubleTap()
    /// ```
    public static func tapOrDoubleTap(
        tap: TapRecognizer.Configuration = .init(),
        doubleTap: TapRecognizer.Configuration = .init(taps: 2)
    ) -> Self {
        var single = tap
        single.taps = 1
        var double = doubleTap
        double.taps = 2
        return RequireFailure(TapRecognizer(single), unless: TapRecognizer(double))
    }
}
