import CSDL2
import Geometry
import Gestures
import StageKit
import Testing

@testable import DesktopHost

/// SDL's events as the desktop host hands them to scenes: fingers as pointers of their
/// own, made-up mouse events dropped, and pressed pointers cancelled when the focus goes.
@Suite("SDL events into input events")
struct EventTranslationTests {
    var translation = SDLEventTranslation(startTicks: 0)

    init() { translation.windowSize = Size(width: 800, height: 600) }

    static func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        return event
    }

    static func mouse(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        event.button.y = y
        return event
    }

    @Test("two fingers are two pointers, placed in window points")
    mutating func twoFingers() {
        let first = translation.translate(Self.finger(SDL_FINGERDOWN, id: 7, x: 0.25, y: 0.5))
        let second = translation.translate(Self.finger(SDL_FINGERDOWN, id: 9, x: 0.75, y: 0.5))
        guard case .pointer(let a)? = first, case .pointer(let b)? = second else {
            Issue.record("fingers are pointer events")
            return
        }
        #expect(a.phase == .down && b.phase == .down)
        #expect(a.pointer != b.pointer && a.pointer != 0 && b.pointer != 0, "not the mouse")
        #expect(a.location == Point(x: 200, y: 300) && b.location == Point(x: 600, y: 300))
        let moved = translation.translate(Self.finger(SDL_FINGERMOTION, id: 9, x: 0.5, y: 0.25))
        guard case .pointer(let m)? = moved else {
            Issue.record("a finger's motion is a pointer event, not \(String(describing: moved))")
            return
        }
        #expect(m.phase == .move && m.pointer == b.pointer && m.location == Point(x: 400, y: 150))
    }

    @Test("mouse events that SDL makes up from touches are dropped")
    mutating func touchMouseDropped() {
        let fake = Self.mouse(
            SDL_MOUSEBUTTONDOWN, x: 10, y: 10, which: SDLEventTranslation.touchMouseID)
        #expect(translation.translate(fake) == nil)
        #expect(translation.translate(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)) != nil)
    }

    @Test("losing the focus cancels every pointer still pressed, once")
    mutating func focusLostCancels() {
        _ = translation.translate(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 40, y: 50))
        _ = translation.translate(Self.finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5))
        let cancels = translation.cancelAll(at: 2)
        #expect(cancels.count == 2)
        for event in cancels {
            guard case .pointer(let p) = event else { continue }
            #expect(p.phase == .cancel)
        }
        #expect(translation.cancelAll(at: 3).isEmpty, "nothing is pressed any more")
        _ = translation.translate(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 40, y: 50))
        _ = translation.translate(Self.mouse(SDL_MOUSEBUTTONUP, x: 40, y: 50))
        #expect(translation.cancelAll(at: 4).isEmpty, "a released button is not cancelled")
    }
}
