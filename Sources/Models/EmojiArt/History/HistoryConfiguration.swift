/// How much an editor remembers for undo.
///
/// ```swift
/// let history = EditHistory(configuration: HistoryConfiguration(maximumSteps: 50))
/// ```
public struct HistoryConfiguration: Hashable, Sendable {
    /// The most undo steps kept; older ones are forgotten. Default 200; at least 1.
    public var maximumSteps: Int

    /// Creates a configuration; `maximumSteps` below 1 becomes 1.
    ///
    /// ```swift
    /// HistoryConfiguration().maximumSteps   // 200
    /// ```
    public init(maximumSteps: Int = 200) {
        self.maximumSteps = max(1, maximumSteps)
    }
}
