import DragAndDrop
import TestSupport
import Testing

/// A drag from code lifts, commits and lands exactly as a pointer's drag does.
@Test func aProgrammaticDragCommitsLikeAPointerDrag() {
    var byHand = SlotRow()
    var script = PointerScript()
    byHand.feed(script.press(at: Point(x: 50, y: 50)) + script.drag(to: Point(x: 350, y: 50)))
    byHand.feed(script.release())

    var byCode = SlotRow()
    let began = byCode.beginProgrammaticDrag(at: Point(x: 50, y: 50), time: 0)
    #expect(began)
    #expect(byCode.drag.isDragging, "it starts at once, whatever the activation rule")
    #expect(byCode.drag.session.isProgrammatic)
    for k in 1...8 {
        byCode.moveProgrammaticDrag(
            to: Point(x: 50 + Double(k) * 37.5, y: 50), at: Double(k) * 0.02)
    }
    #expect(byCode.drag.landingZone == 3)
    byCode.endProgrammaticDrag(at: 0.16)
    #expect(byCode.log == byHand.log)
    #expect(byCode.log == ["pickUp a", "commit a 3", "ended a"])
    #expect(byCode.drag.isIdle)
}

/// Cancelling a programmatic drag puts the item back, as Escape does.
@Test func aCancelledProgrammaticDragPutsTheItemBack() {
    var row = SlotRow()
    row.beginProgrammaticDrag(at: Point(x: 50, y: 50), time: 0)
    row.moveProgrammaticDrag(to: Point(x: 350, y: 50), at: 0.1)
    let cancelled = row.cancelDrag(.app, at: 0.2)
    #expect(cancelled)
    #expect(row.log == ["pickUp a", "restore a", "ended a"])
    #expect(row.slots == [0: "a", 2: "b"])
}

/// A real pointer's moves and release do not steer a programmatic drag, and the
/// programmatic calls do nothing to a person's drag.
@Test func programmaticAndRealPointersKeepApart() {
    var row = SlotRow()
    row.beginProgrammaticDrag(at: Point(x: 50, y: 50), time: 0)
    row.feed([
        PointerEvent(.move, at: Point(x: 450, y: 50), time: 0.05),
        PointerEvent(.up, at: Point(x: 450, y: 50), time: 0.06),
    ])
    #expect(row.drag.isDragging, "the mouse's release is not the drag's")
    row.moveProgrammaticDrag(to: Point(x: 150, y: 50), at: 0.1)
    row.endProgrammaticDrag(at: 0.1)
    #expect(row.slots == [1: "a", 2: "b"])

    var script = PointerScript()
    row.feed(script.press(at: Point(x: 250, y: 50)) + script.drag(to: Point(x: 350, y: 50)))
    row.moveProgrammaticDrag(to: Point(x: 450, y: 50), at: script.time)
    row.endProgrammaticDrag(at: script.time)
    #expect(row.drag.isDragging, "a person's drag is not ended by code")
    row.feed(script.release())
    #expect(row.slots == [1: "a", 3: "b"])
}

/// At the session level the programmatic path reports the same events as a pointer that
/// presses, moves and releases with an immediate activation.
@Test func theSessionsProgrammaticPathReportsWhatAPointerWould() {
    var zones = DropZones<Int>()
    zones.insert(DropZone(id: 1, frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    zones.insert(DropZone(id: 2, frame: Rect(x: 100, y: 0, width: 100, height: 100)))
    let resolve = { (probe: DragProbe) in zones.target(for: probe, using: PointerWithin()) }
    let frame = Rect(x: 40, y: 40, width: 20, height: 20)
    let path = [Point(x: 80, y: 50), Point(x: 120, y: 50), Point(x: 150, y: 50)]

    var pointer = DragSession<String, Int>(configuration: .init(activation: .immediate))
    var byHand = pointer.press(
        "a", frame: frame, with: PointerEvent(.down, at: frame.center, time: 0), resolve: resolve)
    for (k, p) in path.enumerated() {
        byHand += pointer.handle(
            PointerEvent(.move, at: p, time: Double(k + 1) * 0.1), resolve: resolve)
    }
    byHand += pointer.handle(PointerEvent(.up, at: path[2], time: 0.3), resolve: resolve)

    var code = DragSession<String, Int>()  // a distance rule: code starts at once anyway
    var byCode = code.beginProgrammaticDrag(
        "a", frame: frame, at: frame.center, time: 0, resolve: resolve)
    for (k, p) in path.enumerated() {
        byCode += code.moveProgrammaticDrag(to: p, at: Double(k + 1) * 0.1, resolve: resolve)
    }
    byCode += code.endProgrammaticDrag(at: 0.3, resolve: resolve)
    #expect(byCode == byHand)
    #expect(byCode.contains(.entered(2)))
    #expect(code.phase == .idle && !code.isProgrammatic)
}
