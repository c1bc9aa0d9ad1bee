/// One of the two players.
public enum Side: Hashable, Sendable {
    case white, black

    /// The other player.
    public var opponent: Side { self == .white ? .black : .white }
}
