import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// Any sequence of pointer events (ups without downs, repeated downs, other pointers,
/// cancels, NaN and infinite coordinates, time running backwards, zones vanishing
/// mid-drag) ends every started drag exactly once, with finite landings.
@Test func everyDragEndsExactlyOnceWhateverThePointerDoes() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...200)) {
        codes in
        let activations: [ActivationRule] = [
            .distance(4), .immediate, .delay(0.2, tolerance: 6), .distance(.nan),
        ]
        var session = DragSession<Int, Int>(
            configuration: .init(activation: activations[abs(codes[0]) % activations.count]))
        var zones = chessLikeZones()
        var open = 0  // drags started and not yet ended
        var ended = 0
        var started = 0
        var time = 0.0
        var i = 0
        func next() -> Int {
            defer { i += 1 }
            return codes[i % codes.count] &+ i &* 104_729
        }
        func resolve(_ probe: DragProbe) -> DropTarget<Int> {
            zones.target(for: probe, using: RectIntersection()) { zone in
                zone.id % 3 == 0 ? .rejected : .accepted
            }
        }
        func record(_ events: [DragEvent<Int, Int>]) {
            for event in events {
                switch event {
                case .started:
                    #expect(open == 0, "a second drag started before the first ended")
                    open += 1
                    started += 1
                case .dropped(let result):
                    #expect(open == 1)
                    open -= 1
                    ended += 1
                    #expect(result.landing.from.isFinite && result.landing.destination.isFinite)
                    #expect(result.landing.velocity.isFinite)
                case .cancelled(_, _, let landing):
                    #expect(open == 1)
                    open -= 1
                    ended += 1
                    #expect(
                        landing.from.isFinite && landing.destination.isFinite
                            && landing.velocity.isFinite)
                case .over, .entered, .exited:
                    #expect(open == 1, "zone events only during a drag")
                case .tapped:
                    #expect(open == 0)
                }
            }
        }
        for _ in 0..<codes.count {
            let op = next() % 12
            time += next() % 9 == 0 ? -0.5 : Double(next() % 50) / 1000
            if next() % 23 == 0 { time = .nan }
            let location = HostileNumbers.point(next(), next())
            let pointer = next() % 6 == 0 ? 1 : 0
            switch op {
            case 0, 1:
                let frame = HostileNumbers.rect(next(), next(), next(), next())
                record(
                    session.press(
                        next() % 5, frame: frame,
                        with: PointerEvent(.down, at: location, time: time, pointer: pointer),
                        resolve: resolve))
            case 2...6:
                record(
                    session.handle(
                        PointerEvent(.move, at: location, time: time, pointer: pointer),
                        resolve: resolve))
            case 7:
                record(
                    session.handle(
                        PointerEvent(.up, at: location, time: time, pointer: pointer),
                        resolve: resolve))
            case 8:
                record(
                    session.handle(
                        PointerEvent(.cancel, at: location, time: time, pointer: pointer),
                        resolve: resolve))
            case 9:
                record(
                    session.handle(
                        PointerEvent(.down, at: location, time: time, pointer: pointer),
                        resolve: resolve))
            case 10:
                zones.remove(next() % 70)
                record(session.refresh(resolve: resolve))
            default:
                record(
                    next() % 2 == 0
                        ? session.cancel(reason: .escape)
                        : session.advance(to: time, resolve: resolve))
            }
            if session.phase == .dragging {
                #expect(session.frame.isFinite, "the dragged item is always somewhere real")
            }
        }
        record(session.cancel(reason: .app))
        #expect(open == 0)
        #expect(started == ended)
        #expect(session.phase == .idle)
    }
}

/// An 8×8 board of 80-point squares with ids 0…63, nested in a board zone with id 64.
private func chessLikeZones() -> DropZones<Int> {
    var zones = DropZones<Int>(cellSize: 80)
    zones.insert(DropZone(id: 64, frame: Rect(x: 0, y: 0, width: 640, height: 640)))
    for square in 0..<64 {
        let frame = Rect(
            x: Double(square % 8) * 80, y: Double(square / 8) * 80, width: 80, height: 80)
        zones.insert(DropZone(id: square, frame: frame, snapAnchor: frame.center, parent: 64))
    }
    return zones
}
