/// Feeding the session a ranking of every colliding zone rather than only the best one,
/// so that it reports the runners-up too (``DragSession/candidates``).
///
/// ```swift
/// let rank = { probe in zones.candidates(for: probe, using: ClosestCenter(range: 60)) }
/// _ = session.handle(move, rank: rank)
/// showChoices(session.candidates)          // best first, with their scores
/// ```
///
/// The target is the first candidate (or none), held back by the target margin exactly as
/// with `resolve:`; the two kinds of method may be mixed within one drag.
extension DragSession {
    /// Where the item is, as a ranking function says: the target, and the candidates
    /// when the function ranks them.
    struct Ranking {
        var target: DropTarget<ZoneID>
        var candidates: [DropCandidate<ZoneID>] = []

        init(target: DropTarget<ZoneID>) { self.target = target }

        init(candidates: [DropCandidate<ZoneID>]) {
            self.target = candidates.first?.target ?? .none
            self.candidates = candidates
        }
    }

    /// Starts a press on an item whose frame is `frame`, as
    /// ``press(_:frame:with:resolve:)`` does, with zones ranked by `rank` (best first).
    public mutating func press(
        _ item: ItemID, frame: Rect, with event: PointerEvent,
        rank: (DragProbe) -> [DropCandidate<ZoneID>]
    ) -> [DragEvent<ItemID, ZoneID>] {
        press(item, frame: frame, with: event, ranking: { Ranking(candidates: rank($0)) })
    }

    /// Feeds one pointer event, as ``handle(_:resolve:)`` does, with zones ranked by
    /// `rank` (best first).
    public mutating func handle(
        _ event: PointerEvent, rank: (DragProbe) -> [DropCandidate<ZoneID>]
    ) -> [DragEvent<ItemID, ZoneID>] {
        handle(event, ranking: { Ranking(candidates: rank($0)) })
    }

    /// Advances time, as ``advance(to:resolve:)`` does, with zones ranked by `rank`.
    public mutating func advance(
        to now: Double, rank: (DragProbe) -> [DropCandidate<ZoneID>]
    ) -> [DragEvent<ItemID, ZoneID>] {
        advance(to: now, ranking: { Ranking(candidates: rank($0)) })
    }

    /// Asks again where the item is, as ``refresh(resolve:)`` does, with zones ranked by
    /// `rank`.
    public mutating func refresh(
        rank: (DragProbe) -> [DropCandidate<ZoneID>]
    ) -> [DragEvent<ItemID, ZoneID>] {
        refresh(ranking: { Ranking(candidates: rank($0)) })
    }
}
