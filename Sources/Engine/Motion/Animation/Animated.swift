/// One value in motion, advanced by explicit time: where it is, how fast it is going, and
/// where it is headed.
///
/// Nothing reads a clock; every call carries the time, in seconds from any fixed start,
/// so the same calls always give the same values. Retargeting mid-flight (with a spring or
/// a tween, whatever was running before) starts from the current value *and* velocity, so
/// nothing ever jumps or stops dead. A motion settles in bounded time and then sits
/// exactly on its target.
///
/// ```swift
/// var position = Animated(Point(x: 0, y: 0))
/// position.animate(to: Point(x: 100, y: 0), with: .spring(), at: 0)
/// position.advance(to: 1.0 / 60)
/// position.value          // a little way towards (100, 0)
/// position.isSettled      // false until it comes to rest on the target
/// ```
///
/// Invariants: `value`, `velocity` and `target` are always finite; `time` never goes
/// backwards; when settled, `value == target` and `velocity == .zero`.
public struct Animated<Value: AnimatableValue>: Sendable {
    /// The current value.
    ///
    /// ```swift
    /// draw(piece, at: position.value)
    /// ```
    public internal(set) var value: Value
    /// The current rate of change, in value units per second.
    ///
    /// ```swift
    /// let speed = position.velocity.magnitude   // points per second
    /// ```
    public internal(set) var velocity: Value
    /// Where the value is headed (including a delayed motion that has not yet started).
    ///
    /// ```swift
    /// let landing = position.target
    /// ```
    public var target: Value { pending?.target ?? segmentTarget }
    /// The time of the last update, in seconds.
    ///
    /// ```swift
    /// position.advance(to: 2); position.time   // 2
    /// ```
    public private(set) var time: Double
    /// How close to its target a motion must be, in units of ``AnimatableValue/magnitude``,
    /// before it stops exactly on it; this is also the largest step that stopping makes.
    ///
    /// ```swift
    /// Animated(0.0).precision   // 0.001
    /// ```
    public let precision: Double

    /// The target of the motion under way (or of the last one, once settled).
    var segmentTarget: Value
    /// The motion under way, or nil when at rest.
    var segment: Segment?
    /// A motion waiting for its delay to pass.
    var pending: Pending?

    /// Creates a value at rest.
    ///
    /// - Parameters:
    ///   - value: where it starts (a non-finite value starts at `.zero` instead).
    ///   - time: the current time, in seconds (non-finite counts as 0).
    ///   - precision: see ``precision``; 0.001 by default: a thousandth of a point, of a
    ///     radian, or of full opacity, far below what anyone can see.
    ///
    /// ```swift
    /// var opacity = Animated(1.0, at: now)
    /// ```
    public init(_ value: Value, at time: Double = 0, precision: Double = 0.001) {
        let start = value.isFinite ? value : .zero
        self.value = start
        self.velocity = .zero
        self.segmentTarget = start
        self.time = time.isFinite ? time : 0
        self.precision = precision.isFinite && precision > 0 ? precision : 0.001
    }

    /// Whether nothing is moving and nothing is waiting to move: hosts can stop redrawing.
    ///
    /// ```swift
    /// if !position.isSettled { requestFrame() }
    /// ```
    public var isSettled: Bool { segment == nil && pending == nil }

    /// Starts moving towards `target` at `time`, from the current value and velocity.
    ///
    /// - Parameters:
    ///   - target: where to go.
    ///   - animation: how; a delay lets any motion under way carry on until then.
    ///   - time: now, in seconds; the value is first advanced to it (an earlier time than
    ///     the last update counts as the last update).
    ///   - velocity: a starting velocity to use instead of the current one, for example a
    ///     drag's release velocity so that a throw flows into the spring.
    /// - Returns: false, changing nothing, if the target, the velocity or the time is not
    ///   finite, or if the motion could not be represented in finite numbers.
    ///
    /// ```swift
    /// item.animate(to: slot, with: .spring(), at: event.time, velocity: releaseVelocity)
    /// ```
    @discardableResult
    public mutating func animate(
        to target: Value, with animation: Animation, at time: Double, velocity: Value? = nil
    ) -> Bool {
        guard target.isFinite, time.isFinite, velocity?.isFinite ?? true,
            target.subtracting(value).isFinite
        else { return false }
        advance(to: time)
        let start = max(time, self.time)
        let request = Pending(
            target: target, curve: animation.curve, velocity: velocity,
            start: start + animation.delay)
        if animation.delay > 0 {
            pending = request
        } else {
            pending = nil
            begin(request)
        }
        return true
    }

    /// Moves time forward to `time` and updates the value and velocity; an earlier or
    /// non-finite time changes nothing.
    ///
    /// The result depends only on the times of `animate` calls and the final time, not on
    /// how many ticks came in between.
    ///
    /// ```swift
    /// position.advance(to: frameTime)
    /// draw(at: position.value)
    /// ```
    public mutating func advance(to time: Double) {
        guard time.isFinite, time > self.time else { return }
        if let request = pending, request.start <= time {
            evaluate(at: request.start)
            pending = nil
            begin(request)
        }
        evaluate(at: time)
        self.time = max(self.time, time)
    }

    /// Puts the value at `value` at once, at rest, cancelling any motion (for layout
    /// changes that should not animate). A non-finite value is ignored.
    ///
    /// ```swift
    /// home.jump(to: newHome)   // the window was resized
    /// ```
    public mutating func jump(to value: Value) {
        guard value.isFinite else { return }
        self.value = value
        self.velocity = .zero
        self.segmentTarget = value
        self.segment = nil
        self.pending = nil
    }
}
