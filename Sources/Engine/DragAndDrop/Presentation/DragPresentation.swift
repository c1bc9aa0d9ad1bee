/// How dragged items look over time: lifted while dragged, following the pointer,
/// pulled by snap zones, and gliding into place or back home when released. Every
/// change is animated from where the item is drawn right now, so nothing ever jumps.
///
/// A pose's `position` is the item's centre in window coordinates.
///
/// ```swift
/// var look = DragPresentation<String>()
/// look.place("knight", center: g1.center)
/// // on .started:
/// look.lift("knight", at: event.time)
/// // on each move while dragging:
/// look.follow("knight", center: session.frame.center)
/// // on .dropped(let result) or .cancelled(_, _, let landing):
/// look.land("knight", result.landing, at: event.time)
/// // every frame:
/// look.advance(to: now); draw(look.pose(of: "knight")); if look.isAnimating { requestFrame() }
/// ```
public struct DragPresentation<ItemID: Hashable & Sendable>: Sendable {
    /// The feel of lifting and landing.
    public struct Configuration: Sendable {
        /// How much a dragged item grows. Default: 1.1.
        public var liftScale: Double
        /// How an item grows when picked up and shrinks when put down.
        /// Default: a lively spring (damping 0.7, response 0.25 s).
        public var lift: Animation
        /// How an accepted item glides into its place. Default: a quick, barely bouncing
        /// spring (damping 0.85, response 0.2 s): in place in about 0.15 s.
        public var settle: Animation
        /// How a refused or cancelled item glides home. Default: no bounce (damping 1,
        /// response 0.35 s): home in about 0.3 s.
        public var returnHome: Animation
        /// How a snap zone pulls an item in, or lets it go back to the pointer.
        /// Default: a springy pull (damping 0.65, response 0.3 s).
        public var pull: Animation

        /// Creates a configuration; every value has the default described above.
        public init(
            liftScale: Double = 1.1,
            lift: Animation = .spring(dampingRatio: 0.7, response: 0.25),
            settle: Animation = .spring(dampingRatio: 0.85, response: 0.2),
            returnHome: Animation = .spring(dampingRatio: 1, response: 0.35),
            pull: Animation = .spring(dampingRatio: 0.65, response: 0.3)
        ) {
            self.liftScale = liftScale
            self.lift = lift
            self.settle = settle
            self.returnHome = returnHome
            self.pull = pull
        }
    }

    /// The feel of lifting and landing.
    public var configuration: Configuration
    /// Every item's animated pose.
    public private(set) var animator: Animator<ItemID, Pose>
    /// Items drawn above the rest, last on top, such as items still gliding after a drop
    /// until they arrive.
    public private(set) var raised: [ItemID] = []
    /// The item being dragged, drawn above everything else until it is landed.
    public private(set) var dragged: ItemID?
    /// The items that followed the pointer last together, and where they are kept.
    private var followed: (items: [ItemID], slots: [Int?], removals: Int) = ([], [], 0)

    /// Creates a presentation with no items.
    public init(configuration: Configuration = Configuration(), time: Double = 0) {
        self.configuration = configuration
        self.animator = Animator(time: time)
    }

    /// An item's pose right now, or nil for an unknown item.
    public func pose(of item: ItemID) -> Pose? { animator[item] }

    /// Whether anything is still moving: redraw while this holds.
    public var isAnimating: Bool { animator.isAnimating }

    /// The order to draw items in: everything not raised in the order given, then the
    /// raised items, then the dragged one.
    public func drawingOrder(_ items: [ItemID]) -> [ItemID] {
        var up = Set(raised)
        if let dragged { up.insert(dragged) }
        let present = Set(items)
        return items.filter { !up.contains($0) }
            + raised.filter { present.contains($0) && $0 != dragged }
            + (dragged.map { present.contains($0) ? [$0] : [] } ?? [])
    }

    /// Puts an item at rest, at once: for laying out a scene, never for a visible change.
    public mutating func place(
        _ item: ItemID, center: Point, rotation: Double = 0, mirror: Double = 1
    ) {
        animator.place(item, at: Pose(position: center, rotation: rotation, mirror: mirror))
    }

    /// Removes an item.
    public mutating func remove(_ item: ItemID) {
        animator.remove(item)
        raised.removeAll { $0 == item }
        if dragged == item { dragged = nil }
    }

    /// Lifts an item for dragging: it grows and is drawn above everything else. An item
    /// caught mid-glide stays where it is drawn: the glide is abandoned.
    public mutating func lift(_ item: ItemID, at time: Double) {
        guard animator.animated(item) != nil else { return }
        if let other = dragged, other != item { raise(other) }
        dragged = item
        raised.removeAll { $0 == item }
        grow(item, at: time)
    }

    /// Lifts several items carried together (a selection): they grow and are drawn above
    /// everything else, `lead` on top as the dragged item, the others raised in the order
    /// given.
    ///
    /// ```swift
    /// look.lift(["b", "c"], leading: "a", at: event.time)
    /// ```
    /// - Complexity: O(n + r) for n items and r items already raised.
    public mutating func lift(_ items: [ItemID], leading lead: ItemID, at time: Double) {
        let carried = Set(items).union([lead])
        if let other = dragged, !carried.contains(other) { raise(other) }
        raised.removeAll { carried.contains($0) }
        for item in items where item != lead && animator.animated(item) != nil {
            raised.append(item)
            grow(item, at: time)
        }
        if animator.animated(lead) != nil {
            dragged = lead
            grow(lead, at: time)
        }
    }

    /// Starts an item growing to its lifted size where it is drawn.
    private mutating func grow(_ item: ItemID, at time: Double) {
        guard let current = animator.animated(item) else { return }
        var target = current.target
        target.position = current.value.position
        target.scale = configuration.liftScale
        // Caught by the pointer, it stops moving; only its scale and turn keep their pace.
        var velocity = current.velocity
        velocity.position = .zero
        animator.animate(item, to: target, with: configuration.lift, at: time, velocity: velocity)
    }

    /// Moves an item with the pointer: exactly as far as its target moved, keeping any
    /// motion in flight (the lift, a snap zone's pull) going.
    public mutating func follow(_ item: ItemID, center: Point) {
        guard center.isFinite, let target = animator.animated(item)?.target else { return }
        animator.offset(item, by: .moving(center - target.position))
    }

    /// Moves several items with the pointer, each to its own centre, as ``follow(_:center:)``
    /// does for one: the items of a multi-item drag.
    ///
    /// Where the items are kept is looked up once and reused while the same array of items
    /// follows (the multi-item drag benchmark spent most of a move looking them up).
    public mutating func follow(_ items: [ItemID], centers: [Point]) {
        if followed.removals != animator.removals || followed.items != items {
            followed = (items, animator.slots(of: items), animator.removals)
        }
        animator.offset(atSlots: followed.slots) { n, target in
            n < centers.count && centers[n].isFinite ? .moving(centers[n] - target.position) : nil
        }
    }

    /// Pulls an item towards a point with a spring (a snap zone capturing it, or letting
    /// it go back to the pointer).
    public mutating func pull(_ item: ItemID, toward center: Point, at time: Double) {
        guard var target = animator.animated(item)?.target else { return }
        target.position = center
        animator.animate(item, to: target, with: configuration.pull, at: time)
    }

    /// Lands a released item: it glides into its place, or back home, carrying the
    /// release velocity, and shrinks back to its resting size.
    public mutating func land(_ item: ItemID, _ landing: Landing, at time: Double) {
        guard var target = animator.animated(item)?.target else { return }
        if dragged == item {
            dragged = nil
            raise(item)
        }
        target.position = landing.destination.center
        target.scale = 1
        let animation = landing.returnsHome ? configuration.returnHome : configuration.settle
        animator.animate(
            item, to: target, with: animation, at: time, velocity: .moving(landing.velocity))
    }

    /// Glides an item to any pose (a rotation, a flip, a new home), staying raised until
    /// it arrives when `raise` is true. A `velocity` starts it moving: a spring to the
    /// pose it is already at, with some scale velocity, makes it hop.
    public mutating func glide(
        _ item: ItemID, to pose: Pose, with animation: Animation, at time: Double,
        raise raising: Bool = false,
        velocity: Pose? = nil
    ) {
        if raising { raise(item) }
        animator.animate(item, to: pose, with: animation, at: time, velocity: velocity)
    }

    /// Shows an item turned by `rotation` (radians) and scaled horizontally by `mirror`
    /// from its resting look, then glides it back to rest: the app swaps in the new shape
    /// at once, and the item appears to turn or flip into it.
    ///
    /// ```swift
    /// piece.orientation = piece.orientation.rotatedClockwise()
    /// look.unturn("L", fromRotation: -.pi / 2, mirror: 1, with: .spring(), at: now)
    /// ```
    public mutating func unturn(
        _ item: ItemID, fromRotation rotation: Double, mirror: Double, with animation: Animation,
        at time: Double
    ) {
        guard rotation.isFinite, mirror.isFinite else { return }
        animator.advance(to: time)
        guard let current = animator.animated(item) else { return }
        let delta = Pose(
            position: .zero, scale: 0, rotation: rotation - current.value.rotation,
            mirror: mirror - current.value.mirror, opacity: 0)
        animator.offset(item, by: delta)
        guard var target = animator.animated(item)?.target else { return }
        target.rotation = 0
        target.mirror = 1
        animator.animate(item, to: target, with: animation, at: time)
    }

    /// Advances every animation to `time`.
    /// - Returns: the items that came to rest, in order; they are no longer raised.
    @discardableResult
    public mutating func advance(to time: Double) -> [ItemID] {
        let settled = animator.advance(to: time)
        if !settled.isEmpty {
            let done = Set(settled)
            raised.removeAll { done.contains($0) && animator.animated($0)?.isSettled == true }
        }
        return settled
    }

    /// Draws an item above the rest (on top of other raised items).
    public mutating func raise(_ item: ItemID) {
        raised.removeAll { $0 == item }
        raised.append(item)
    }
}
