import Geometry
import Gestures

/// A small popup list of what can be done to one item ("Move to Done", "Turn", "Delete"),
/// beside the item and inside the window: the way to do without dragging what a drag does
/// (WCAG 2.2, 2.5.7 Dragging Movements).
///
/// A scene opens it on a right click on the item (`opens(_:)` for a pointer), on a finger
/// held on the item and let go without moving, or from the keyboard on its focused item
/// with shift+F10 or the Menu key (`opens(_:)` for a key). While it is open it takes every
/// event but ticks: Up and Down move the highlight, Enter or Space choose, Escape closes
/// it, a press outside closes it (and is used up). Its rows are seen as menu items, the
/// highlighted one focused, so that a screen reader and the web page's Tab reach them. It
/// shares its rows, their drawing and their keys with the toolbar's More menu
/// (`ToolbarMenu`).
///
/// ```swift
/// menu.open([.init("done", "Move to Done")], title: "“Buy milk”", beside: cardFrame, in: size)
/// if case .chose(let id)? = menu.handle(event) { perform(id) }
/// menu.draw(into: &list)   // last, above everything
/// ```
public struct ActionMenu: Sendable {
    /// One thing the menu offers.
    public struct Action: Equatable, Sendable {
        /// What the scene calls it.
        public var id: String
        /// What the row says.
        public var title: String
        /// Whether it can be chosen now (a disabled row is greyed and says why in its title).
        public var isEnabled: Bool

        /// Creates an action.
        public init(_ id: String, _ title: String, isEnabled: Bool = true) {
            self.id = id
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// What an event did to the open menu.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to report (the highlight may have moved).
        case none
        /// This action was chosen; the menu has closed.
        case chose(Action)
        /// Escape or a press outside closed it without a choice.
        case closed
    }

    /// The actions offered while open.
    public private(set) var actions: [Action] = []
    private var rows: [ToolbarMenu.Row] = []
    private var menu = ToolbarMenu()
    private var placement: ToolbarMenu.Placement?
    /// Set when a press outside closed the menu, until that press is released.
    private var absorbsPress = false

    /// Creates a closed menu.
    public init() {}

    /// Whether the menu is showing.
    public var isOpen: Bool { menu.isOpen }

    /// Where the open menu is drawn (nil while it is closed).
    public var frame: Rect? { isOpen ? placement?.frame : nil }

    /// The highlighted action, if any.
    public var highlighted: Action? {
        guard let row = menu.highlighted, rows.indices.contains(row) else { return nil }
        return action(at: row)
    }

    /// The key chords that open an item's menu: shift+F10 and the Menu key, as on the
    /// desktops and in browsers.
    public static func opens(_ key: KeyEvent) -> Bool {
        key.matches(Key("f10"), .shift) || key.matches(.menu)
    }

    /// Whether a pointer event opens an item's menu: a press of the secondary button.
    public static func opens(_ pointer: PointerEvent) -> Bool {
        pointer.phase == .down && pointer.button == .secondary
    }

    /// Opens the menu beside `item` (a frame in window points) in a window of `size`,
    /// with `title` (the item's name) heading it. Rows are a finger's height in a
    /// phone-sized window. `byKeyboard` highlights the first action, so that Enter chooses
    /// it and a screen reader lands on it.
    public mutating func open(
        _ actions: [Action], title: String, beside item: Rect, in size: Size,
        byKeyboard: Bool, theme: Theme = .standard
    ) {
        self.actions = actions
        rows = [.header(title)]
        for (i, action) in actions.enumerated() {
            rows.append(.button(id: String(i), title: action.title, isEnabled: action.isEnabled))
        }
        let itemHeight = max(TouchTarget.side(in: size), ToolbarMenu.itemHeight)
        // Laid out from the top to learn its height, then moved down level with the item
        // as far as the window allows.
        let top = 4.0
        let laid = ToolbarMenu.Placement(
            rows: rows, top: top, windowWidth: size.width, theme: theme, itemHeight: itemHeight,
            windowHeight: size.height
        ) { width in
            if item.maxX + 8 + width <= size.width - 4 { return item.maxX + 8 }
            if item.minX - 8 - width >= 4 { return item.minX - 8 - width }
            return min(max(item.midX - width / 2, 4), max(size.width - 4 - width, 4))
        }
        let y = min(max(item.minY, top), max(size.height - 4 - laid.frame.height, top))
        placement = laid.shifted(down: y - top)
        menu.open()
        absorbsPress = false
        if byKeyboard { menu.highlight(ToolbarMenu.step(from: nil, by: 1, in: rows)) }
    }

    /// Closes the menu without a choice.
    public mutating func close() {
        menu.close()
        placement = nil
    }

    /// Whether the menu takes this event: every event but a tick while it is open, and the
    /// release of the press that closed it.
    public func takes(_ event: InputEvent) -> Bool {
        switch event {
        case .tick: return false
        case .pointer: return isOpen || absorbsPress
        default: return isOpen
        }
    }

    /// Handles an event the menu takes (`takes(_:)`); a resize closes it.
    public mutating func handle(_ event: InputEvent) -> Outcome {
        if case .pointer(let p) = event, !isOpen, absorbsPress {
            if p.phase == .up || p.phase == .cancel { absorbsPress = false }
            return .none
        }
        guard isOpen, let placement else { return .none }
        if case .resize = event {
            close()
            return .closed
        }
        if case .key(let key) = event, key.matches(.escape) || Self.opens(key) {
            close()
            return .closed
        }
        switch menu.handle(event, rows: rows, placement: placement) {
        case .none:
            // Tab closes the menu, as in the More menu.
            if !menu.isOpen {
                close()
                return .closed
            }
            return .none
        case .closedByPressOutside:
            absorbsPress = true
            close()
            return .closed
        case .chose(let row):
            close()
            return action(at: row).map { .chose($0) } ?? .closed
        }
    }

    /// The action of a row (the header has none).
    private func action(at row: Int) -> Action? {
        guard case .button(let id, _, _) = rows[row], let i = Int(id) else { return nil }
        return actions[i]
    }

    /// Draws the open menu and names its rows in the display list; call it last, so that
    /// the menu lies above the scene.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        guard isOpen, let placement else { return }
        menu.draw(rows: rows, placement: placement, into: &list, theme: theme)
    }
}
