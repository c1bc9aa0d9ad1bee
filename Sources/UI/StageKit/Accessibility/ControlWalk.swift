import Geometry
import Gestures

/// F6 on the desktop: the keyboard's way to every control a page shows, not only the
/// toolbar's (F10) and the items a scene's own keys move among (Tab): its buttons,
/// toggles, segments, sliders and text fields, and whatever else is pressed as a button
/// (Emoji Art's palette), in the order of the accessibility tree, as Tab walks the web
/// page's mirror of them.
///
/// F6 chooses the next control and Shift+F6 the one before; past either end the keys go
/// back to the page. The chosen control gets the keyboard's focus, so a slider takes the
/// arrows and a field the typing; Enter or Space press a button, toggle or segment (a tap
/// at its centre, as assistive technology presses it). Escape, Tab or a press anywhere
/// leave the walk. The host draws a ring around the chosen control.
///
/// ```swift
/// var walk = ControlWalk()
/// for event in walk.events(for: input, seen: lastList.seen, in: size) { scene.handle(event) }
/// var shown = scene.displayList()
/// walk.follow(shown.seen, in: size)
/// walk.draw(into: &shown)
/// ```
public struct ControlWalk: Equatable, Sendable {
    /// The key that walks forward (with Shift, back).
    public static let key = Key("f6")

    /// The tree key of the chosen control, if the walk is on one.
    public private(set) var chosen: String?
    /// Where the chosen control is drawn.
    public private(set) var ring: Rect?
    /// The chosen control's place among the controls: a press may rename what it presses
    /// ("Spread" becomes "Stack"), and the walk stays on it by this.
    private var place = 0
    private var pressed = false

    /// A walk on no control.
    public init() {}

    /// Whether a control is chosen.
    public var isActive: Bool { chosen != nil }

    /// The events the scene gets for `event`: the event itself, unless the walk takes it
    /// (F6, and while a control is chosen Enter, Space and Escape); `seen` is what the last
    /// frame showed in a window of `size`.
    public mutating func events(
        for event: InputEvent, seen: @autoclosure () -> [SeenElement], in size: Size
    ) -> [InputEvent] {
        switch event {
        case .pointer(let p) where p.phase == .down:
            leave()
        case .key(let key) where key.matches(Self.key) || key.matches(Self.key, .shift):
            return step(
                by: key.modifiers == .shift ? -1 : 1, in: AccessibilityTree(seen(), in: size),
                at: key.time)
        case .key(let key) where isActive:
            if key.matches(.escape) {
                leave()
                return [Self.blur(at: key.time)]
            }
            if key.matches(.tab) || key.matches(.tab, .shift) {
                leave()
            } else if key.matches(.enter) || key.matches(.space) {
                let tree = AccessibilityTree(seen(), in: size)
                if let node = tree.index(ofKey: chosen ?? "").map({ tree.nodes[$0] }),
                    node.isPressedByTap
                {
                    pressed = true
                    return node.events(for: .press, at: key.time)
                }
            }
        default:
            break
        }
        return [event]
    }

    /// Keeps the walk on its control in the frame just drawn (`seen`, in a window of
    /// `size`): after a press, on whatever control now stands in its place; if the
    /// control is gone, the walk ends.
    public mutating func follow(_ seen: [SeenElement], in size: Size) {
        guard let chosen else { return }
        let tree = AccessibilityTree(seen, in: size)
        let controls = Self.controls(in: tree)
        if let index = tree.index(ofKey: chosen) {
            ring = tree.nodes[index].frame
            place = controls.firstIndex(of: index) ?? place
        } else if pressed, place < controls.count {
            self.chosen = tree.nodes[controls[place]].key
            ring = tree.nodes[controls[place]].frame
        } else {
            leave()
        }
        pressed = false
    }

    /// Draws the ring around the chosen control.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        if let ring { list.keyFocusRing(around: ring, theme: theme) }
    }

    /// The indices of the controls the walk stops at: enabled controls, and whatever else
    /// is pressed like a button (a palette's "Add 🍎").
    static func controls(in tree: AccessibilityTree) -> [Int] {
        tree.nodes.indices.filter {
            let node = tree.nodes[$0]
            return (node.element.role == .control || node.isPressedByTap)
                && !node.actions.isEmpty && !node.states.contains(.disabled)
        }
    }

    private mutating func step(by offset: Int, in tree: AccessibilityTree, at time: Double)
        -> [InputEvent]
    {
        let controls = Self.controls(in: tree)
        let at = chosen.flatMap { key in controls.firstIndex { tree.nodes[$0].key == key } }
        let next = at.map { $0 + offset } ?? (offset > 0 ? 0 : controls.count - 1)
        guard controls.indices.contains(next) else {
            leave()
            return [Self.blur(at: time)]
        }
        let node = tree.nodes[controls[next]]
        chosen = node.key
        ring = node.frame
        place = next
        return node.events(for: .focus, at: time)
    }

    private mutating func leave() {
        chosen = nil
        ring = nil
        pressed = false
    }

    /// Takes the keyboard's focus off every control (a slider lets go of the arrows).
    private static func blur(at time: Double) -> InputEvent {
        .focus(FocusEvent(.control, "", time: time))
    }
}
