import Geometry
import Gestures
import PropertyBased
import TestSupport
import Testing

/// A random, often broken, stream of pointer input: up to three pointers, downs repeated,
/// ups without downs, cancels, NaN and infinite coordinates and times, time running
/// backwards, and ticks in between.
enum Input {
    case event(PointerEvent)
    case tick(Double)
}

func randomInput(count: Int, using random: inout SeededGenerator) -> [Input] {
    var time = 0.0
    var inputs: [Input] = []
    func coordinate(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<40, using: &random) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: 1e300
        default: .random(in: 0...400, using: &random)
        }
    }
    for _ in 0..<count {
        time += .random(in: 0...0.2, using: &random)
        var stamp = time
        switch Int.random(in: 0..<30, using: &random) {
        case 0: stamp = .nan
        case 1: stamp = time - 1
        case 2: stamp = .infinity
        default: break
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            inputs.append(.tick(stamp))
            continue
        }
        let phases: [PointerEvent.Phase] = [.down, .move, .move, .move, .up, .cancel]
        let buttons: [PointerButton] = [.primary, .primary, .primary, .secondary]
        let event = PointerEvent(
            phases.randomElement(using: &random)!,
            at: Point(x: coordinate(&random), y: coordinate(&random)), time: stamp,
            pointer: .random(in: 0...2, using: &random),
            button: buttons.randomElement(using: &random)!)
        inputs.append(.event(event))
    }
    return inputs
}

/// Checks that continuous reports form well-nested lives: began, changed…, then exactly one
/// ended or cancelled, with nothing outside a life.
struct LifeChecker {
    var open = false
    var began = 0
    var finished = 0

    mutating func check(_ phase: GesturePhase, _ label: String) {
        switch phase {
        case .began:
            #expect(!open, "\(label): began twice")
            open = true
            began += 1
        case .changed:
            #expect(open, "\(label): changed outside a gesture")
        case .ended, .cancelled:
            #expect(open, "\(label): ended outside a gesture")
            open = false
            finished += 1
        }
    }
}

/// Feeds `inputs` to a recognizer, then cancels every pointer and lets time run out.
func drive<R: GestureRecognizer>(_ recognizer: inout R, _ inputs: [Input]) -> [R.Gesture] {
    var reports: [R.Gesture] = []
    for input in inputs {
        switch input {
        case .event(let event): reports += recognizer.handle(event)
        case .tick(let time): reports += recognizer.advance(to: time)
        }
    }
    for pointer in 0...2 {
        reports += recognizer.handle(PointerEvent(.cancel, at: .zero, time: .nan, pointer: pointer))
    }
    reports += recognizer.advance(to: 1e9)
    #expect(!recognizer.isPossible, "ends in a defined resting state")
    return reports
}

@Test func randomInputNeverBreaksARecognizer() async {
    await propertyCheck(input: Gen.int(in: 0...Int.max), Gen.int(in: 1...120)) { seed, count in
        var random = SeededGenerator(seed: UInt64(seed))
        let inputs = randomInput(count: count, using: &random)

        var pan = PanRecognizer()
        var panLife = LifeChecker()
        for report in drive(&pan, inputs) {
            panLife.check(report.phase, "pan")
            #expect(report.location.isFinite && report.start.isFinite && report.time.isFinite)
            #expect(report.translation.isFinite && report.velocity.isFinite)
        }
        #expect(!panLife.open && panLife.began == panLife.finished)

        var hold = LongPressRecognizer()
        var holdLife = LifeChecker()
        for report in drive(&hold, inputs) {
            holdLife.check(report.phase, "long press")
            #expect(report.location.isFinite && report.time.isFinite)
        }
        #expect(!holdLife.open && holdLife.began == holdLife.finished)

        var pinch = PinchRecognizer()
        var pinchLife = LifeChecker()
        for report in drive(&pinch, inputs) {
            pinchLife.check(report.phase, "pinch")
            #expect(report.scale.isFinite && report.scale >= 0 && report.centre.isFinite)
            #expect(report.translation.isFinite && report.time.isFinite)
        }
        #expect(!pinchLife.open && pinchLife.began == pinchLife.finished)

        var taps = RequireFailure.tapOrDoubleTap()
        for report in drive(&taps, inputs) {
            switch report {
            case .primary(let tap):
                #expect(tap.count == 1 && tap.location.isFinite && tap.time.isFinite)
            case .preferred(let tap):
                #expect(tap.count == 2 && tap.location.isFinite && tap.time.isFinite)
            }
        }
    }
}

/// A single tap reported by the tap-or-double-tap pair is never part of a double tap: for
/// clean random tapping, the taps of one recognizer alone equal the pair's single taps
/// plus two for each double tap.
@Test func everyTapIsCountedOnceEitherAsASingleOrInADouble() async {
    await propertyCheck(input: Gen.int(in: 0...Int.max)) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var events: [PointerEvent] = []
        var time = 0.0
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            time += .random(in: 0.05...0.6, using: &random)
            let spot = Point(x: .random(in: 0...60, using: &random), y: 10)
            events.append(PointerEvent(.down, at: spot, time: time))
            time += .random(in: 0.02...0.15, using: &random)
            events.append(PointerEvent(.up, at: spot, time: time))
        }
        var plain = TapRecognizer()
        let allTaps = events.flatMap { plain.handle($0) }.count
        var pair = RequireFailure.tapOrDoubleTap()
        var reports = events.flatMap { pair.handle($0) }
        reports += pair.advance(to: time + 1)
        var singles = 0
        var doubles = 0
        for report in reports {
            if case .primary = report { singles += 1 } else { doubles += 1 }
        }
        #expect(allTaps == singles + 2 * doubles)
        #expect(!pair.isPossible)
    }
}
