import Geometry
import Gestures

/// The dropdown of a toolbar's "More" button: the items that did not fit in the bar, one
/// row each (a picker as a row per segment, a label as a section header), opened by a
/// click on More and closed by Escape, a click outside or a choice.
///
/// While it is open it takes every key: Up and Down move the highlight over the rows that
/// can be chosen, Home and End jump to the first and last, Enter or Space choose, Escape,
/// Tab or F10 close it. F10 also opens it (`Toolbar.menuKey`).
///
/// `Toolbar` owns one and keeps it in step with its items; scenes meet it only through
/// `Toolbar.isMenuOpen`, `Toolbar.handle(_:)` and `Toolbar.drawMenu(into:theme:)`.
struct ToolbarMenu: Hashable, Sendable {
    /// One line of the menu.
    enum Row: Hashable, Sendable {
        /// A folded button.
        case button(id: String, title: String, isEnabled: Bool)
        /// One segment of a folded picker; `isSelected` draws a check mark.
        case segment(id: String, index: Int, title: String, isSelected: Bool, isEnabled: Bool)
        /// A folded label, heading the rows after it.
        case header(String)
        /// A thin line between groups.
        case separator

        /// Whether choosing the row does something.
        var isChoosable: Bool {
            switch self {
            case .button(_, _, let enabled): enabled
            case .segment(_, _, _, _, let enabled): enabled
            case .header, .separator: false
            }
        }

        /// The row's text (empty for a separator).
        var title: String {
            switch self {
            case .button(_, let title, _): title
            case .segment(_, _, let title, _, _): title
            case .header(let title): title
            case .separator: ""
            }
        }

        /// How tall the row is drawn, with choosable rows `itemHeight` tall.
        func height(items itemHeight: Double = ToolbarMenu.itemHeight) -> Double {
            switch self {
            case .button, .segment: itemHeight
            case .header: 26
            case .separator: 9
            }
        }
    }

    /// Whether the menu is showing.
    private(set) var isOpen = false
    /// The row under the pointer or chosen with the arrow keys.
    private(set) var highlighted: Int?
    /// The row a press began on, chosen if the press is released over it.
    private var pressed: Int?

    /// Space above and below the rows, inside the menu's frame.
    static let inset = 6.0
    /// The height of a row that can be chosen, unless a toolbar asks for taller ones.
    static let itemHeight = 30.0
    /// The room left of a row's title for a segment's check mark.
    static let checkColumn = 24.0

    /// The rows for the items the bar could not hold.
    static func rows(for folded: [Toolbar.Item]) -> [Row] {
        var rows: [Row] = []
        for item in folded {
            switch item {
            case .button(let id, let b):
                if case .segment? = rows.last { rows.append(.separator) }
                rows.append(.button(id: id, title: b.title, isEnabled: b.isEnabled))
            case .label(let l):
                if !rows.isEmpty { rows.append(.separator) }
                rows.append(.header(l.text))
            case .picker(let id, let p):
                if let last = rows.last, !last.isHeader { rows.append(.separator) }
                for (i, title) in p.segments.enumerated() {
                    rows.append(
                        .segment(
                            id: id, index: i, title: title, isSelected: i == p.selectedIndex,
                            isEnabled: p.isEnabled))
                }
            case .space, .flexibleSpace: break
            }
        }
        return rows
    }

    /// Opens the menu with nothing highlighted.
    mutating func open() {
        isOpen = true
        highlighted = nil
        pressed = nil
    }

    /// Highlights a row (nil for none), as the arrow keys do.
    mutating func highlight(_ row: Int?) { highlighted = row }

    /// Closes the menu.
    mutating func close() {
        isOpen = false
        highlighted = nil
        pressed = nil
    }

    /// What a pointer or key did to the open menu.
    enum Outcome: Equatable {
        /// Nothing to report (the menu may have moved its highlight).
        case none
        /// This row was chosen; the menu has closed.
        case chose(Int)
        /// A press outside the menu closed it.
        case closedByPressOutside
    }

    /// Handles an event while the menu is open.
    mutating func handle(_ event: InputEvent, rows: [Row], placement: Placement) -> Outcome {
        guard isOpen else { return .none }
        let frame = placement.frame
        let frames = placement.rows
        func choosableRow(at point: Point) -> Int? {
            for i in rows.indices where rows[i].isChoosable && frames[i].contains(point) {
                return i
            }
            return nil
        }
        switch event {
        case .pointer(let p):
            switch p.phase {
            case .down:
                guard frame.contains(p.location) else {
                    close()
                    return .closedByPressOutside
                }
                pressed = choosableRow(at: p.location)
                highlighted = pressed
            case .move:
                highlighted = choosableRow(at: p.location) ?? (pressed == nil ? nil : highlighted)
            case .up:
                defer { pressed = nil }
                if let row = choosableRow(at: p.location), row == pressed {
                    close()
                    return .chose(row)
                }
            case .cancel:
                pressed = nil
            }
        case .key(let key):
            if key.matches(.escape) || key.matches(.tab) || key.matches(.tab, .shift) {
                close()
            } else if key.matches(.down) {
                highlighted = Self.step(from: highlighted, by: 1, in: rows)
            } else if key.matches(.up) {
                highlighted = Self.step(from: highlighted, by: -1, in: rows)
            } else if key.matches(.home) {
                highlighted = Self.step(from: nil, by: 1, in: rows)
            } else if key.matches(.end) {
                highlighted = Self.step(from: nil, by: -1, in: rows)
            } else if key.matches(.enter) || key.matches(.space), let row = highlighted,
                rows.indices.contains(row), rows[row].isChoosable
            {
                close()
                return .chose(row)
            }
        case .focus(let focus):
            // A screen reader's cursor on a row highlights it, as the arrows do.
            highlighted =
                rows.indices.first { rows[$0].isChoosable && rows[$0].title == focus.label }
                ?? highlighted
        case .text, .wheel, .resize, .tick: break
        }
        return .none
    }

    /// The next choosable row from `row` in a direction, wrapping around (from nil: the
    /// first, or the last going up).
    static func step(from row: Int?, by direction: Int, in rows: [Row]) -> Int? {
        guard !rows.isEmpty else { return nil }
        var i = row ?? (direction > 0 ? -1 : rows.count)
        for _ in rows.indices {
            i = (i + direction + rows.count) % rows.count
            if rows[i].isChoosable { return i }
        }
        return nil
    }

    /// Draws the open menu and names its choosable rows in the display list.
    func draw(rows: [Row], placement: Placement, into list: inout DisplayList, theme: Theme) {
        guard isOpen else { return }
        let frame = placement.frame
        list.fill(
            .roundedRect(frame, radius: theme.controlRadius), theme.surface,
            shadow: theme.sheetShadow)
        list.stroke(
            .roundedRect(frame.outset(by: -0.5), radius: theme.controlRadius),
            Stroke(theme.border, width: 1))
        for (i, rowFrame) in placement.rows.enumerated() {
            let row = rows[i]
            let textX = rowFrame.minX + theme.padding - 4 + Self.checkColumn
            switch row {
            case .separator:
                list.line(
                    from: Point(x: rowFrame.minX + 6, y: rowFrame.midY),
                    to: Point(x: rowFrame.maxX - 6, y: rowFrame.midY),
                    Stroke(theme.border, width: 1))
            case .header(let title):
                list.text(
                    title, at: Point(x: rowFrame.minX + theme.padding - 4, y: rowFrame.midY),
                    font: theme.captionFont, color: theme.secondaryText)
            case .button(_, let title, let enabled), .segment(_, _, let title, _, let enabled):
                var ink = enabled ? theme.text : theme.disabledText
                if i == highlighted && enabled {
                    list.fill(
                        .roundedRect(rowFrame, radius: theme.controlRadius - 3), theme.accent)
                    ink = theme.onAccent
                }
                if case .segment(_, _, _, true, _) = row {
                    list.text(
                        "✓", at: Point(x: rowFrame.minX + theme.padding - 4, y: rowFrame.midY),
                        font: theme.controlFont, color: ink)
                }
                list.text(
                    title, at: Point(x: textX, y: rowFrame.midY), font: theme.controlFont,
                    color: ink)
                var states: SeenElement.States = []
                if !enabled { states.insert(.disabled) }
                if row.isSelected { states.insert(.selected) }
                if i == highlighted { states.insert(.focused) }
                list.see(
                    .control, title, frame: rowFrame,
                    value: (enabled ? "" : "disabled") + (row.isSelected ? "selected" : ""),
                    kind: .menuItem, states: states)
            }
        }
    }
}

extension ToolbarMenu.Row {
    /// Whether the row is a button or a segment: one that can be chosen when enabled.
    var isItem: Bool {
        switch self {
        case .button, .segment: true
        case .header, .separator: false
        }
    }

    /// Whether the row is a section header.
    var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    /// Whether the row is the selected segment of its picker.
    var isSelected: Bool {
        if case .segment(_, _, _, true, _) = self { return true }
        return false
    }
}
