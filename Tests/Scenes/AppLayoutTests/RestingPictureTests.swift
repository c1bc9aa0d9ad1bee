import Geometry
import StageKit
import TestSupport
import Testing

/// The hosts draw only while something moves, plus once after (`FrameSchedule`). Whatever
/// an app does (random drags, taps and keys), once it rests the picture a host last drew
/// is the app's picture: no step that ends an animation is left off the screen.
@Suite("The resting picture")
struct RestingPictureTests {
    @Test(arguments: App.all)
    func onceAnAppRestsTheScreenShowsItsPicture(app: App) {
        var driver = app.driver(size: Size(width: 1280, height: 800))
        var random = SeededGenerator(seed: 7)
        for _ in 0..<12 {
            let from = Point(
                x: Double.random(in: 20...1260, using: &random),
                y: Double.random(in: 60...780, using: &random))
            let to = Point(
                x: Double.random(in: 20...1260, using: &random),
                y: Double.random(in: 60...780, using: &random))
            if Bool.random(using: &random) {
                driver.drag(from: from, to: to, steps: 4)
            } else {
                driver.tap(at: from)
            }
            var scene = driver.scene
            let shown = lastPictureDrawn(running: &scene, from: driver.time)
            #expect(
                shown.picture == nil || shown.picture == scene.displayList(),
                "\(app): the screen is left showing an earlier picture")
            driver.wait(0.5)
        }
    }
}
