import Geometry
import Gestures

/// An app's scene as the shared event routing sees it: a clock, modal sheets that take
/// every event while they are up, a toolbar, and the app's own handling of what is left.
/// An app writes only its parts; `route(_:)` is the order every app keeps.
///
/// ```swift
/// extension Sketch: AppScene {
///     mutating func handleModal(_ event: InputEvent) -> Bool { handleHintSheet(event) }
///     // perform(_:), resized(to:), handlePointer(_:), handleKey(_:)…
/// }
/// public mutating func handle(_ event: InputEvent) { route(event) }
/// ```
package protocol AppScene: Scene {
    /// The latest time seen, in seconds.
    var time: Double { get set }
    /// The app's commands.
    var toolbar: Toolbar { get set }
    /// Gives an event to whichever sheet is up; returns whether one took it.
    mutating func handleModal(_ event: InputEvent) -> Bool
    /// Does what a toolbar command asks.
    mutating func perform(_ action: Toolbar.Action)
    /// Lays the scene out for a new window size.
    mutating func resized(to size: Size)
    /// A pointer event the sheets and the toolbar did not take.
    mutating func handlePointer(_ event: PointerEvent)
    /// A key the sheets and the toolbar did not take.
    mutating func handleKey(_ event: KeyEvent)
    /// A wheel event the sheets and the toolbar did not take.
    mutating func handleWheel(_ event: WheelEvent)
    /// The keyboard's focus put on one of the scene's elements from outside (`FocusEvent`).
    mutating func handleFocus(_ event: FocusEvent)
    /// Text pasted (ctrl+v) that no sheet's field took.
    mutating func handlePaste(_ text: TextInput)
}

extension AppScene {
    /// The wheel does nothing unless the app gives it a meaning.
    package mutating func handleWheel(_ event: WheelEvent) {}

    /// Focus from outside moves nothing unless the app has a focus of its own.
    package mutating func handleFocus(_ event: FocusEvent) {}

    /// Text pasted with no field to take it means nothing unless the app makes something
    /// of it.
    package mutating func handlePaste(_ text: TextInput) {}

    /// Gives a pointer event to the toolbar: its buttons take it while no gesture of the
    /// scene is under way (`idle`), and a press on the bar never reaches the scene.
    /// - Returns: whether the toolbar took it.
    package mutating func toolbarTakes(_ event: PointerEvent, idle: Bool) -> Bool {
        if idle, let action = toolbar.handle(.pointer(event)) {
            perform(action)
            return true
        }
        return event.phase == .down && toolbar.contains(event.location)
    }

    /// Routes one event: time moves on; a resize lays out; an open sheet takes the
    /// event, then the toolbar (its open menu, its key); what is left is the app's.
    package mutating func route(_ event: InputEvent) {
        if event.time.isFinite { time = max(time, event.time) }
        if case .resize(let resize) = event {
            resized(to: resize.size)
            return
        }
        if handleModal(event) { return }
        if toolbar.takes(event) {
            if let action = toolbar.handle(event) { perform(action) }
            return
        }
        switch event {
        case .pointer(let pointer): handlePointer(pointer)
        case .key(let key): handleKey(key)
        case .wheel(let wheel): handleWheel(wheel)
        case .tick(let t): _ = advance(to: t)
        case .focus(let focus): handleFocus(focus)
        case .text(let text) where text.isPasted: handlePaste(text)
        case .text, .resize: break
        }
    }
}
