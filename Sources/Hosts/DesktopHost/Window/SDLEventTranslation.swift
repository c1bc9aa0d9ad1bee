import CSDL2
import Geometry
import Gestures
import StageKit

/// Turns SDL's events into the kit's input events (nil for events scenes do not see).
///
/// The mouse is pointer 0; each finger on a touch screen is a pointer of its own (so two
/// fingers pinch), its place given in window points. Mouse events that SDL makes up from
/// touches are dropped, since the touches themselves arrive. It remembers which pointers
/// are down, so that losing the window's focus can cancel them (`cancelAll`).
struct SDLEventTranslation {
    /// SDL's tick count when the session started; event times count from here.
    let startTicks: UInt32
    private(set) var pointer = Point.zero
    /// The window's size in points, for placing touches (SDL gives them from 0 to 1).
    var windowSize = Size(width: 1, height: 1)
    /// The pointers pressed now, with where each is.
    private(set) var pressed: [PointerID: Point] = [:]
    /// The mouse buttons held now.
    private var heldButtons: [PointerButton] = []

    /// SDL's id for mouse events made up from touches.
    static let touchMouseID = UInt32.max

    init(startTicks: UInt32) { self.startTicks = startTicks }

    /// Cancels every pointer still pressed (the window lost the focus, so their releases
    /// will never come).
    mutating func cancelAll(at time: Double) -> [InputEvent] {
        let events = pressed.sorted { $0.key < $1.key }.map { id, location in
            InputEvent.pointer(
                PointerEvent(
                    .cancel, at: location, time: time, pointer: id, kind: id == 0 ? .mouse : .touch)
            )
        }
        pressed.removeAll()
        heldButtons.removeAll()
        return events
    }

    /// The pointer id of a finger: 1 and up, the mouse being 0.
    static func pointerID(ofFinger finger: SDL_FingerID) -> PointerID {
        PointerID(truncatingIfNeeded: finger & 0x3FFF_FFFF) + 1
    }

    func time(of event: SDL_Event) -> Double {
        let stamp = event.common.timestamp
        return stamp > startTicks ? Double(stamp - startTicks) / 1000 : 0
    }

    mutating func translate(_ event: SDL_Event) -> InputEvent? {
        let t = time(of: event)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouseID else { return nil }
            pointer = Point(x: Double(event.motion.x), y: Double(event.motion.y))
            if pressed[0] != nil { pressed[0] = pointer }
            return .pointer(
                PointerEvent(
                    .move, at: pointer, time: t, modifiers: Self.modifiers(SDL_GetModState())))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != Self.touchMouseID else { return nil }
            pointer = Point(x: Double(b.x), y: Double(b.y))
            let button: PointerButton
            switch Int32(b.button) {
            case SDL_BUTTON_LEFT: button = .primary
            case SDL_BUTTON_RIGHT: button = .secondary
            case SDL_BUTTON_MIDDLE: button = .middle
            default: return nil
            }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            if phase == .down {
                heldButtons.append(button)
            } else {
                heldButtons.removeAll { $0 == button }
            }
            pressed[0] = heldButtons.isEmpty ? nil : pointer
            return .pointer(
                PointerEvent(
                    phase, at: pointer, time: t, button: button,
                    modifiers: Self.modifiers(SDL_GetModState())))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let id = Self.pointerID(ofFinger: f.fingerId)
            let location = Point(
                x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
            let phase: PointerEvent.Phase
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: phase = .down
            case SDL_FINGERUP: phase = .up
            default: phase = .move
            }
            if phase == .up { pressed[id] = nil } else { pressed[id] = location }
            return .pointer(PointerEvent(phase, at: location, time: t, pointer: id, kind: .touch))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(
                WheelEvent(
                    at: pointer,
                    delta: Vector(dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip),
                    time: t, modifiers: Self.modifiers(SDL_GetModState())))
        case SDL_KEYDOWN:
            guard let name = Self.keyName(event.key.keysym.sym) else { return nil }
            return .key(
                KeyEvent(
                    Key(name), modifiers: Self.modifiers(SDL_Keymod(UInt32(event.key.keysym.mod))),
                    time: t))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(TextInput(text, time: t))
        default:
            return nil
        }
    }

    static func modifiers(_ mod: SDL_Keymod) -> KeyModifiers {
        let raw = mod.rawValue
        var m: KeyModifiers = []
        if raw & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if raw & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if raw & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if raw & KMOD_GUI.rawValue != 0 { m.insert(.command) }
        return m
    }

    /// The portable name of a key (nil for modifier keys and keys scenes never see).
    static func keyName(_ sym: SDL_Keycode) -> String? {
        func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: k.rawValue) }
        switch sym {
        case code(SDLK_ESCAPE): return "escape"
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): return "enter"
        case code(SDLK_TAB): return "tab"
        case code(SDLK_BACKSPACE): return "backspace"
        case code(SDLK_DELETE): return "delete"
        case code(SDLK_SPACE): return "space"
        case code(SDLK_LEFT): return "left"
        case code(SDLK_RIGHT): return "right"
        case code(SDLK_UP): return "up"
        case code(SDLK_DOWN): return "down"
        case code(SDLK_HOME): return "home"
        case code(SDLK_END): return "end"
        case code(SDLK_PAGEUP): return "pageup"
        case code(SDLK_PAGEDOWN): return "pagedown"
        case code(SDLK_APPLICATION), code(SDLK_MENU): return "menu"
        case code(SDLK_KP_PLUS): return "+"
        case code(SDLK_KP_MINUS): return "-"
        case code(SDLK_F1)...code(SDLK_F12): return "f\(sym - code(SDLK_F1) + 1)"
        case 33...126:
            return String(UnicodeScalar(UInt8(sym)))
        default:
            return nil
        }
    }
}
