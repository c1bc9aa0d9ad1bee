import DragAndDrop
import StageKit
import TestSupport
import Testing

/// The host article: a headless host runs the getting-started scene from input events to
/// a display list.
@Suite struct HostArticleTests {
    @Test func aHeadlessHostRunsTheAppleScene() throws {
        var host = HeadlessHost(AppleScene(), size: Size(width: 800, height: 600))
        let path = [Point(x: 50, y: 50), Point(x: 200, y: 120), Point(x: 380, y: 230)]
        host.send(.pointer(PointerEvent(.down, at: path[0], time: 0.1)))
        host.send(.pointer(PointerEvent(.move, at: path[1], time: 0.2)))
        host.send(.pointer(PointerEvent(.move, at: path[2], time: 0.3)))
        host.send(.pointer(PointerEvent(.up, at: path[2], time: 0.4)))
        host.runUntilStill()

        let apple = host.frame.seen(.item).first  // the apple as drawn
        // apple?.frame is centred on the basket's centre, (400, 200).
        #expect(host.scene.stateDescription == "The apple is in the basket.")

        let drawn = try #require(apple)
        #expect(isClose(drawn.frame.center, Point(x: 400, y: 200), tolerance: 1e-6))
        #expect(isClose(drawn.frame.size.width, 60, tolerance: 1e-6), "landed, it has its own size")
        #expect(host.frame.seen(.place).map(\.label) == ["basket"])
        #expect(host.time > 0.4, "the landing took some frames")
    }

    @Test func whileDraggedTheAppleIsLiftedUnderThePointer() throws {
        var host = HeadlessHost(AppleScene(), size: Size(width: 800, height: 600))
        host.send(.pointer(PointerEvent(.down, at: Point(x: 50, y: 50), time: 0.1)))
        host.send(.pointer(PointerEvent(.move, at: Point(x: 250, y: 300), time: 0.2)))
        host.runUntilStill()

        let apple = try #require(host.frame.seen(.item).first)
        #expect(isClose(apple.frame.center, Point(x: 250, y: 300), tolerance: 1e-6))
        #expect(
            isClose(apple.frame.size.width, 66, tolerance: 1e-6), "lifted, it is 1.1 times as large"
        )
        #expect(host.scene.stateDescription == "The apple is on the table.")
    }
}
