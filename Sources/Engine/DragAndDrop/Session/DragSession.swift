/// One drag, from press to drop or cancel, as a state machine fed with pointer events.
///
/// The app decides what is under the pointer when it goes down and calls `press`; from
/// then on it hands every pointer event to `handle`, which reports what happened. The
/// session knows nothing about zones itself: a `resolve` function (usually
/// `DropZones.target(for:using:spaces:accepts:)`) says which zone the item is over.
///
/// ```swift
/// var session = DragSession<String, String>()
/// let resolve = { probe in zones.target(for: probe, using: PointerWithin()) }
/// session.press("knight", frame: knightFrame, with: down, resolve: resolve)
/// for event in session.handle(move, resolve: resolve) {
///     if case .over(let target) = event { highlight(target) }
/// }
/// ```
///
/// Only the pointer and button that pressed can end a press or drag: presses and releases
/// of other buttons (a right click while dragging with the left) and events of other
/// pointers are ignored, so a scene can give them a meaning of its own (turn the dragged
/// piece) without the drag ending.
///
/// Bad input never corrupts it: events from other pointers are ignored, non-finite
/// locations keep the last good one, time never runs backwards, and a press while a drag
/// is under way ends that drag first. Every drag that starts ends exactly once.
public struct DragSession<ItemID: Hashable & Sendable, ZoneID: Hashable & Sendable>: Sendable {
    /// Options for a session.
    public struct Configuration: Equatable, Sendable {
        /// When a press of a mouse or pen becomes a drag. Default: after moving 4 points.
        public var activation: ActivationRule
        /// When a press of a finger becomes a drag. Default: ``ActivationRule/touchPress``
        /// (held still for a short press), so that a swipe over items can scroll instead.
        public var touchActivation: ActivationRule
        /// How far back, in seconds, pointer samples count towards the release velocity.
        /// Default: 0.1 s.
        public var velocityWindow: Double
        /// How far, in points, the item must be past the border of the zone it is over
        /// before another zone (or none) takes over (see ``TargetHysteresis``), so that the
        /// target never flickers between neighbours. Default: 4 points; zero switches at
        /// the border itself.
        public var targetMargin: Double

        /// Creates a configuration.
        public init(
            activation: ActivationRule = .distance(4),
            touchActivation: ActivationRule = .touchPress, velocityWindow: Double = 0.1,
            targetMargin: Double = 4
        ) {
            self.activation = activation
            self.touchActivation = touchActivation
            self.velocityWindow = velocityWindow
            self.targetMargin = targetMargin
        }

        /// The rule for a press by a pointer of this kind.
        public func activation(for kind: PointerKind) -> ActivationRule {
            kind == .touch ? touchActivation : activation
        }
    }

    /// Where a session is.
    public enum Phase: Equatable, Sendable {
        /// No press.
        case idle
        /// Pressed on an item, not yet dragging.
        case pressed
        /// Dragging an item.
        case dragging
    }

    /// The session's options.
    public var configuration: Configuration
    /// Where the session is.
    public private(set) var phase: Phase = .idle
    /// The pressed or dragged item.
    public private(set) var item: ItemID?
    /// The pointer that pressed.
    public private(set) var pointer: PointerID = 0
    /// The button that pressed: only its release ends the press or drag.
    public private(set) var button: PointerButton = .primary
    /// The item's frame when pressed, in window coordinates: where a cancelled drag returns.
    public private(set) var origin: Rect = .zero
    /// Where the press happened.
    public private(set) var pressLocation: Point = .zero
    /// The latest pointer location.
    public private(set) var location: Point = .zero
    /// The zone the item is over.
    public private(set) var target: DropTarget<ZoneID> = .none
    /// Every zone the item collides with, best first, with its score, as the ranking
    /// function given to the `rank:` methods (``handle(_:rank:)``…) last said; empty while
    /// not dragging and when the session is fed with `resolve:` instead. The target is
    /// usually the first, but may be a zone still held by ``Configuration/targetMargin``.
    public private(set) var candidates: [DropCandidate<ZoneID>] = []

    /// The rule the current press follows (the pressing pointer's kind chose it).
    public private(set) var activation: ActivationRule = .distance(4)
    /// Whether a press waits for time to pass (a touch held still): a scene keeps the
    /// clock ticking (`advance(to:resolve:)`) until it becomes a drag or ends.
    public var isWaitingForDelay: Bool {
        guard phase == .pressed, case .delay = activation else { return false }
        return true
    }

    /// The latest probe for which the zone the item is over was proposed (the target
    /// margin tries the way back to it first).
    private var lastInside: DragProbe?
    private var pressTime = 0.0
    private var time = 0.0
    private var samples: [(time: Double, location: Point)] = []

    /// Creates an idle session.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Where the item is drawn: its pressed frame moved with the pointer, so the point
    /// where it was grabbed stays under the pointer.
    public var frame: Rect { origin.offset(by: location - pressLocation) }

    /// Where the item was grabbed, relative to its frame's origin.
    public var grabOffset: Vector { pressLocation - origin.origin }

    /// The item to draw above everything else, while dragging.
    public var liftedItem: ItemID? { phase == .dragging ? item : nil }

    /// The pointer and item frame that collision strategies test.
    public var probe: DragProbe { DragProbe(pointer: location, frame: frame) }

    /// The pointer's recent velocity, in points per second.
    public var velocity: Vector {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-3
        else {
            return .zero
        }
        let v = (last.location - first.location) / (last.time - first.time)
        return v.isFinite ? v : .zero
    }

    /// Starts a press on an item whose frame (window coordinates) is `frame`.
    ///
    /// A press while another is under way ends that one first (a cancelled drag, reported
    /// in the returned events). A press with a non-finite location or frame is refused.
    public mutating func press(
        _ item: ItemID, frame: Rect, with event: PointerEvent,
        resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        press(item, frame: frame, with: event, ranking: { Ranking(target: resolve($0)) })
    }

    /// Starts a press, under `activation` when given rather than the configuration's rule
    /// for the pointer's kind.
    mutating func press(
        _ item: ItemID, frame: Rect, with event: PointerEvent,
        activation forced: ActivationRule? = nil, ranking rank: (DragProbe) -> Ranking
    ) -> [DragEvent<ItemID, ZoneID>] {
        var events = phase == .idle ? [] : end(with: .pointerLost)
        guard event.location.isFinite, frame.isFinite, event.time.isFinite else { return events }
        self.item = item
        pointer = event.pointer
        button = event.button
        origin = frame
        pressLocation = event.location
        location = event.location
        time = max(time, event.time)
        pressTime = time
        samples = [(time, location)]
        phase = .pressed
        activation = forced ?? configuration.activation(for: event.kind)
        if activation == .immediate { events += start(ranking: rank) }
        return events
    }

    /// Feeds one pointer event and reports what happened.
    public mutating func handle(
        _ event: PointerEvent, resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        handle(event, ranking: { Ranking(target: resolve($0)) })
    }

    /// Feeds one pointer event, asking `rank` where the item is.
    mutating func handle(
        _ event: PointerEvent, ranking rank: (DragProbe) -> Ranking
    ) -> [DragEvent<ItemID, ZoneID>] {
        guard phase != .idle, event.pointer == pointer else { return [] }
        // Another button of the same mouse pressed or released: not this drag's business.
        if event.phase == .down || event.phase == .up, event.button != button { return [] }
        if event.time.isFinite { time = max(time, event.time) }
        switch event.phase {
        case .down:
            return end(with: .pointerLost)
        case .cancel:
            return end(with: .pointerCancelled)
        case .move:
            track(event.location)
            if phase == .pressed { return activateIfDue(ranking: rank) }
            return retarget(ranking: rank)
        case .up:
            track(event.location)
            if phase == .pressed {
                let tapped = item
                reset()
                return tapped.map { [.tapped($0)] } ?? []
            }
            let events = retarget(ranking: rank)
            return events + drop()
        }
    }

    /// Advances time with no pointer event, so that a press held still long enough
    /// starts a drag under `ActivationRule.delay`.
    public mutating func advance(
        to now: Double, resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> [DragEvent<ItemID, ZoneID>] {
        advance(to: now, ranking: { Ranking(target: resolve($0)) })
    }

    /// Advances time, asking `rank` where the item is if a drag starts.
    mutating func advance(
        to now: Double, ranking rank: (DragProbe) -> Ranking
    ) -> [DragEvent<ItemID, ZoneID>] {
        if now.isFinite { time = max(time, now) }
        return phase == .pressed ? activateIfDue(ranking: rank) : []
    }

    /// Cancels the press or drag (Escape, or the app's own reason).
    public mutating func cancel(reason: CancelReason = .escape) -> [DragEvent<ItemID, ZoneID>] {
        end(with: reason)
    }

    /// Asks again which zone the item is over, for when zones were added, moved or
    /// removed while the pointer stood still.
    public mutating func refresh(resolve: (DragProbe) -> DropTarget<ZoneID>) -> [DragEvent<
        ItemID, ZoneID
    >] {
        refresh(ranking: { Ranking(target: resolve($0)) })
    }

    /// Asks `rank` again where the item is.
    mutating func refresh(ranking rank: (DragProbe) -> Ranking) -> [DragEvent<ItemID, ZoneID>] {
        guard phase == .dragging else { return [] }
        lastInside = nil  // the zones changed: where one was proposed proves nothing now
        return retarget(ranking: rank)
    }

    // MARK: - Steps

    private mutating func track(_ p: Point) {
        // A finite point can still be too far from the press for the frame to follow.
        guard p.isFinite, origin.offset(by: p - pressLocation).isFinite else { return }
        location = p
        samples.append((time, p))
        let window = configuration.velocityWindow.isFinite ? configuration.velocityWindow : 0.1
        while samples.count > 2, let first = samples.first, time - first.time > window {
            samples.removeFirst()
        }
    }

    private mutating func activateIfDue(
        ranking rank: (DragProbe) -> Ranking
    ) -> [DragEvent<ItemID, ZoneID>] {
        let moved = location.distance(to: pressLocation)
        switch activation {
        case .immediate:
            return start(ranking: rank)
        case .distance(let threshold):
            return moved >= threshold || !threshold.isFinite ? start(ranking: rank) : []
        case .delay(let delay, let tolerance):
            if moved > tolerance {
                reset()  // the pointer wandered off first: this press was not meant as a drag
                return []
            }
            return time - pressTime >= delay ? start(ranking: rank) : []
        }
    }

    private mutating func start(ranking rank: (DragProbe) -> Ranking) -> [DragEvent<ItemID, ZoneID>]
    {
        guard let item else { return [] }
        phase = .dragging
        target = .none
        return [.started(item)] + retarget(ranking: rank)
    }

    private mutating func retarget(ranking rank: (DragProbe) -> Ranking) -> [DragEvent<
        ItemID, ZoneID
    >] {
        let probe = probe
        let ranking = rank(probe)
        candidates = ranking.candidates
        let next = TargetHysteresis(margin: configuration.targetMargin).next(
            after: target, proposed: ranking.target, probe: probe, lastInside: lastInside,
            resolve: { rank($0).target })
        if ranking.target.zone != nil, ranking.target.zone == next.zone { lastInside = probe }
        var events: [DragEvent<ItemID, ZoneID>] = []
        if next.zone != target.zone {
            if let old = target.zone { events.append(.exited(old)) }
            if let new = next.zone { events.append(.entered(new)) }
        }
        target = next
        events.append(.over(next))
        return events
    }

    private mutating func drop() -> [DragEvent<ItemID, ZoneID>] {
        guard let item else { return [] }
        let accepted = target.isAccepted
        let destination =
            accepted ? (target.anchor.map { frame.centered(at: $0) } ?? frame) : origin
        let result = DropResult(
            item: item, target: target,
            landing: Landing(
                from: frame, destination: destination, velocity: velocity, returnsHome: !accepted))
        reset()
        return [.dropped(result)]
    }

    private mutating func end(with reason: CancelReason) -> [DragEvent<ItemID, ZoneID>] {
        defer { reset() }
        guard phase == .dragging, let item else { return [] }
        let landing = Landing(
            from: frame, destination: origin, velocity: velocity, returnsHome: true)
        return [.cancelled(item, reason: reason, landing: landing)]
    }

    private mutating func reset() {
        phase = .idle
        item = nil
        target = .none
        lastInside = nil
        candidates.removeAll()
        samples.removeAll(keepingCapacity: true)
    }
}
