import Geometry
import Gestures

/// Reaching the bar from the keyboard, as a toolbar should be reached (the WAI-ARIA
/// toolbar pattern): when nothing is folded, F10 puts the focus on the bar's first
/// control (with folded items it opens the More menu, `Toolbar.menuKey`); Left and Right
/// move between the buttons and the pickers' segments, Home and End go to the ends, Enter
/// or Space press the one focused and Escape, Tab or F10 leave the bar. A press anywhere
/// leaves it too.
extension Toolbar {
    /// A place the keyboard's focus can stand in the bar: a button, or one segment of a
    /// picker (the item's index, and the segment's).
    enum KeyStop: Hashable, Sendable {
        case button(Int)
        case segment(Int, Int)
    }

    /// The places the focus can stand, left to right: enabled buttons and segments shown
    /// in the bar.
    var keyStops: [KeyStop] {
        var stops: [KeyStop] = []
        for (i, item) in items.enumerated() where !folds(i) {
            switch item {
            case .button(_, let b) where b.isEnabled: stops.append(.button(i))
            case .picker(_, let p) where p.isEnabled:
                for s in p.segments.indices { stops.append(.segment(i, s)) }
            default: break
            }
        }
        return stops
    }

    /// Whether the keyboard's focus is in the bar.
    public var hasKeyFocus: Bool { keyFocus != nil }

    /// Whether a key is the bar's: F10 to enter it (when no item is folded), and while it
    /// has the focus the keys that move in it, press and leave.
    func takesFocusKey(_ key: KeyEvent) -> Bool {
        guard keyFocus != nil else {
            return key.matches(Self.menuKey) && !hasFoldedItems && !keyStops.isEmpty
        }
        for k in [Key.left, .right, .home, .end, .enter, .space, .escape, .tab, Self.menuKey]
        where key.matches(k) {
            return true
        }
        return key.matches(.tab, .shift)
    }

    /// Moves the focus, presses or leaves; returns what a press did.
    mutating func handleFocusKey(_ key: KeyEvent) -> Action? {
        let stops = keyStops
        guard let current = keyFocus, let at = stops.firstIndex(of: current) else {
            setKeyFocus(key.matches(Self.menuKey) ? stops.first : nil)
            return nil
        }
        let last = stops.count - 1
        if key.matches(.right) {
            setKeyFocus(stops[at == last ? 0 : at + 1])
        } else if key.matches(.left) {
            setKeyFocus(stops[at == 0 ? last : at - 1])
        } else if key.matches(.home) {
            setKeyFocus(stops.first)
        } else if key.matches(.end) {
            setKeyFocus(stops.last)
        } else if key.matches(.enter) || key.matches(.space) {
            // The press may open a sheet or change the scene: the keys go back to it.
            setKeyFocus(nil)
            return press(current)
        } else {
            setKeyFocus(nil)
        }
        return nil
    }

    /// What pressing a stop does: a button's action, or choosing a segment.
    private mutating func press(_ stop: KeyStop) -> Action? {
        switch stop {
        case .button(let i):
            guard case .button(let id, _) = items[i] else { return nil }
            return .button(id)
        case .segment(let i, let s):
            guard case .picker(let id, let p) = items[i], p.selectedIndex != s else { return nil }
            updatePicker(id) { $0.selectedIndex = s }
            return .picker(id, s)
        }
    }

    /// Puts the focus on a stop (nil: out of the bar) and marks the control that shows it.
    mutating func setKeyFocus(_ stop: KeyStop?) {
        keyFocus = stop
        for i in items.indices {
            switch items[i] {
            case .button(let id, var b):
                b.isKeyFocused = stop == .button(i)
                items[i] = .button(id, b)
            case .picker(let id, var p):
                if case .segment(i, let s) = stop {
                    p.keyFocusedSegment = s
                } else {
                    p.keyFocusedSegment = nil
                }
                items[i] = .picker(id, p)
            default: break
            }
        }
    }
}
