import DragAndDrop
import Testing

/// A finger's press becomes a drag only after a short press held still; a mouse's after a
/// few points of movement, at once.
/// A session pressed on one item, fed by hand.
private struct Press {
    var session = DragSession<String, String>()
    let frame = Rect(x: 0, y: 0, width: 80, height: 80)

    mutating func press(at time: Double, kind: PointerKind) -> [DragEvent<String, String>] {
        session.press(
            "piece", frame: frame,
            with: PointerEvent(.down, at: Point(x: 40, y: 40), time: time, pointer: 1, kind: kind),
            resolve: { _ in .none })
    }

    mutating func move(to x: Double, at time: Double, kind: PointerKind)
        -> [DragEvent<String, String>]
    {
        session.handle(
            PointerEvent(.move, at: Point(x: x, y: 40), time: time, pointer: 1, kind: kind),
            resolve: { _ in .none })
    }
}

@Suite("Touch activation")
struct TouchActivationTests {
    @Test("a finger held 300 ms then moved drags")
    func heldFingerDrags() {
        var p = Press()
        _ = p.press(at: 0, kind: .touch)
        #expect(p.session.isWaitingForDelay)
        let early = p.move(to: 42, at: 0.1, kind: .touch)
        #expect(early.isEmpty, "within the tolerance, too early")
        let events = p.session.advance(to: 0.3, resolve: { _ in .none })
        #expect(events.first == .started("piece"))
        _ = p.move(to: 140, at: 0.4, kind: .touch)
        #expect(p.session.frame.minX == 100)
    }

    @Test("a finger that moves on at once is no drag: the press is let go")
    func movedFingerDoesNotDrag() {
        var p = Press()
        _ = p.press(at: 0, kind: .touch)
        let moved = p.move(to: 60, at: 0.05, kind: .touch)
        #expect(moved.isEmpty && p.session.phase == .idle)
        let later = p.session.advance(to: 1, resolve: { _ in .none })
        #expect(later.isEmpty)
    }

    @Test("a mouse drags at once after a few points", arguments: [PointerKind.mouse, .pen])
    func mouseDragsAtOnce(kind: PointerKind) {
        var p = Press()
        _ = p.press(at: 0, kind: kind)
        #expect(!p.session.isWaitingForDelay)
        let moved = p.move(to: 60, at: 0.02, kind: kind)
        #expect(moved.first == .started("piece"))
    }

    @Test("a controller that drags at once (a handle) drags at once by touch too")
    func handleDragsAtOnceByTouch() {
        let immediate = DragController<String, String>(activation: .immediate)
        #expect(immediate.session.configuration.touchActivation == .immediate)
        let usual = DragController<String, String>(activation: .distance(6))
        #expect(usual.session.configuration.touchActivation == .touchPress)
        let custom = DragController<String, String>(touchActivation: .delay(0.5, tolerance: 2))
        #expect(custom.session.configuration.activation(for: .touch) == .delay(0.5, tolerance: 2))
        #expect(custom.session.configuration.activation(for: .mouse) == .distance(4))
    }
}
