import DragAndDrop
import Testing

@Suite("Swipe scroll")
struct SwipeScrollTests {
    func finger(_ phase: PointerEvent.Phase, y: Double, at time: Double, kind: PointerKind = .touch)
        -> PointerEvent
    {
        PointerEvent(phase, at: Point(x: 100, y: y), time: time, pointer: 2, kind: kind)
    }

    @Test("a finger swiped up moves the content with it, then it glides on")
    func swipeThenGlide() {
        var list = SwipeScroll()
        list.setLimit(2000)
        let pressed = list.handle(finger(.down, y: 600, at: 0))
        let nudged = list.handle(finger(.move, y: 597, at: 0.016))
        #expect(!pressed && !nudged, "a press and a few points: still a tap")
        var y = 597.0
        var time = 0.016
        for _ in 0..<10 {
            y -= 30
            time += 0.016
            let swiping = list.handle(finger(.move, y: y, at: time))
            #expect(swiping)
        }
        #expect(list.offset == 600 - y, "under the finger")
        let lifted = list.handle(finger(.up, y: y, at: time + 0.016))
        #expect(lifted)
        let released = list.offset
        #expect(list.isMoving)
        list.advance(to: time + 0.3)
        #expect(list.offset > released + 200, "momentum: \(list.offset) after \(released)")
        let stopped = list.handle(finger(.down, y: 300, at: time + 0.31))
        #expect(stopped, "the finger that stops the glide presses nothing under it")
        let caught = list.offset
        list.advance(to: time + 0.5)
        #expect(list.offset == caught, "a finger on gliding content stops it")
    }

    @Test("a mouse drag does not scroll; the wheel does")
    func mouseAndWheel() {
        var list = SwipeScroll()
        list.setLimit(1000)
        let pressed = list.handle(finger(.down, y: 600, at: 0, kind: .mouse))
        let moved = list.handle(finger(.move, y: 300, at: 0.1, kind: .mouse))
        #expect(!pressed && !moved && list.offset == 0)
        let place = Point(x: 10, y: 10)
        let wheeled = list.handle(WheelEvent(at: place, delta: Vector(dx: 0, dy: -3), time: 1))
        #expect(wheeled && list.offset > 0)
        let still = list.handle(WheelEvent(at: place, delta: Vector(dx: 0, dy: 0), time: 1))
        #expect(!still)
    }
}
