import DragAndDrop
import TestSupport
import Testing

/// What the getting-started article promises about its apple and basket.
@Suite struct GettingStartedTests {
    /// Plays a press at the apple's centre, a drag to `end` and a release, then lets the
    /// landing glide finish.
    private func dragApple(to end: Point) -> AppleAndBasket {
        var app = AppleAndBasket()
        var script = PointerScript()
        for event in script.press(at: Point(x: 50, y: 50)) + script.drag(to: end, steps: 12)
            + script.release()
        {
            app.pointer(event)
        }
        var time = script.time
        while app.advance(to: time), time < script.time + 5 { time += 1.0 / 60 }
        return app
    }

    @Test func theAppleDroppedOverTheBasketLandsInIt() throws {
        let app = dragApple(to: Point(x: 380, y: 230))
        #expect(app.isInBasket)
        #expect(app.apple.center == Point(x: 400, y: 200), "it settles on the basket's anchor")
        let pose = try #require(app.look.pose(of: "apple"))
        #expect(isClose(pose.position, Point(x: 400, y: 200)))
        #expect(pose.scale == 1, "put down, it is its resting size again")
    }

    @Test func theAppleDroppedElsewhereGlidesHome() throws {
        let app = dragApple(to: Point(x: 150, y: 400))
        #expect(!app.isInBasket)
        #expect(app.apple == Rect(x: 20, y: 20, width: 60, height: 60))
        let pose = try #require(app.look.pose(of: "apple"))
        #expect(isClose(pose.position, Point(x: 50, y: 50)))
    }

    @Test func nothingJumpsWhenTheAppleIsReleased() throws {
        var app = AppleAndBasket()
        var script = PointerScript()
        for event in script.press(at: Point(x: 50, y: 50))
            + script.drag(to: Point(x: 380, y: 230), steps: 12)
        {
            app.pointer(event)
        }
        _ = app.advance(to: script.time)
        let held = try #require(app.look.pose(of: "apple")).position
        #expect(isClose(held, Point(x: 380, y: 230)), "the apple follows the pointer")
        for event in script.release() { app.pointer(event) }
        _ = app.advance(to: script.time)
        let released = try #require(app.look.pose(of: "apple")).position
        #expect(isClose(released, held), "the glide starts where the apple was drawn")
    }
}
