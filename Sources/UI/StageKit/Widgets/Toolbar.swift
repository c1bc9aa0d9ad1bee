import Gestures
import Geometry

/// A bar along the top of a window holding buttons, pickers, labels and spaces, laid out
/// left to right.
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

    /// Creates a toolbar.
    public init(_ items: [Item]) { self.items = items }

    /// Places the bar across the top of a window `width` points wide, and its items in it.
    /// Items that do not fit are squeezed proportionally rather than pushed off screen.
    public mutating func layout(width: Double, top: Double = 0, theme: Theme = .standard) {
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
        let gaps = Double(max(items.count - 1, 0)) * theme.spacing
        let available = frame.width - 2 * theme.padding - gaps
        var used = 0.0
        for w in natural { used += w }
        let squeeze = used > available && used > 0 ? max(available, 0) / used : 1
        let extra = flexible > 0 && used < available ? (available - used) / Double(flexible) : 0
        var x = theme.padding
        let controlY = frame.midY - theme.controlHeight / 2
        for i in items.indices {
            var w = natural[i] * squeeze
            switch items[i] {
            case .button(let id, var b):
                b.frame = Rect(x: x, y: controlY, width: w, height: theme.controlHeight)
                items[i] = .button(id, b)
            case .picker(let id, var p):
                p.frame = Rect(x: x, y: controlY, width: w, height: theme.controlHeight)
                items[i] = .picker(id, p)
            case .label(var l):
                l.position = Point(x: x, y: frame.midY)
                l.alignment = .leading
                items[i] = .label(l)
            case .space: break
            case .flexibleSpace: w = extra
            }
            x += w + theme.spacing
        }
    }

    /// Passes an event to every item; returns what the user did, if anything.
    public mutating func handle(_ event: InputEvent) -> Action? {
        var action: Action?
        for i in items.indices {
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

    /// Whether a point lies on the bar (so a scene should not act on it).
    public func contains(_ point: Point) -> Bool { frame.contains(point) }

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

    /// Draws the bar and its items.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        list.fill(.rect(frame), theme.surface, shadow: theme.controlShadow)
        list.line(
            from: Point(x: frame.minX, y: frame.maxY - 0.5),
            to: Point(x: frame.maxX, y: frame.maxY - 0.5),
            Stroke(theme.border, width: 1))
        for item in items {
            switch item {
            case .button(_, let b): b.draw(into: &list, theme: theme)
            case .picker(_, let p): p.draw(into: &list, theme: theme)
            case .label(let l): l.draw(into: &list, theme: theme)
            case .space, .flexibleSpace: break
            }
        }
    }
}
