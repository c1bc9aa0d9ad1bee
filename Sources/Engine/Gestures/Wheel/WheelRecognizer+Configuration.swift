extension WheelRecognizer {
    /// How wheel notches turn into zooming and panning.
    ///
    /// ```swift
    /// let gentle = WheelRecognizer(.init(zoomPerNotch: 0.05))
    /// ```
    public struct Configuration: Sendable {
        /// Holding any of these turns scrolling into zooming. Default `.control` (browsers
        /// and many trackpad drivers also send a pinch as control + wheel).
        public var zoomModifiers: KeyModifiers
        /// How much one notch zooms: the factor is 1 + this per notch towards the user's
        /// screen, and its reciprocal the other way, so in then out returns exactly.
        /// Default 0.1.
        public var zoomPerNotch: Double
        /// How far, in points, one notch pans. Default 40.
        public var pointsPerNotch: Double
        /// Whether shift turns a vertical-only scroll into a horizontal one, as many mice
        /// have no horizontal wheel. Default true.
        public var shiftScrollsHorizontally: Bool

        /// Creates a configuration; defaults as documented on each property.
        ///
        /// ```swift
        /// let commandZoom = WheelRecognizer.Configuration(zoomModifiers: [.control, .command])
        /// ```
        public init(
            zoomModifiers: KeyModifiers = .control, zoomPerNotch: Double = 0.1,
            pointsPerNotch: Double = 40, shiftScrollsHorizontally: Bool = true
        ) {
            self.zoomModifiers = zoomModifiers
            self.zoomPerNotch = zoomPerNotch.isFinite ? max(zoomPerNotch, 0) : 0.1
            self.pointsPerNotch = pointsPerNotch.isFinite ? pointsPerNotch : 40
            self.shiftScrollsHorizontally = shiftScrollsHorizontally
        }
    }
}
