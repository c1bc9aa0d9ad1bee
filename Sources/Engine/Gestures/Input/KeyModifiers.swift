/// Keyboard modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option on a Mac).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Command on a Mac, the Super or Windows key elsewhere.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
