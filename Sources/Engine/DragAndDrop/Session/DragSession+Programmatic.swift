/// Drags driven by code rather than a hand: for tutorials, autoplay demos and tests.
///
/// A programmatic drag is a pointer drag whose events the session makes itself, from
/// the pointer ``programmaticPointer``: it goes through the very path a real pointer's
/// events go through (`press`, `handle`), so it reports the same events, honours the
/// target margin and ends exactly once. It starts at once, whatever the activation rule.
/// A real pointer's events are ignored while it runs, except a press, which ends it
/// (the person takes over).
///
/// ```swift
/// var events = session.beginProgrammaticDrag("knight", frame: b1, at: b1.center, time: 0, resolve: resolve)
/// events += session.moveProgrammaticDrag(to: c3.center, at: 0.3, resolve: resolve)
/// events += session.endProgrammaticDrag(at: 0.3, resolve: resolve)   // .dropped
/// ```
extension DragSession {
    /// The pointer that programmatic drags use, which no real device uses.
    public static var programmaticPointer: PointerID { PointerID.min }

    /// Whether the press or drag under way is a programmatic one.
    public var isProgrammatic: Bool { phase != .idle && pointer == Self.programmaticPointer }

    /// Starts a drag of `item`, drawn in `frame` (window coordinates), grabbed at `point`,
    /// as a press of the programmatic pointer that becomes a drag at once. A press or
    /// drag under way is cancelled first, as a new press does.
    public mutating func beginProgrammaticDrag(
        _ item: ItemID, frame: Rect, at point: Point, time: Double,
        resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        press(
            item, frame: frame, with: Self.programmaticEvent(.down, at: point, time: time),
            activation: .immediate, ranking: { Ranking(target: resolve($0)) })
    }

    /// Moves the programmatic pointer to `point`; nothing happens unless a programmatic
    /// drag is under way.
    public mutating func moveProgrammaticDrag(
        to point: Point, at time: Double, resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        guard isProgrammatic else { return [] }
        return handle(Self.programmaticEvent(.move, at: point, time: time), resolve: resolve)
    }

    /// Releases the programmatic pointer where it is: the item is dropped on its target
    /// (or glides home, when nothing takes it). Nothing happens unless a programmatic
    /// drag is under way. To abandon it instead, ``cancel(reason:)``.
    public mutating func endProgrammaticDrag(
        at time: Double, resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        guard isProgrammatic else { return [] }
        return handle(Self.programmaticEvent(.up, at: location, time: time), resolve: resolve)
    }

    /// An event of the programmatic pointer.
    static func programmaticEvent(
        _ phase: PointerEvent.Phase, at point: Point, time: Double
    ) -> PointerEvent {
        PointerEvent(phase, at: point, time: time, pointer: programmaticPointer)
    }
}
