/// Many keyed values in motion at once, one per item (a dragged piece, its neighbours
/// gliding home), advanced together by explicit ticks.
///
/// Items keep the order in which they were first placed, so everything the animator
/// reports comes out in the same order on every run.
///
/// ```swift
/// var animator = Animator<String, Pose>()
/// animator.place("F", at: Pose(position: home))
/// animator.animate("F", to: Pose(position: slot), with: .spring(), at: now)
/// animator.advance(to: now + 1.0 / 60)
/// if animator.isAnimating { requestFrame() }
/// let pose = animator["F"]
/// ```
public struct Animator<Key: Hashable, Value: AnimatableValue> {
    /// The time of the last update, in seconds.
    ///
    /// ```swift
    /// animator.advance(to: 1); animator.time   // 1
    /// ```
    public private(set) var time: Double
    /// The precision given to each new item (see ``Animated/precision``).
    ///
    /// ```swift
    /// Animator<Int, Point>(precision: 0.01).precision   // 0.01
    /// ```
    public let precision: Double
    /// The items' keys, in the order they were placed.
    ///
    /// ```swift
    /// for key in animator.keys { draw(key, animator[key]!) }
    /// ```
    public private(set) var keys: [Key] = []
    private var items: [Animated<Value>] = []
    private var index: [Key: Int] = [:]

    /// Creates an empty animator.
    ///
    /// ```swift
    /// var animator = Animator<Int, Point>(time: 0)
    /// ```
    public init(time: Double = 0, precision: Double = 0.001) {
        self.time = time.isFinite ? time : 0
        self.precision = precision
    }

    /// The current value of the item with `key`, or nil if there is none.
    ///
    /// ```swift
    /// if let pose = animator[piece] { draw(piece, pose) }
    /// ```
    public subscript(key: Key) -> Value? { index[key].map { items[$0].value } }

    /// The full state of the item with `key` (velocity, target, settled), or nil.
    ///
    /// ```swift
    /// let releaseVelocity = animator.animated(piece)?.velocity
    /// ```
    public func animated(_ key: Key) -> Animated<Value>? { index[key].map { items[$0] } }

    /// Where the item with `key` is heading (its value once settled), without copying its
    /// whole motion as ``animated(_:)`` does.
    public func target(of key: Key) -> Value? { index[key].map { items[$0].target } }

    /// Whether any item is moving or waiting to move: hosts redraw only while this holds.
    ///
    /// ```swift
    /// while animator.isAnimating { now += 1.0 / 60; animator.advance(to: now) }
    /// ```
    public var isAnimating: Bool { items.contains { !$0.isSettled } }

    /// Puts the item with `key` at `value` at once, at rest, adding it if it is new. A
    /// non-finite value is ignored.
    ///
    /// ```swift
    /// animator.place(piece, at: Pose(position: home))
    /// ```
    public mutating func place(_ key: Key, at value: Value) {
        guard value.isFinite else { return }
        if let i = index[key] {
            items[i].jump(to: value)
        } else {
            index[key] = items.count
            keys.append(key)
            items.append(Animated(value, at: time, precision: precision))
        }
    }

    /// Starts the item with `key` moving towards `target` (see
    /// ``Animated/animate(to:with:at:velocity:)``), after first advancing every item to
    /// `time`.
    ///
    /// - Returns: false, changing nothing, if there is no such item (``place(_:at:)`` it
    ///   first) or the request is not finite.
    ///
    /// ```swift
    /// animator.animate(piece, to: Pose(position: home), with: .spring(), at: event.time,
    ///                  velocity: Pose(position: release, scale: 0, mirror: 0, opacity: 0))
    /// ```
    @discardableResult
    public mutating func animate(
        _ key: Key, to target: Value, with animation: Animation, at time: Double,
        velocity: Value? = nil
    ) -> Bool {
        guard let i = index[key], time.isFinite else { return false }
        advance(to: time)
        return items[i].animate(to: target, with: animation, at: self.time, velocity: velocity)
    }

    /// Advances every item to `time` (an earlier or non-finite time changes nothing).
    ///
    /// - Returns: the keys of the items that came to rest during this step, in order.
    ///
    /// ```swift
    /// for piece in animator.advance(to: frameTime) { announceLanded(piece) }
    /// ```
    @discardableResult
    public mutating func advance(to time: Double) -> [Key] {
        guard time.isFinite, time > self.time else { return [] }
        self.time = time
        var settled: [Key] = []
        for i in items.indices where !items[i].isSettled {
            items[i].advance(to: time)
            if items[i].isSettled { settled.append(keys[i]) }
        }
        return settled
    }

    /// Carries the motion of the item with `key` along by `delta` (see
    /// ``Animated/offset(by:)``): for a dragged item that follows the pointer while its
    /// lift-up scale keeps gliding.
    ///
    /// ```swift
    /// animator.offset(piece, by: .moving(pointerDelta))
    /// ```
    public mutating func offset(_ key: Key, by delta: Value) {
        guard let i = index[key] else { return }
        items[i].offset(by: delta)
    }

    /// Where the items with `keys` are kept (nil for an unknown key), for
    /// ``offset(atSlots:by:)``: valid while ``removals`` stays the same.
    public func slots(of keys: [Key]) -> [Int?] { keys.map { index[$0] } }

    /// How many items were ever removed: slots found before a removal are stale.
    public private(set) var removals = 0

    /// Carries many items along at once, each by the offset `delta` gives for its place in
    /// `slots` and its current target (nil leaves it): the items of a multi-item drag
    /// following the pointer, without looking up a key per item on every move.
    ///
    /// ```swift
    /// let slots = animator.slots(of: tiles)      // once, at the start of the drag
    /// animator.offset(atSlots: slots) { n, target in .moving(centers[n] - target.position) }
    /// ```
    public mutating func offset(atSlots slots: [Int?], by delta: (Int, Value) -> Value?) {
        for (n, slot) in slots.enumerated() {
            guard let i = slot, i < items.count, let d = delta(n, items[i].target) else {
                continue
            }
            items[i].offset(by: d)
        }
    }

    /// Removes the item with `key`, if there is one.
    ///
    /// ```swift
    /// animator.remove(capturedPiece)
    /// ```
    public mutating func remove(_ key: Key) {
        guard let i = index.removeValue(forKey: key) else { return }
        removals += 1
        keys.remove(at: i)
        items.remove(at: i)
        for j in i..<keys.count { index[keys[j]] = j }
    }
}

extension Animator: Sendable where Key: Sendable {}
