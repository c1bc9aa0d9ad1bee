import StageKit

/// Runs a scene as the hosts do until it rests: a frame every 1/60 s, the scene advanced,
/// and a picture drawn when `FrameSchedule` says so. Returns the last picture drawn, and
/// the time it rested at (nil picture when none was drawn).
///
/// The hosts' promise, which tests check with it: once a scene rests, the picture on screen
/// is the scene's picture.
public func lastPictureDrawn<S: Scene>(
    running scene: inout S, from start: Double, afterInput: Bool = true, limit: Double = 60
) -> (picture: DisplayList?, time: Double) {
    var schedule = FrameSchedule()
    var picture: DisplayList?
    var time = start
    var input = afterInput
    while time < start + limit {
        let moving = scene.advance(to: time)
        if schedule.needsFrame(afterInput: input, moving: moving) {
            picture = scene.displayList()
        } else if !moving {
            break
        }
        input = false
        time += 1.0 / 60
    }
    return (picture, time)
}
