/// When a host draws a frame: after input, while the scene says something moves, and once
/// more after it stops, because the step that ends an animation changes the picture too
/// (the last slice of zones filed, a tip that appears). A host that drew only while the
/// scene moves would leave the next-to-last picture on screen.
///
/// ```swift
/// var schedule = FrameSchedule()
/// let moving = scene.advance(to: now)
/// if schedule.needsFrame(afterInput: inputArrived, moving: moving) { draw(scene.displayList()) }
/// ```
public struct FrameSchedule: Sendable {
    private var wasMoving = false

    /// A schedule for a scene at rest.
    public init() {}

    /// Whether to draw now, given whether input arrived since the last frame and what the
    /// scene's `advance(to:)` just returned.
    public mutating func needsFrame(afterInput inputArrived: Bool, moving: Bool) -> Bool {
        defer { wasMoving = moving }
        return inputArrived || moving || wasMoving
    }
}
