extension TapRecognizer {
    /// The limits within which presses count as taps.
    ///
    /// ```swift
    /// let doubleTap = TapRecognizer(TapRecognizer.Configuration(taps: 2))
    /// ```
    public struct Configuration: Sendable {
        /// How many taps in a row make the gesture: 1 for a tap, 2 for a double tap.
        /// Default 1; values below 1 count as 1.
        public var taps: Int
        /// How far, in points, a press may move and still be a tap. Default 8, the same as
        /// ``PanRecognizer/Configuration-swift.struct/activationDistance`` so that a press
        /// is either a tap or a pan, never both.
        public var maximumMovement: Double
        /// How long, in seconds, a press may last and still be a tap. Default 0.5, when a
        /// ``LongPressRecognizer`` with its default configuration begins.
        public var maximumPressDuration: Double
        /// How long, in seconds, after one tap's release the next press may come. Default
        /// 0.3. A single tap that waits for a double tap to fail is delayed by this much.
        public var maximumInterval: Double
        /// How far, in points, each press of a multiple tap may be from the first. Default 40.
        public var maximumSpread: Double
        /// Which button taps. Default `.primary`.
        public var button: PointerButton

        /// Creates a configuration; every limit has the default documented on its property.
        ///
        /// ```swift
        /// let patient = TapRecognizer.Configuration(taps: 2, maximumInterval: 0.45)
        /// ```
        public init(
            taps: Int = 1, maximumMovement: Double = 8, maximumPressDuration: Double = 0.5,
            maximumInterval: Double = 0.3, maximumSpread: Double = 40,
            button: PointerButton = .primary
        ) {
            self.taps = max(taps, 1)
            self.maximumMovement = maximumMovement
            self.maximumPressDuration = maximumPressDuration
            self.maximumInterval = maximumInterval
            self.maximumSpread = maximumSpread
            self.button = button
        }
    }
}
