import DragAndDrop
import StageKit

/// The snapping page: three panels, each with a tile to drag and one snapping rule.
///
/// - Grid: `GridSnap` rounds the tile's corner to the nearest grid point (size slider).
/// - Magnets: `magnetSnap(anchors:magnets:)` pulls the tile's nearest anchor (its centre or
///   a corner) onto a `Magnet` within range; the ranges are drawn.
/// - Nearest free cell: `nearestValidCell(to:radius:isValid:)` searches outward from the
///   cell under the tile for one without an obstacle; the cells it tried are shown.
struct SnappingPage {
    enum Panel: Int, CaseIterable, Sendable {
        case grid, magnets, nearest

        var title: String {
            switch self {
            case .grid: return "Grid"
            case .magnets: return "Magnets"
            case .nearest: return "Nearest free cell"
            }
        }
    }

    struct Drag {
        var panel: Panel
        /// The pointer dragging, or nil when the keys carry the tile.
        var pointer: PointerID?
        /// The pointer's offset from the tile's top-left corner.
        var grab: Vector
        var start: Point
        /// Where the press began, and whether the pointer has moved off it (else the
        /// press is a tap).
        var pressedAt = Point.zero
        var hasMoved = false
    }

    /// Each panel's tile: its top-left corner relative to the panel body's origin.
    var corners: [Animated<Point>] = [
        Animated(Point(x: 40, y: 40)), Animated(Point(x: 10, y: 10)), Animated(Point(x: 0, y: 0)),
    ]
    var panels: [Rect] = []
    var drag: Drag?
    /// Where the dragged tile would be with no snapping (body coordinates).
    var freeCorner = Point.zero
    var gridSize = Slider("Grid size", value: 32, in: 16...64, step: 4, places: 0, unit: " pt")
    var radius = Slider("Search radius", value: 2, in: 0...4, step: 1, places: 0, unit: " cells")
    var time = 0.0
    /// The tile Tab has chosen, and the tile a tap has picked to be placed by the next tap.
    var focus: Panel?
    var tapped: Panel?
    /// The last step said for screen readers, and how many have been said.
    var voice = StatusLine("")

    static let tileSide = 44.0
    /// The nearest-cell panel's grid: columns × rows, and the cells with obstacles.
    static let columns = 8
    static let rows = 6
    static let obstacles: Set<GridCell> = {
        var cells: Set<GridCell> = []
        for (column, row) in [
            (2, 1), (3, 1), (4, 1), (2, 2), (3, 2), (4, 2), (2, 3), (3, 3), (4, 3), (6, 0), (6, 1),
            (0, 4), (1, 4), (5, 5), (6, 5), (7, 3),
        ] {
            cells.insert(GridCell(column: column, row: row))
        }
        return cells
    }()

    // MARK: - Geometry

    /// The area of a panel under its title and above its footer.
    func body(_ panel: Panel) -> Rect {
        let frame = panels[panel.rawValue]
        // Panels one above another are short: their sliders sit beside the title instead
        // of under the area.
        let below = isStacked ? 8.0 : 64.0
        return Rect(
            x: frame.minX + 12, y: frame.minY + 50, width: frame.width - 24,
            height: max(frame.height - 50 - below, 40))
    }

    /// Whether the panels lie one above another (a phone held upright).
    var isStacked: Bool { panels.count > 1 && panels[0].minX == panels[1].minX }

    /// How wide a panel's title and verdict may run: the panel, or left of its slider.
    func headingWidth(_ panel: Panel) -> Double {
        let frame = panels[panel.rawValue]
        guard isStacked, panel != .magnets else { return frame.width - 24 }
        return frame.width - 24 - Self.besideSliderWidth(frame) - 12
    }

    /// A slider's width beside a stacked panel's title.
    static func besideSliderWidth(_ frame: Rect) -> Double { min(frame.width * 0.5, 220) }

    var grid: GridSnap {
        GridSnap(spacing: Size(width: gridSize.value, height: gridSize.value), origin: .zero)
    }

    /// The nearest-cell panel's cell size.
    var cellSize: Double {
        let b = body(.nearest)
        return min(b.width / Double(Self.columns), b.height / Double(Self.rows))
    }

    var cellGrid: GridSnap { GridSnap(spacing: Size(width: cellSize, height: cellSize)) }

    var magnets: [Magnet] {
        let b = body(.magnets)
        let unit = min(b.width, b.height)
        return [
            // Right of the tile's resting place, so a small window does not pull it on.
            Magnet(at: Point(x: b.width * 0.55, y: b.height * 0.2), range: unit * 0.09),
            Magnet(at: Point(x: b.width * 0.75, y: b.height * 0.45), range: unit * 0.14),
            Magnet(at: Point(x: b.width * 0.35, y: b.height * 0.78), range: unit * 0.2),
        ]
    }

    func tileSize(_ panel: Panel) -> Size {
        let side = panel == .nearest ? cellSize : Self.tileSide
        return Size(width: side, height: side)
    }

    /// The tile's frame in window points, as drawn.
    func tileFrame(_ panel: Panel) -> Rect {
        let b = body(panel)
        let c = corners[panel.rawValue].value
        return Rect(origin: Point(x: b.minX + c.x, y: b.minY + c.y), size: tileSize(panel))
    }

    /// Where the tile's corner goes under the panel's rule, from a free corner (body
    /// coordinates); nil when the rule finds no place.
    func snapped(_ panel: Panel, free: Point) -> Point? {
        switch panel {
        case .grid:
            // The nearest grid point at which the whole tile stays inside the body.
            let b = body(.grid)
            let spacing = gridSize.value
            let size = tileSize(.grid)
            let last = Point(
                x: max(((b.width - size.width) / spacing).rounded(.down) * spacing, 0),
                y: max(((b.height - size.height) / spacing).rounded(.down) * spacing, 0))
            let p = grid.snap(free)
            return Point(x: min(max(p.x, 0), last.x), y: min(max(p.y, 0), last.y))
        case .magnets:
            let s = Self.tileSide
            let anchors = [
                free, Point(x: free.x + s, y: free.y), Point(x: free.x, y: free.y + s),
                Point(x: free.x + s, y: free.y + s), Point(x: free.x + s / 2, y: free.y + s / 2),
            ]
            return free + (magnetSnap(anchors: anchors, magnets: magnets) ?? .zero)
        case .nearest:
            return search(free: free).found.map { cellGrid.point(of: $0) }
        }
    }

    /// The nearest free cell for a tile at `free`, and the cells tried, in order.
    func search(free: Point) -> (found: GridCell?, tried: [GridCell]) {
        var tried: [GridCell] = []
        let found = nearestValidCell(
            to: cellGrid.fractionalCell(of: free), radius: Int(radius.value)
        ) { cell in
            tried.append(cell)
            return cell.column >= 0 && cell.row >= 0 && cell.column < Self.columns
                && cell.row < Self.rows && !Self.obstacles.contains(cell)
        }
        return (found, tried)
    }

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        let gap = 12.0
        // Three panels side by side, or one above another on a phone held upright.
        let across = rect.width >= GalleryPage.narrowWidth
        let width = across ? (rect.width - 2 * gap) / 3 : rect.width
        let height = across ? rect.height : (rect.height - 2 * gap) / 3
        panels = []
        for i in 0..<3 {
            panels.append(
                Rect(
                    x: rect.minX + (across ? Double(i) * (width + gap) : 0),
                    y: rect.minY + (across ? 0 : Double(i) * (height + gap)), width: width,
                    height: height))
        }
        for panel in [Panel.grid, .nearest] {
            let frame = panels[panel.rawValue]
            let width = Self.besideSliderWidth(frame)
            let slider =
                isStacked
                ? Rect(
                    x: frame.maxX - 12 - width, y: frame.minY + 4, width: width,
                    height: Slider.preferredHeight)
                : Rect(
                    x: frame.minX + 12, y: frame.maxY - 56, width: min(frame.width - 24, 260),
                    height: Slider.preferredHeight)
            if panel == .grid { gridSize.frame = slider } else { radius.frame = slider }
        }
        if drag != nil { _ = cancel(at: time) }
        // Tiles stay inside their panels, on valid places.
        for panel in Panel.allCases {
            let b = body(panel)
            let size = tileSize(panel)
            var c = corners[panel.rawValue].value
            c.x = min(max(c.x, 0), max(b.width - size.width, 0))
            c.y = min(max(c.y, 0), max(b.height - size.height, 0))
            c = snapped(panel, free: c) ?? .zero
            corners[panel.rawValue].jump(to: c)
        }
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        if drag == nil {
            if gridSize.handle(event) {
                let c = corners[0].value
                corners[0].animate(to: snapped(.grid, free: c) ?? c, with: .spring(), at: time)
                return
            }
            _ = radius.handle(event)
            if case .pointer(let p) = event, p.phase == .down,
                gridSize.frame.contains(p.location) || radius.frame.contains(p.location)
            {
                return
            }
            if case .key(let key) = event, gridSize.isFocused || radius.isFocused,
                !key.matches(.escape)
            {
                return
            }
        }
        switch event {
        case .pointer(let p) where !isCarriedByKeys: handlePointer(p)
        case .key(let key) where handlePlayKey(key): break
        case .key(let key) where key.matches(.escape): _ = cancel(at: key.time)
        case .focus(let focus): takeFocus(focus)
        default: break
        }
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        switch p.phase {
        case .down:
            guard drag == nil, p.button == .primary else { return }
            for panel in Panel.allCases where tileFrame(panel).contains(p.location) {
                let corner = corners[panel.rawValue].value
                corners[panel.rawValue].jump(to: corner)
                drag = Drag(
                    panel: panel, pointer: p.pointer, grab: p.location - tileFrame(panel).origin,
                    start: corner, pressedAt: p.location)
                freeCorner = corner
                return
            }
            placeTapped(at: p.location)
        case .move:
            guard var drag, drag.pointer == p.pointer else { return }
            if !drag.hasMoved, (p.location - drag.pressedAt).length > Self.tapSlop {
                drag.hasMoved = true
                self.drag = drag
                tapped = nil
            }
            follow(drag, to: p.location)
        case .up:
            guard let drag, drag.pointer == p.pointer, p.button == .primary else { return }
            if !drag.hasMoved {
                corners[drag.panel.rawValue].jump(to: drag.start)
                self.drag = nil
                tap(drag.panel)
                return
            }
            follow(drag, to: p.location)
            release(drag)
        case .cancel:
            if drag?.pointer == p.pointer { _ = cancel(at: p.time) }
        }
    }

    /// Moves the free corner with the pointer; the tile follows it, except on the magnet
    /// panel, where it is drawn already pulled onto a magnet in range.
    mutating func follow(_ drag: Drag, to location: Point) {
        let b = body(drag.panel)
        let size = tileSize(drag.panel)
        let free = location - drag.grab
        freeCorner = Point(
            x: min(max(free.x - b.minX, -size.width / 2), b.width - size.width / 2),
            y: min(max(free.y - b.minY, -size.height / 2), b.height - size.height / 2))
        let shown =
            drag.panel == .magnets ? snapped(.magnets, free: freeCorner) ?? freeCorner : freeCorner
        corners[drag.panel.rawValue].jump(to: shown)
    }

    /// Lets the tile go: it glides to where its panel's rule puts it.
    mutating func release(_ drag: Drag) {
        let target = snapped(drag.panel, free: freeCorner) ?? drag.start
        corners[drag.panel.rawValue].animate(to: target, with: .spring(), at: time)
        self.drag = nil
    }

    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if let drag {
            corners[drag.panel.rawValue].animate(to: drag.start, with: .spring(), at: self.time)
            self.drag = nil
            if drag.pointer == nil {
                voice.announce("Put back: \(verdict(drag.panel, at: drag.start)).")
            }
            return true
        }
        if let panel = tapped {
            tapped = nil
            voice.announce("The \(panel.name) is no longer selected.")
            return true
        }
        if gridSize.isFocused || radius.isFocused {
            gridSize.isFocused = false
            radius.isFocused = false
            return true
        }
        return false
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        var moving = false
        for i in corners.indices {
            corners[i].advance(to: time)
            if !corners[i].isSettled { moving = true }
        }
        return moving
    }

    var stateDescription: String {
        var text = ""
        for panel in Panel.allCases {
            let c = corners[panel.rawValue].value
            text +=
                (text.isEmpty ? "" : "\n")
                + "\(panel.title): \(Int(c.x.rounded())),\(Int(c.y.rounded()))"
        }
        return text
    }
}
