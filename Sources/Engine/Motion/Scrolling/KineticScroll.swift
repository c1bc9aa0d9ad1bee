/// A scroll position along one axis that a finger drags and flings: let go while moving,
/// it glides on and slows down as a phone's lists do, and stops at either end.
///
/// The offset runs from 0 (the start of the content in view) to ``limit`` (its end in
/// view). The glide decays exponentially, `v(t) = v₀·e^(−k·t)`, so a fling travels
/// `v₀ / k` points in all; with the default `k` of 2 per second, close to iOS's normal
/// deceleration (0.998 a millisecond), a 2000 points-a-second fling goes about 1000 points.
///
/// ```swift
/// var scroll = KineticScroll(limit: 900)
/// scroll.scroll(to: 120)                   // the finger moved the content
/// scroll.fling(velocity: 1500, at: 1.0)    // let go while moving
/// _ = scroll.advance(to: 1.1)              // true while it still glides
/// ```
public struct KineticScroll: Sendable {
    /// How fast the glide slows: the velocity falls by a factor e every 1/k seconds.
    /// Default 2 per second.
    public var decay: Double
    /// Below this speed, in points per second, a glide stops. Default 10.
    public var restingSpeed: Double
    /// The fastest glide, in points per second (a wild fling is capped). Default 8000.
    public var maximumSpeed: Double

    /// How far the content is scrolled, from 0 to ``limit``.
    public private(set) var offset: Double
    /// The largest offset: how much longer the content is than its view (0 when it fits).
    public private(set) var limit: Double
    /// The glide under way: where and when it started, and how fast.
    private var glide: (time: Double, offset: Double, velocity: Double)?
    private var now = 0.0

    /// Creates a scroll at rest at `offset` (clamped to `0...limit`).
    ///
    /// ```swift
    /// let list = KineticScroll(offset: 0, limit: 1200)
    /// ```
    public init(
        offset: Double = 0, limit: Double = 0, decay: Double = 2, restingSpeed: Double = 10,
        maximumSpeed: Double = 8000
    ) {
        self.decay = decay.isFinite && decay > 0 ? decay : 2
        self.restingSpeed = restingSpeed.isFinite ? max(restingSpeed, 0) : 10
        self.maximumSpeed = maximumSpeed.isFinite ? max(maximumSpeed, 0) : 8000
        self.limit = limit.isFinite ? max(limit, 0) : 0
        self.offset = 0
        self.offset = clamped(offset)
    }

    /// Whether a fling is still gliding.
    ///
    /// ```swift
    /// if scroll.isGliding { requestTick() }
    /// ```
    public var isGliding: Bool { glide != nil }

    /// The speed of the glide now, in points per second (0 at rest).
    public var velocity: Double {
        guard let glide else { return 0 }
        return glide.velocity * exponential(-decay * max(now - glide.time, 0))
    }

    /// Sets how long the content is beyond its view; the offset is kept within it.
    ///
    /// ```swift
    /// scroll.setLimit(contentHeight - viewHeight)
    /// ```
    public mutating func setLimit(_ limit: Double) {
        self.limit = limit.isFinite ? max(limit, 0) : 0
        offset = clamped(offset)
    }

    /// Moves to `offset` at once (clamped), stopping any glide: a finger holding the
    /// content, or a wheel step.
    ///
    /// ```swift
    /// scroll.scroll(to: offsetAtPress - translation.dy)
    /// ```
    public mutating func scroll(to offset: Double) {
        glide = nil
        if offset.isFinite { self.offset = clamped(offset) }
    }

    /// Moves by `delta` at once (clamped), stopping any glide.
    ///
    /// ```swift
    /// scroll.scroll(by: -wheel.delta.dy * 40)
    /// ```
    public mutating func scroll(by delta: Double) {
        scroll(to: offset + (delta.isFinite ? delta : 0))
    }

    /// Lets go with the content moving at `velocity` (points per second, positive towards
    /// the end): it glides on from `time`, unless that is slower than ``restingSpeed`` or
    /// heads past an end it already stands at.
    ///
    /// ```swift
    /// scroll.fling(velocity: -pan.velocity.dy, at: pan.time)
    /// ```
    public mutating func fling(velocity: Double, at time: Double) {
        glide = nil
        guard velocity.isFinite, time.isFinite, abs(velocity) >= restingSpeed else { return }
        if velocity < 0 && offset <= 0 || velocity > 0 && offset >= limit { return }
        now = time
        glide = (time, offset, min(max(velocity, -maximumSpeed), maximumSpeed))
    }

    /// Moves the glide on to `time`; returns whether it still glides.
    ///
    /// ```swift
    /// let moving = scroll.advance(to: now)
    /// ```
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        guard let glide, time.isFinite else { return isGliding }
        now = max(now, time)
        let elapsed = max(now - glide.time, 0)
        let fade = exponential(-decay * elapsed)
        let travelled = glide.velocity / decay * (1 - fade)
        let next = glide.offset + travelled
        offset = clamped(next)
        if offset != next || abs(glide.velocity * fade) < restingSpeed { self.glide = nil }
        return isGliding
    }

    /// Stops a glide where it is (a finger touched the gliding content).
    ///
    /// ```swift
    /// scroll.stop()
    /// ```
    public mutating func stop() { glide = nil }

    private func clamped(_ value: Double) -> Double { min(max(value, 0), limit) }
}
