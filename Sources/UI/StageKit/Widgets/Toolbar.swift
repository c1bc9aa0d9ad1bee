import Gestures
import Geometry

/// A bar along the top of a window holding buttons, pickers, labels and spaces, laid out
/// left to right at their natural sizes.
///
/// When the window is too narrow for all of them, the items from the first that does not
/// fit to the end fold into a "More" button at the right end of the bar (a label folds
/// with the control after it); More opens a dropdown listing them: a button as a row, a
/// picker as a row per segment, a label as a heading. The bar stays one row, so a scene's
/// layout below it does not change. Disabled items stay disabled in the menu.
///
/// Items are named by an identifier so a scene can react to them and change them.
///
/// ```swift
/// var bar = Toolbar([
///     .picker("board", SegmentedPicker(["6×10", "5×12", "4×15"])),
///     .flexibleSpace,
///     .button("hint", Button("Hint")),
///     .button("solve", Button("Solve", style: .primary)),
/// ])
/// bar.layout(width: 1280)
/// switch bar.handle(event) {
/// case .button("solve")?: solve()
/// case .picker("board", let index)?: chooseBoard(index)
/// default: break
/// }
/// // in draw(into:), last, so that the open menu is above everything:
/// bar.drawMenu(into: &list)
/// ```
public struct Toolbar: Hashable, Sendable {
    /// One thing in the bar.
    public enum Item: Hashable, Sendable {
        /// A button, with its identifier.
        case button(String, Button)
        /// A segmented picker, with its identifier.
        case picker(String, SegmentedPicker)
        /// A label; its position is set by layout.
        case label(Label)
        /// A fixed gap, in points.
        case space(Double)
        /// A gap taking a share of the room left over.
        case flexibleSpace
    }

    /// What the user did in the bar.
    public enum Action: Hashable, Sendable {
        /// The button with this identifier was activated.
        case button(String)
        /// The picker with this identifier changed to this index.
        case picker(String, Int)
    }

    /// The items, left to right.
    public var items: [Item]
    /// The bar's frame, set by `layout(width:)`.
    public private(set) var frame: Rect = .zero
    /// For each item, whether it is folded into the More menu rather than shown in the bar.
    public private(set) var isFolded: [Bool] = []
    /// The button at the end of the bar that opens the menu of folded items.
    public private(set) var moreButton = Button("More ▾")
    /// The dropdown of folded items.
    var menu = ToolbarMenu()
    /// Set when a press outside closed the menu, until that press is released: the press
    /// belongs to the menu, not to what lies under it.
    private var absorbsPress = false
    /// Where the keyboard's focus stands in the bar, if it is there (`Toolbar+KeyFocus`).
    var keyFocus: KeyStop?
    private var theme = Theme.standard
    /// The height of the More menu's rows (taller for a finger) and of the window the
    /// menu must stay inside, from the last layout.
    private var menuItemHeight = ToolbarMenu.itemHeight
    private var windowHeight = Double.infinity

    /// Creates a toolbar.
    public init(_ items: [Item]) {
        self.items = items
        isFolded = Array(repeating: false, count: items.count)
    }

    /// Whether the item at `index` is folded into the More menu (false for items added
    /// since the last layout).
    public func folds(_ index: Int) -> Bool { index < isFolded.count && isFolded[index] }

    /// The More button's title: "More ▾", unless a scene names what the menu holds (a
    /// gallery whose only folded item is its page picker names the page shown: "Snap
    /// zones ▾"). Set it before `layout`, which sizes the button to it.
    public var moreTitle: String {
        get { moreButton.title }
        set { moreButton.title = newValue }
    }

    /// Whether some items are folded into the More menu.
    public var hasFoldedItems: Bool { isFolded.contains(true) }

    /// Whether the More menu is open. While it is, the bar takes every event (see
    /// `takes(_:)`), so that nothing behind the menu reacts.
    public var isMenuOpen: Bool { menu.isOpen }

    /// Places the bar across the top of a window `width` points wide, and its items in it
    /// at their natural widths; what does not fit folds into the More menu. Buttons,
    /// pickers and More are at least `minimumTarget` points tall and wide, as far as the
    /// bar's height allows (`TouchTarget.side(in:)` on a phone), and so are the More
    /// menu's rows, as far as a window `height` tall allows.
    public mutating func layout(
        width: Double, top: Double = 0, theme: Theme = .standard, minimumTarget: Double = 0,
        height: Double = .infinity
    ) {
        var theme = theme
        if minimumTarget.isFinite, minimumTarget > theme.controlHeight {
            // A button is at least as wide as it is tall, so this sets both.
            theme.controlHeight = min(minimumTarget, theme.toolbarHeight - 4)
        }
        self.theme = theme
        menuItemHeight = ToolbarMenu.itemHeight
        if minimumTarget.isFinite { menuItemHeight = max(minimumTarget, menuItemHeight) }
        windowHeight = height.isFinite && height > 0 ? height : .infinity
        frame = Rect(x: 0, y: top, width: max(width, 0), height: theme.toolbarHeight)
        var natural: [Double] = []
        var flexible = 0
        for item in items {
            switch item {
            case .button(_, let b): natural.append(b.preferredSize(theme: theme).width)
            case .picker(_, let p): natural.append(p.preferredSize(theme: theme).width)
            case .label(let l): natural.append(l.estimatedSize.width)
            case .space(let gap): natural.append(max(gap, 0))
            case .flexibleSpace: natural.append(0); flexible += 1
            }
        }
        let oldFolded = isFolded
        isFolded = Self.folded(
            items, natural: natural, room: frame.width - 2 * theme.padding,
            more: moreButton.preferredSize(theme: theme).width, spacing: theme.spacing)
        if isFolded != oldFolded {
            menu.close()
            setKeyFocus(nil)
        }
        var used = 0.0
        var shownCount = 0
        for i in items.indices where !folds(i) {
            used += natural[i] + (shownCount == 0 ? 0 : theme.spacing)
            shownCount += 1
        }
        let available = frame.width - 2 * theme.padding
        let extra =
            flexible > 0 && used < available && !hasFoldedItems
            ? (available - used) / Double(flexible) : 0
        var x = theme.padding
        let controlY = frame.midY - theme.controlHeight / 2
        for i in items.indices {
            let shown = !folds(i)
            var w = shown ? natural[i] : 0
            switch items[i] {
            case .button(let id, var b):
                b.frame =
                    shown ? Rect(x: x, y: controlY, width: w, height: theme.controlHeight) : .zero
                if !shown { b.resetInteraction() }
                items[i] = .button(id, b)
            case .picker(let id, var p):
                p.frame =
                    shown ? Rect(x: x, y: controlY, width: w, height: theme.controlHeight) : .zero
                items[i] = .picker(id, p)
            case .label(var l):
                l.position = Point(x: x, y: frame.midY)
                l.alignment = .leading
                items[i] = .label(l)
            case .space: break
            case .flexibleSpace: w = shown ? extra : 0
            }
            if shown { x += w + theme.spacing }
        }
        let moreWidth = moreButton.preferredSize(theme: theme).width
        moreButton.frame =
            hasFoldedItems
            ? Rect(
                x: max(frame.maxX - theme.padding - moreWidth, theme.padding), y: controlY,
                width: moreWidth, height: theme.controlHeight)
            : .zero
        if !hasFoldedItems { moreButton.resetInteraction() }
    }

    /// Which items fold so that the rest, and a More button, fit in `room` points (none
    /// when everything fits without one). Items fold in groups: the items that stand
    /// together between two spaces (a label with its control; Undo with Redo; −, Fit and
    /// +), so related commands are never split between the bar and the menu. The widest
    /// group folds first, then the next widest, until the rest fits: a long picker goes to
    /// the menu before three buttons do. Spaces next to a fold are dropped with it.
    static func folded(
        _ items: [Item], natural: [Double], room: Double, more: Double, spacing: Double
    ) -> [Bool] {
        var total = 0.0
        for (i, w) in natural.enumerated() { total += w + (i == 0 ? 0 : spacing) }
        var folded = Array(repeating: false, count: items.count)
        if total <= room { return folded }
        // The groups, each with its width (flexible spaces take none) and its items' count.
        var groups: [(range: ClosedRange<Int>, width: Double, count: Int)] = []
        var start = 0
        while start < items.count {
            // A group: the items up to the next space (a space opens the group after it).
            var end = start
            while end < items.count - 1 {
                if case .space = items[end + 1] { break }
                if case .flexibleSpace = items[end + 1] { break }
                end += 1
            }
            var width = 0.0
            var count = 0
            for i in start...end {
                if case .flexibleSpace = items[i] { continue }
                width += natural[i]
                count += 1
            }
            groups.append((start...end, width, count))
            start = end + 1
        }
        func shownWidth() -> Double {
            var width = 0.0
            var shown = 0
            for group in groups where !folded[group.range.lowerBound] {
                width += group.width
                shown += group.count
            }
            return width + Double(max(shown - 1, 0)) * spacing
        }
        let available = room - more - spacing
        while shownWidth() > available {
            guard
                let widest = groups.indices.filter({ !folded[groups[$0].range.lowerBound] })
                    .max(by: { groups[$0].width < groups[$1].width })
            else { break }
            for i in groups[widest].range { folded[i] = true }
        }
        return folded
    }

    /// Passes an event to the items shown in the bar, and to the More button and its
    /// menu; returns what the user did, if anything. While the menu is open it takes the
    /// event first: keys move in it, a press outside closes it (and is used up).
    public mutating func handle(_ event: InputEvent) -> Action? {
        if case .pointer(let p) = event, p.phase == .up || p.phase == .cancel, absorbsPress {
            absorbsPress = false
            moreButton.resetInteraction()
            return nil
        }
        if case .key(let key) = event, !menu.isOpen, takesFocusKey(key) {
            return handleFocusKey(key)
        }
        if case .pointer(let p) = event, p.phase == .down, keyFocus != nil { setKeyFocus(nil) }
        if case .key(let key) = event, key.matches(Self.menuKey), hasFoldedItems {
            if menu.isOpen { menu.close() } else { openMenu() }
            return nil
        }
        if menu.isOpen {
            let onMore: Bool
            if case .pointer(let p) = event {
                onMore = moreButton.contains(p.location)
            } else {
                onMore = false
            }
            if !onMore {
                let rows = menuRows
                switch menu.handle(event, rows: rows, placement: menuPlacement(rows)) {
                case .none: return nil
                case .closedByPressOutside:
                    absorbsPress = true
                    return nil
                case .chose(let row): return choose(rows[row])
                }
            }
        }
        var action: Action?
        if hasFoldedItems, moreButton.handle(event) {
            if menu.isOpen { menu.close() } else { menu.open() }
        }
        for i in items.indices where !folds(i) {
            switch items[i] {
            case .button(let id, var b):
                if b.handle(event) { action = .button(id) }
                items[i] = .button(id, b)
            case .picker(let id, var p):
                if let index = p.handle(event) { action = .picker(id, index) }
                items[i] = .picker(id, p)
            case .label, .space, .flexibleSpace: break
            }
        }
        return action
    }

    /// Whether the bar takes this event before the rest of the scene: every event but a
    /// resize or a tick while the More menu is open, and the release of the press that
    /// closed it. A scene passes such an event to `handle(_:)` and nothing else.
    ///
    /// ```swift
    /// if toolbar.takes(event) {
    ///     if let action = toolbar.handle(event) { perform(action) }
    ///     return
    /// }
    /// ```
    public func takes(_ event: InputEvent) -> Bool {
        switch event {
        case .resize, .tick: return false
        case .pointer: return menu.isOpen || absorbsPress
        case .key(let key):
            return menu.isOpen || (hasFoldedItems && key.matches(Self.menuKey))
                || takesFocusKey(key)
        case .text, .wheel, .focus: return menu.isOpen
        }
    }

    /// The key that opens and closes the More menu from the keyboard: F10, as for the
    /// menus of desktop apps.
    public static let menuKey = Key("f10")

    /// Opens the More menu, its first choosable row highlighted so that the arrow keys and
    /// Enter go on from there (nothing happens when no item is folded).
    public mutating func openMenu() {
        guard hasFoldedItems else { return }
        menu.open()
        menu.highlight(ToolbarMenu.step(from: nil, by: 1, in: menuRows))
    }

    /// Closes the More menu if it is open.
    public mutating func closeMenu() { menu.close() }

    /// What choosing a row of the menu does.
    private mutating func choose(_ row: ToolbarMenu.Row) -> Action? {
        switch row {
        case .button(let id, _, true): return .button(id)
        case .segment(let id, let index, _, let selected, true):
            guard !selected else { return nil }
            updatePicker(id) { $0.selectedIndex = index }
            return .picker(id, index)
        default: return nil
        }
    }

    /// The rows of the More menu, from the folded items as they are now.
    var menuRows: [ToolbarMenu.Row] {
        var folded: [Item] = []
        for (i, item) in items.enumerated() where folds(i) { folded.append(item) }
        return ToolbarMenu.rows(for: folded)
    }

    /// Where the More menu and its rows are drawn when open.
    func menuPlacement(_ rows: [ToolbarMenu.Row]) -> ToolbarMenu.Placement {
        ToolbarMenu.Placement(
            rows: rows, under: moreButton.frame, windowWidth: frame.width, theme: theme,
            itemHeight: menuItemHeight, windowHeight: windowHeight)
    }

    /// The frame of the More menu while it is open (nil while it is closed).
    public var openMenuFrame: Rect? { menu.isOpen ? menuPlacement(menuRows).frame : nil }

    /// Whether a point belongs to the bar, so a scene should not act on it: a point on the
    /// bar, and while the More menu is open (or a press that closed it lasts) every point.
    public func contains(_ point: Point) -> Bool {
        frame.contains(point) || menu.isOpen || absorbsPress
    }

    /// The button with this identifier.
    public func button(_ id: String) -> Button? {
        for case .button(id, let b) in items { return b }
        return nil
    }

    /// The picker with this identifier.
    public func picker(_ id: String) -> SegmentedPicker? {
        for case .picker(id, let p) in items { return p }
        return nil
    }

    /// Changes the button with this identifier (enable it, retitle it).
    ///
    /// ```swift
    /// bar.updateButton("hint") { $0.isEnabled = board.hasSolution }
    /// ```
    public mutating func updateButton(_ id: String, _ change: (inout Button) -> Void) {
        for i in items.indices {
            if case .button(id, var b) = items[i] {
                change(&b)
                items[i] = .button(id, b)
            }
        }
    }

    /// Changes the picker with this identifier.
    public mutating func updatePicker(_ id: String, _ change: (inout SegmentedPicker) -> Void) {
        for i in items.indices {
            if case .picker(id, var p) = items[i] {
                change(&p)
                items[i] = .picker(id, p)
            }
        }
    }

    /// Draws the bar and the items shown in it (the More menu is drawn by `drawMenu`).
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.fill(.rect(frame), theme.surface, shadow: theme.controlShadow)
        list.line(
            from: Point(x: frame.minX, y: frame.maxY - 0.5),
            to: Point(x: frame.maxX, y: frame.maxY - 0.5),
            Stroke(theme.border, width: 1))
        for (i, item) in items.enumerated() where !folds(i) {
            switch item {
            case .button(_, let b): b.draw(into: &list, theme: theme)
            case .picker(_, let p): p.draw(into: &list, theme: theme)
            case .label(let l): l.draw(into: &list, theme: theme)
            case .space, .flexibleSpace: break
            }
        }
        if hasFoldedItems { moreButton.draw(into: &list, theme: theme) }
    }

    /// Draws the More menu if it is open; call it last in a scene's `draw(into:)`, so that
    /// the menu lies above the scene.
    public func drawMenu(into list: inout DisplayList, theme: Theme = .standard) {
        guard menu.isOpen else { return }
        let rows = menuRows
        menu.draw(rows: rows, placement: menuPlacement(rows), into: &list, theme: theme)
    }
}
