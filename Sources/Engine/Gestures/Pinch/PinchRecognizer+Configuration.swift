extension PinchRecognizer {
    /// When two pointers become a pinch.
    ///
    /// ```swift
    /// var pinch = PinchRecognizer(.init(activationDistance: 2))
    /// ```
    public struct Configuration: Sendable {
        /// How far, in points, the span between the pointers must change, or their
        /// centre must move, before the pinch begins. Default 4.
        public var activationDistance: Double
        /// The smallest starting span, in points, that scales are measured against, so
        /// that two touches at the same spot give a finite scale. Default 1.
        public var minimumSpan: Double

        /// Creates a configuration; defaults as documented on each property.
        ///
        /// ```swift
        /// let eager = PinchRecognizer.Configuration(activationDistance: 1)
        /// ```
        public init(activationDistance: Double = 4, minimumSpan: Double = 1) {
            self.activationDistance = activationDistance
            self.minimumSpan = minimumSpan.isFinite ? max(minimumSpan, 1e-3) : 1
        }
    }
}
