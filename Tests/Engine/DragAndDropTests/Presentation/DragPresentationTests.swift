import DragAndDrop
import TestSupport
import Testing

/// Drives a drag session and a presentation together, the way a scene does, recording
/// where the item is drawn on every 60 Hz frame.
private struct DraggedPiece {
    var session = DragSession<String, String>()
    var look = DragPresentation<String>()
    var zones = chessBoardZones()
    var script = PointerScript()
    var frames: [Pose] = []
    var lastLanding: Landing?
    let home = Rect(x: 480, y: 560, width: 80, height: 80)
    var legal: Set<String> = ["e4"]

    init() { look.place("knight", center: home.center) }

    func resolve(_ probe: DragProbe) -> DropTarget<String> {
        zones.target(for: probe, using: PointerWithin()) { zone in
            zone.id == "board" ? .none : legal.contains(zone.id) ? .accepted : .rejected
        }
    }

    mutating func feed(_ events: [PointerEvent]) {
        for event in events {
            frame(until: event.time)
            let reported =
                event.phase == .down
                ? session.press("knight", frame: home, with: event, resolve: resolve)
                : session.handle(event, resolve: resolve)
            for e in reported {
                switch e {
                case .started(let item): look.lift(item, at: event.time)
                case .dropped(let result):
                    lastLanding = result.landing
                    look.land(result.item, result.landing, at: event.time)
                case .cancelled(let item, _, let landing):
                    lastLanding = landing
                    look.land(item, landing, at: event.time)
                default: break
                }
            }
            if session.phase == .dragging { look.follow("knight", center: session.frame.center) }
            look.advance(to: event.time)
            frames.append(look.pose(of: "knight")!)
        }
    }

    /// Renders frames at 60 Hz up to `time`.
    mutating func frame(until time: Double) {
        var now = look.animator.time
        while now + 1.0 / 60 <= time {
            now += 1.0 / 60
            look.advance(to: now)
            frames.append(look.pose(of: "knight")!)
        }
    }

    /// The largest distance the item moved between two frames.
    var largestStep: Double {
        zip(frames, frames.dropFirst()).map { $0.position.distance(to: $1.position) }.max() ?? 0
    }

    /// The fastest a spring of this response can carry an item across `distance`, per
    /// 60 Hz frame (critically damped: distance · ω / e), with a margin.
    static func springStepLimit(distance: Double, response: Double) -> Double {
        distance * (2 * Double.pi / response) / 2.718 / 60 * 1.3
    }
}

@Test func anAcceptedDropGlidesIntoPlaceWithoutJumping() {
    var piece = DraggedPiece()
    piece.feed(piece.script.press(at: Point(x: 500, y: 580)))
    piece.feed(piece.script.drag(to: Point(x: 350, y: 350), steps: 12, duration: 0.4))
    #expect(piece.look.drawingOrder(["pawn", "knight", "bishop"]) == ["pawn", "bishop", "knight"])
    #expect(piece.look.pose(of: "knight")!.scale > 1.05, "lifted while dragged")
    let beforeRelease = piece.frames.count
    piece.feed(piece.script.release())
    piece.frame(until: piece.script.time + 1.5)
    let lastDragged = piece.frames[beforeRelease - 1].position
    #expect(
        piece.frames[beforeRelease].position.distance(to: lastDragged) < 15,
        "the glide starts where the drag ended")
    let rest = piece.look.pose(of: "knight")!
    #expect(
        isClose(rest.position, Point(x: 360, y: 360), tolerance: 0.01),
        "settled on the centre of e4")
    #expect(isClose(rest.scale, 1, tolerance: 0.001))
    #expect(!piece.look.isAnimating)
    #expect(piece.look.raised.isEmpty && piece.look.dragged == nil)
    // The pointer moved about 23 points per event; the glide never moves much more.
    #expect(piece.largestStep < 30, "largest step \(piece.largestStep)")
}

@Test func aRefusedDropGlidesHomeStillOnTopUntilItArrives() {
    var piece = DraggedPiece()
    piece.feed(piece.script.press(at: Point(x: 500, y: 580)))
    piece.feed(piece.script.drag(to: Point(x: 100, y: 100), steps: 20, duration: 0.5))
    piece.feed(piece.script.release())
    #expect(piece.lastLanding?.returnsHome == true)
    piece.frame(until: piece.script.time + 0.1)
    #expect(
        piece.look.drawingOrder(["knight", "rook"]) == ["rook", "knight"],
        "still above the others on its way")
    piece.frame(until: piece.script.time + 2)
    #expect(isClose(piece.look.pose(of: "knight")!.position, piece.home.center, tolerance: 0.01))
    #expect(piece.look.drawingOrder(["knight", "rook"]) == ["knight", "rook"])
    let limit = DraggedPiece.springStepLimit(
        distance: Point(x: 80, y: 80).distance(to: piece.home.center), response: 0.35)
    #expect(piece.largestStep < limit, "largest step \(piece.largestStep), limit \(limit)")
}

@Test func grabbingAnItemMidGlideContinuesFromWhereItIsDrawn() {
    var piece = DraggedPiece()
    piece.feed(piece.script.press(at: Point(x: 500, y: 580)))
    piece.feed(piece.script.drag(to: Point(x: 100, y: 100), steps: 20, duration: 0.5))
    piece.feed(piece.script.release())
    piece.frame(until: piece.script.time + 0.08)
    let midway = piece.look.pose(of: "knight")!.position
    #expect(midway.distance(to: piece.home.center) > 50, "still on its way home")
    // The session's frame follows the pointer from the item's home frame; a scene that
    // lets users grab a gliding item passes the drawn frame instead.
    let drawn = Rect(center: midway, size: piece.home.size)
    var script = PointerScript(time: piece.script.time + 0.08)
    let down = script.press(at: midway)[0]
    _ = piece.session.press("knight", frame: drawn, with: down, resolve: piece.resolve)
    piece.look.lift("knight", at: down.time)
    for event in script.drag(to: Point(x: midway.x + 40, y: midway.y), steps: 4, duration: 0.07) {
        for e in piece.session.handle(event, resolve: piece.resolve) where e == .started("knight") {
            piece.look.lift("knight", at: event.time)
        }
        piece.look.advance(to: event.time)
        piece.look.follow("knight", center: piece.session.frame.center)
        piece.frames.append(piece.look.pose(of: "knight")!)
    }
    let afterGrab = piece.frames.suffix(5).map { $0.position }
    let steps = zip(afterGrab, afterGrab.dropFirst()).map { $0.distance(to: $1) }
    #expect(
        steps.allSatisfy { $0 < 20 },
        "caught where it was drawn, then following the pointer: \(steps) \(afterGrab)")
}
