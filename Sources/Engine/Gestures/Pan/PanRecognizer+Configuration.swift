extension PanRecognizer {
    /// When a press becomes a pan.
    ///
    /// ```swift
    /// var pan = PanRecognizer(.init(activationDistance: 12))
    /// ```
    public struct Configuration: Sendable {
        /// How far, in points, the pointer must move from where it went down before the pan
        /// begins. Default 8, the same as ``TapRecognizer/Configuration-swift.struct/maximumMovement``,
        /// so that a tap stays a tap.
        public var activationDistance: Double
        /// Which button pans. Default `.primary`.
        public var button: PointerButton
        /// How far back, in seconds, the velocity estimate looks. Default 0.1.
        public var velocityWindow: Double

        /// Creates a configuration; defaults as documented on each property.
        ///
        /// ```swift
        /// let rightDrag = PanRecognizer.Configuration(button: .secondary)
        /// ```
        public init(
            activationDistance: Double = 8, button: PointerButton = .primary,
            velocityWindow: Double = 0.1
        ) {
            self.activationDistance = activationDistance
            self.button = button
            self.velocityWindow = velocityWindow
        }
    }
}
