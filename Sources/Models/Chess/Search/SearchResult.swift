/// What a finished search found.
public struct SearchResult: Hashable, Sendable {
    /// The move to play.
    public var move: Move
    /// Its value for the side to move, in centipawns; beyond `Search.mateThreshold` it is
    /// a forced mate (the closer to `Search.mateScore`, the sooner).
    public var score: Int
    /// The deepest iteration completed (0 when the limit struck during the first one).
    public var depth: Int
    /// The positions visited.
    public var nodes: Int

    /// Whether the score announces a forced mate for the side to move.
    public var isMate: Bool { score >= Search.mateThreshold }
}
