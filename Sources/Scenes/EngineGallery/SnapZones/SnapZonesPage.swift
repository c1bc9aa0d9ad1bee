import DragAndDrop
import StageKit

/// The snap-zones page: three zones with snap points and four tiles. Each tile has its own
/// `SnapZoneTracker`; a `DragSession` follows the pointer, and the tracker says whether the
/// tile follows it (free, escaping) or is held on a zone's snap point, where an `Animated`
/// position is pulled by a damped spring set with the sliders.
struct SnapZonesPage {
    /// One tile on the page.
    struct Tile {
        var name: String
        var color: Color
        var tracker: SnapZoneTracker<Int>
        /// Where the tile's centre is drawn.
        var position: Animated<Point>
        /// Whether the tile follows the pointer directly (false while it catches up after
        /// an escape, pulled by a quick spring).
        var isAttached = true
    }

    /// A zone being moved or resized with the pointer.
    struct ZoneEdit {
        var index: Int
        var pointer: PointerID
        var resizes: Bool
        var startFrame: Rect
        var startPointer: Point
    }

    /// The strip along a zone's top that moves it, and the corner square that resizes it.
    static let gripHeight = 26.0
    static let handleSide = 18.0

    func grip(_ zone: SnapZone<Int>) -> Rect {
        Rect(
            x: zone.frame.minX, y: zone.frame.minY, width: zone.frame.width, height: Self.gripHeight
        )
    }

    func handle(_ zone: SnapZone<Int>) -> Rect {
        Rect(
            x: zone.frame.maxX - Self.handleSide, y: zone.frame.maxY - Self.handleSide,
            width: Self.handleSide, height: Self.handleSide)
    }

    /// What the tile being pressed or dragged was like when pressed, to restore on cancel.
    struct Press {
        var index: Int
        var tracker: SnapZoneTracker<Int>
        var center: Point
    }

    var zones: [SnapZone<Int>] = []
    /// Each zone's frame as fractions of the field and its snap point as fractions of the
    /// zone: kept when the window resizes, changed by moving or resizing a zone.
    var zoneUnits: [(frame: Rect, snap: Point)] = []
    /// A zone being moved (by its name bar) or resized (by its corner).
    var zoneEdit: ZoneEdit?
    /// The zone the keys move and resize (Z), and its frame before they did.
    var keyZone: (index: Int, startFrame: Rect)?
    var tiles: [Tile]
    var session = DragSession<Int, Int>()
    var press: Press?
    /// The tile the keys act on, and the one they carry.
    var focus: Int?
    var keyCarry: KeyCarry?
    /// How many steps the page has said (see `say`).
    var announcementCount = 0
    var damping = Slider("Damping ratio", value: 0.55, in: 0.1...1, step: 0.05, places: 2)
    var response = Slider(
        "Response", value: 0.45, in: 0.1...1.2, step: 0.05, places: 2, unit: " s")
    var margin = Slider("Capture margin", value: 8, in: 0...40, step: 1, places: 0, unit: " pt")
    /// The last thing a tracker reported, as a sentence.
    var lastEvent = "Drag a tile into a zone."
    var area = Rect.zero
    var field = Rect.zero
    var readout = Rect.zero
    var tileSide = 56.0
    var time = 0.0

    /// How fast a tile that escaped catches up with the pointer.
    static let followSpring = Spring(dampingRatio: 1, response: 0.12)

    init() {
        let colors = [
            Color(hex: 0xE4572E), Color(hex: 0x2E86AB), Color(hex: 0x3BB273), Color(hex: 0x9B5DE5),
        ]
        var tiles: [Tile] = []
        for (i, name) in ["A", "B", "C", "D"].enumerated() {
            tiles.append(
                Tile(
                    name: name, color: colors[i],
                    tracker: SnapZoneTracker(holder: i == 0 ? 1 : nil, margin: 8),
                    position: Animated(Point.zero)))
        }
        self.tiles = tiles
    }

    /// The spring the sliders describe.
    var spring: Spring { Spring(dampingRatio: damping.value, response: response.value) }

    /// The tile's frame as drawn.
    func frame(of tile: Tile) -> Rect {
        Rect(center: tile.position.value, size: Size(width: tileSide, height: tileSide))
    }

    /// The index of the tile being dragged, if a drag is under way.
    var draggedIndex: Int? { session.liftedItem ?? keyCarry?.index }

    // MARK: - Layout

    /// The gap between sliders one above another.
    static let sliderGap = 4.0

    mutating func layout(in rect: Rect, at time: Double) {
        area = rect
        // The sliders in a row under everything, or one above another where a row would
        // cut their titles (a phone held upright).
        let sliders = [damping, response, margin]
        let rowWidth = min((rect.width - 2 * 24) / 3, 280)
        let inRow = sliders.allSatisfy { $0.preferredWidth() <= rowWidth }
        let sliderHeight = Slider.preferredHeight
        let controlsTop =
            rect.maxY - (inRow ? sliderHeight : 3 * sliderHeight + 2 * Self.sliderGap)
        let wide = rect.width >= 880
        let gap = 12.0
        if wide {
            readout = Rect(
                x: rect.maxX - 250, y: rect.minY, width: 250, height: controlsTop - gap - rect.minY)
        } else {
            readout = Rect(x: rect.minX, y: controlsTop - gap - 40, width: rect.width, height: 40)
        }
        let newField = Rect(
            x: rect.minX, y: rect.minY, width: wide ? rect.width - 250 - gap : rect.width,
            height: max((wide ? controlsTop : readout.minY) - gap - rect.minY, 60))
        func sliderFrame(_ i: Int) -> Rect {
            inRow
                ? Rect(
                    x: rect.minX + Double(i) * (rowWidth + 24), y: controlsTop, width: rowWidth,
                    height: sliderHeight)
                : Rect(
                    x: rect.minX, y: controlsTop + Double(i) * (sliderHeight + Self.sliderGap),
                    width: rect.width, height: sliderHeight)
        }
        damping.frame = sliderFrame(0)
        response.frame = sliderFrame(1)
        margin.frame = sliderFrame(2)
        placeZones(in: newField)
        // A drag under way ends as if cancelled: the tile is back with the zone it came from.
        if session.phase != .idle {
            _ = session.cancel(reason: .app)
            if let press {
                tiles[press.index].tracker = press.tracker
                if press.tracker.holder == nil {
                    tiles[press.index].position.jump(to: press.center)
                }
            }
            press = nil
        }
        zoneEdit = nil
        keyZone = nil
        let old = field
        field = newField
        for i in tiles.indices {
            let center: Point
            if let holder = tiles[i].tracker.holder,
                let zone = zones.first(where: { $0.id == holder }),
                tiles[i].tracker.isHeld
            {
                center = zone.snapPoint
            } else if old.isEmpty {
                let x = newField.minX + newField.width * (0.3 + 0.2 * Double(i - 1))
                center = Point(x: x, y: newField.maxY - 20 - tileSide / 2)
            } else {
                let p = tiles[i].position.value
                center = Point(
                    x: newField.minX + (p.x - old.minX) / old.width * newField.width,
                    y: newField.minY + (p.y - old.minY) / old.height * newField.height)
            }
            tiles[i].position.jump(to: clampedCenter(center))
        }
    }

    private mutating func placeZones(in field: Rect) {
        let gap = max(min(field.width * 0.04, 32), 12)
        let zoneWidth = min((field.width - 4 * gap) / 3, 230)
        let zoneHeight = min(max(field.height * 0.5, 60), 170)
        tileSide = min(max(min(zoneWidth, zoneHeight) * 0.42, 30), 60)
        if zoneUnits.isEmpty {
            // First placement: three zones in a row along the top of the field.
            let total = 3 * zoneWidth + 2 * gap
            var x = field.midX - total / 2
            for id in 1...3 {
                let frame = Rect(x: x, y: field.minY + gap, width: zoneWidth, height: zoneHeight)
                // The middle zone's snap point sits low: snap points need not be centres.
                let snapY = id == 2 ? (zoneHeight - tileSide / 2 - 10) / zoneHeight : 0.5
                zoneUnits.append((Self.fraction(of: frame, in: field), Point(x: 0.5, y: snapY)))
                x += zoneWidth + gap
            }
        }
        zones = []
        // Zones kept as fractions of a larger window shrink with it; each stays tall
        // enough to hold a tile under its name bar, and holds the tile below the name.
        let lowest = Self.gripHeight + tileSide / 2 + 4
        let minimumHeight = min(Self.gripHeight + tileSide + 12, field.height)
        for (i, unit) in zoneUnits.enumerated() {
            var frame = Self.rect(unit.frame, in: field)
            if frame.height < minimumHeight {
                frame.size.height = minimumHeight
                frame.origin.y = min(frame.minY, field.maxY - minimumHeight)
            }
            let snap = Point(
                x: frame.minX + unit.snap.x * frame.width,
                y: min(
                    max(frame.minY + unit.snap.y * frame.height, frame.minY + lowest),
                    frame.maxY - tileSide / 2))
            zones.append(SnapZone(id: i + 1, frame: frame, snapPoint: snap))
        }
    }

    /// A rect as fractions of another.
    static func fraction(of rect: Rect, in area: Rect) -> Rect {
        Rect(
            x: (rect.minX - area.minX) / area.width, y: (rect.minY - area.minY) / area.height,
            width: rect.width / area.width, height: rect.height / area.height)
    }

    /// Fractions of an area as a rect.
    static func rect(_ fraction: Rect, in area: Rect) -> Rect {
        Rect(
            x: area.minX + fraction.minX * area.width, y: area.minY + fraction.minY * area.height,
            width: fraction.width * area.width, height: fraction.height * area.height)
    }

    private func clampedCenter(_ p: Point) -> Point {
        let inner = field.outset(by: -tileSide / 2)
        guard !inner.isEmpty else { return field.center }
        return inner.clamp(p)
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        if handleSliders(event) { return }
        switch event {
        case .pointer(let p) where keyCarry == nil: handlePointer(p)
        case .pointer(let p) where p.phase == .down && p.button == .primary:
            if let carry = keyCarry { placeCarried(at: p.location, carry) }
        case .key(let key) where handleZoneKey(key) || handlePlayKey(key): break
        case .key(let key) where key.matches(.escape): cancel(at: key.time)
        case .focus(let focus): takeFocus(focus)
        default: break
        }
    }

    /// Sliders take the pointer when pressed on, and the keys while focused.
    private mutating func handleSliders(_ event: InputEvent) -> Bool {
        if case .pointer(let p) = event, session.phase != .idle, p.pointer == session.pointer {
            return false
        }
        var changed = false
        if damping.handle(event) { changed = true }
        if response.handle(event) { changed = true }
        if margin.handle(event) {
            for i in tiles.indices { tiles[i].tracker.margin = margin.value }
            changed = true
        }
        let used: Bool
        switch event {
        case .pointer(let p):
            used =
                damping.isDragging || response.isDragging || margin.isDragging
                || (p.phase == .down
                    && (damping.frame.contains(p.location) || response.frame.contains(p.location)
                        || margin.frame.contains(p.location)))
        case .key(let key):
            used =
                !key.matches(.escape)
                && (damping.isFocused || response.isFocused || margin.isFocused)
        default: used = false
        }
        return used || changed
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        if zoneEdit != nil
            || (p.phase == .down && session.phase == .idle && tileIndex(at: p.location) == nil)
        {
            editZone(p)
            return
        }
        if p.phase == .down, session.phase == .idle {
            guard p.button == .primary, let index = tileIndex(at: p.location) else { return }
            let tile = tiles[index]
            press = Press(index: index, tracker: tile.tracker, center: tile.position.value)
            _ = session.press(index, frame: frame(of: tile), with: p, resolve: { _ in .none })
            return
        }
        guard session.phase != .idle, let press else { return }
        let index = press.index
        // The frame the tile would have if nothing held it.
        let free = session.origin.offset(by: p.location - session.pressLocation)
        let wasDragging = session.phase == .dragging
        let events = session.handle(p, resolve: { _ in .none })
        for event in events {
            switch event {
            case .started:
                // Grabbing a tile stops whatever pulled it, unless a zone goes on holding it.
                tiles[index].tracker.beginDrag()
                tiles[index].isAttached = !tiles[index].tracker.isHeld
                if !tiles[index].tracker.isHeld {
                    tiles[index].position.jump(to: tiles[index].position.value)
                }
                follow(index, freeFrame: free)
            case .dropped: release(index, freeFrame: free)
            case .cancelled: restore(press)
            case .tapped:
                self.press = nil
                pickUp(index)
                say(
                    "Picked up \(tiles[index].name): tap a zone or a spot to put it there, or "
                        + "the tile to put it down.")
            default: break
            }
        }
        if wasDragging, session.phase == .dragging, p.phase == .move {
            follow(index, freeFrame: free)
        }
    }

    /// Moves or resizes a zone: its frame follows the pointer (kept in the field and no
    /// smaller than a tile and a half), its snap point keeps its place in the zone, and the
    /// tiles it holds are pulled along by the spring.
    private mutating func editZone(_ p: PointerEvent) {
        switch p.phase {
        case .down:
            guard zoneEdit == nil, p.button == .primary else { return }
            for i in zones.indices.reversed() {
                let resizes = handle(zones[i]).contains(p.location)
                guard resizes || grip(zones[i]).contains(p.location) else { continue }
                zoneEdit = ZoneEdit(
                    index: i, pointer: p.pointer, resizes: resizes, startFrame: zones[i].frame,
                    startPointer: p.location)
                return
            }
        case .move, .up:
            guard let edit = zoneEdit, edit.pointer == p.pointer, p.location.isFinite else {
                return
            }
            let delta = p.location - edit.startPointer
            setZone(edit.index, frame: edited(edit.startFrame, by: delta, resizes: edit.resizes))
            if p.phase == .up, p.button == .primary { zoneEdit = nil }
        case .cancel:
            if let edit = zoneEdit, edit.pointer == p.pointer {
                setZone(edit.index, frame: edit.startFrame)
                zoneEdit = nil
            }
        }
    }

    /// A zone's frame moved (or, when `resizes`, its far corner moved) by `delta`, kept in
    /// the field and no smaller than a tile and a half.
    func edited(_ frame: Rect, by delta: Vector, resizes: Bool) -> Rect {
        var frame = frame
        if resizes {
            frame.size = Size(
                width: min(max(frame.width + delta.dx, tileSide * 1.5), field.maxX - frame.minX),
                height: min(
                    max(frame.height + delta.dy, tileSide * 1.5), field.maxY - frame.minY))
        } else {
            frame.origin = Point(
                x: min(max(frame.minX + delta.dx, field.minX), field.maxX - frame.width),
                y: min(max(frame.minY + delta.dy, field.minY), field.maxY - frame.height))
        }
        return frame
    }

    mutating func setZone(_ index: Int, frame: Rect) {
        zoneUnits[index].frame = Self.fraction(of: frame, in: field)
        let unit = zoneUnits[index].snap
        zones[index].frame = frame
        zones[index].snapPoint = Point(
            x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        for i in tiles.indices
        where tiles[i].tracker.holder == zones[index].id && tiles[i].tracker.isHeld
            && i != draggedIndex
        {
            tiles[i].position.animate(to: zones[index].snapPoint, with: .spring(spring), at: time)
        }
        if let dragged = draggedIndex, tiles[dragged].tracker.holder == zones[index].id,
            tiles[dragged].tracker.isHeld
        {
            tiles[dragged].position.animate(
                to: zones[index].snapPoint, with: .spring(spring), at: time)
        }
    }

    /// The topmost tile under a point.
    private func tileIndex(at point: Point) -> Int? {
        for i in drawingOrder.reversed() where frame(of: tiles[i]).contains(point) { return i }
        return nil
    }

    /// Tiles back to front: the dragged one last.
    var drawingOrder: [Int] {
        var order: [Int] = []
        for i in tiles.indices where i != draggedIndex { order.append(i) }
        if let dragged = draggedIndex { order.append(dragged) }
        return order
    }

    // MARK: - Capture, escape, release

    mutating func follow(_ index: Int, freeFrame: Rect) {
        if let event = tiles[index].tracker.move(freeFrame: freeFrame, zones: zones) {
            note(event, tile: index)
        }
        let rest = tiles[index].tracker.restingCenter(freeFrame: freeFrame, zones: zones)
        if tiles[index].tracker.isHeld {
            tiles[index].isAttached = false
            if tiles[index].position.target != rest {
                tiles[index].position.animate(to: rest, with: .spring(spring), at: time)
            }
        } else if tiles[index].isAttached
            || tiles[index].position.value.distance(to: rest) < 1
        {
            tiles[index].isAttached = true
            tiles[index].position.jump(to: rest)
        } else {
            tiles[index].position.animate(to: rest, with: .spring(Self.followSpring), at: time)
        }
    }

    mutating func release(_ index: Int, freeFrame: Rect) {
        let event = tiles[index].tracker.release(freeFrame: freeFrame, zones: zones)
        note(event, tile: index)
        switch event {
        case .settled(let id):
            if let zone = zones.first(where: { $0.id == id }) {
                tiles[index].position.animate(to: zone.snapPoint, with: .spring(spring), at: time)
            }
        default:
            let rest = clampedCenter(freeFrame.center)
            if tiles[index].position.target != rest {
                tiles[index].position.animate(to: rest, with: .spring(Self.followSpring), at: time)
            }
        }
        tiles[index].isAttached = true
        press = nil
    }

    mutating func restore(_ press: Press) {
        tiles[press.index].tracker = press.tracker
        let home: Point
        if let holder = press.tracker.holder, let zone = zones.first(where: { $0.id == holder }) {
            home = zone.snapPoint
        } else {
            home = press.center
        }
        tiles[press.index].position.animate(to: home, with: .spring(spring), at: time)
        tiles[press.index].isAttached = true
        lastEvent = "\(tiles[press.index].name): drag cancelled, back where it was."
        self.press = nil
    }

    /// Cancels a drag or unfocuses a slider; returns whether there was anything to cancel.
    @discardableResult
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if let carry = keyCarry {
            keyCarry = nil
            restore(carry.press)
            say(lastEvent)
            return true
        }
        if let edit = zoneEdit {
            setZone(edit.index, frame: edit.startFrame)
            zoneEdit = nil
            return true
        }
        if let edit = keyZone {
            setZone(edit.index, frame: edit.startFrame)
            keyZone = nil
            say("Zone \(zones[edit.index].id) put back where it was.")
            return true
        }
        if session.phase != .idle {
            let events = session.cancel(reason: .escape)
            if let press,
                events.contains(where: {
                    if case .cancelled = $0 { return true } else { return false }
                })
            {
                restore(press)
            }
            press = nil
            return true
        }
        if damping.isFocused || response.isFocused || margin.isFocused {
            damping.isFocused = false
            response.isFocused = false
            margin.isFocused = false
            return true
        }
        return false
    }

    private mutating func note(_ event: SnapZoneEvent<Int>, tile index: Int) {
        let name = tiles[index].name
        switch event {
        case .captured(let id, let from?):
            lastEvent = "\(name): captured by zone \(id), from zone \(from)."
        case .captured(let id, nil): lastEvent = "\(name): captured by zone \(id)."
        case .escaped(let id):
            lastEvent =
                "\(name): escaped zone \(id); it will not be recaptured there until released."
        case .settled(let id):
            lastEvent = "\(name): released; springs onto zone \(id)'s snap point."
        case .freed(let from?): lastEvent = "\(name): released outside; free (was in zone \(from))."
        case .freed(nil): lastEvent = "\(name): released; free."
        }
    }

    // MARK: - Time and state

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        var moving = false
        for i in tiles.indices {
            tiles[i].position.advance(to: time)
            if !tiles[i].position.isSettled { moving = true }
        }
        return moving
    }

    /// What the tracker says about a tile: free, held by zone N, or escaping zone N.
    func state(of index: Int) -> String {
        let tracker = tiles[index].tracker
        guard let holder = tracker.holder else { return "free" }
        return tracker.isHeld ? "held by zone \(holder)" : "escaping zone \(holder)"
    }

    var stateDescription: String {
        var lines: [String] = []
        for i in tiles.indices {
            let c = tiles[i].position.value
            lines.append(
                "\(tiles[i].name): \(state(of: i)) at \(Int(c.x.rounded())),\(Int(c.y.rounded()))")
        }
        lines.append(
            "spring: damping \(damping.valueText), response \(response.valueText); margin \(margin.valueText)"
        )
        var text = ""
        for (i, line) in lines.enumerated() { text += (i == 0 ? "" : "\n") + line }
        return text
    }
}
