/// The motion under way: each segment remembers how it started and computes its state at
/// any later time from that start alone, which is what makes ticks interchangeable.
extension Animated {
    /// One motion from a start state to a target.
    enum Segment: Sendable {
        /// A spring, from `displacement` (value − target) and `velocity` at `start`.
        case spring(Spring, start: Double, displacement: Value, velocity: Value)
        /// A tween from `from` at `start`, carrying the `velocity` it began with.
        case tween(duration: Double, easing: Easing, start: Double, from: Value, velocity: Value)
    }

    /// A requested motion, kept until its start time if it was delayed.
    struct Pending: Sendable {
        var target: Value
        var curve: Animation.Curve
        /// A velocity to start with instead of the current one.
        var velocity: Value?
        var start: Double
    }

    /// Starts `request` from the current value (and velocity, unless it brings its own).
    mutating func begin(_ request: Pending) {
        let startVelocity = request.velocity ?? velocity
        segmentTarget = request.target
        switch request.curve {
        case .instant:
            settle()
        case .spring(let spring):
            segment = .spring(
                spring, start: request.start, displacement: value.subtracting(request.target),
                velocity: startVelocity)
            velocity = startVelocity
            evaluate(at: request.start)
        case .tween(let duration, let easing):
            guard duration.isFinite, duration > 0 else { return settle() }
            segment = .tween(
                duration: duration, easing: easing, start: request.start, from: value,
                velocity: startVelocity)
            velocity = startVelocity
        }
    }

    /// Updates value and velocity to their state at `time`, settling when done.
    mutating func evaluate(at time: Double) {
        guard let segment else { return }
        switch segment {
        case .spring(let spring, let start, let displacement, let startVelocity):
            let state = spring.evolve(
                displacement: displacement, velocity: startVelocity, after: time - start)
            guard state.displacement.isFinite, state.velocity.isFinite,
                !spring.isAtRest(
                    displacement: state.displacement, velocity: state.velocity,
                    precision: precision)
            else { return settle() }
            value = segmentTarget.adding(state.displacement)
            velocity = state.velocity
        case .tween(let duration, let easing, let start, let from, let startVelocity):
            let elapsed = time - start
            let progress = elapsed / duration
            guard progress < 1 else { return settle() }
            let tween = TweenProgress(
                elapsed: max(elapsed, 0), duration: duration, easing: easing)
            let distance = segmentTarget.subtracting(from)
            let newValue = from.adding(distance.scaled(by: tween.travelled))
                .adding(startVelocity.scaled(by: tween.carried))
            let newVelocity = distance.scaled(by: tween.rate)
                .adding(startVelocity.scaled(by: tween.carriedRate))
            guard newValue.isFinite, newVelocity.isFinite else { return settle() }
            value = newValue
            velocity = newVelocity
        }
    }

    /// Ends the motion exactly on its target, at rest.
    mutating func settle() {
        value = segmentTarget
        velocity = .zero
        segment = nil
    }
}

/// Where a tween is after `elapsed` of `duration` seconds.
///
/// A tween that interrupts a moving value carries that value's velocity `v₀` with an extra
/// term `v₀ · h(τ)`, h(τ) = τ·(1 − τ/T)²: it starts at 0 with slope 1 (so the old velocity
/// goes on) and ends at 0 with slope 0 (so the tween still lands exactly, at rest).
struct TweenProgress {
    /// The eased fraction of the distance travelled.
    let travelled: Double
    /// The eased rate, in fractions of the distance per second.
    let rate: Double
    /// The seconds' worth of starting velocity still added in (h above).
    let carried: Double
    /// The factor on the starting velocity in the current velocity (h′ above).
    let carriedRate: Double

    init(elapsed: Double, duration: Double, easing: Easing) {
        let u = min(elapsed / duration, 1)
        let eased = easing.value(at: u)
        travelled = eased.isFinite ? eased : u
        rate = easing.slope(at: u) / duration
        carried = elapsed * (1 - u) * (1 - u)
        carriedRate = (1 - u) * (1 - 3 * u)
    }
}
