extension LongPressRecognizer {
    /// How long and how still a press must be.
    ///
    /// ```swift
    /// var longPress = LongPressRecognizer(.init(minimumDuration: 0.8))
    /// ```
    public struct Configuration: Sendable {
        /// How long, in seconds, the pointer must stay down. Default 0.5.
        public var minimumDuration: Double
        /// How far, in points, it may wander before the press begins. Default 8.
        public var maximumMovement: Double
        /// Which button. Default `.primary`.
        public var button: PointerButton

        /// Creates a configuration; defaults as documented on each property.
        ///
        /// ```swift
        /// let quick = LongPressRecognizer.Configuration(minimumDuration: 0.3)
        /// ```
        public init(
            minimumDuration: Double = 0.5, maximumMovement: Double = 8,
            button: PointerButton = .primary
        ) {
            self.minimumDuration = minimumDuration
            self.maximumMovement = maximumMovement
            self.button = button
        }
    }
}
