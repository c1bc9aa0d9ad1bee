import DragAndDrop
import StageKit

/// The million-zones page: 1000 × 1000 drop zones in one `DropZones` collection, a field
/// you can pan and zoom; the zone under the pointer is lit, found through the grid index.
///
/// The zones are filed in bulk, a slice per frame, the first time the page is shown, so opening it
/// never freezes the window. Only what is visible is drawn, and cheaply: a fill and the
/// gaps between zones as lines (between blocks of k × k zones when zoomed far out), a few
/// hundred display items however many zones are in view.
struct MillionZonesPage {
    /// Zones per side.
    static let side = 1000
    /// The distance between zone origins, in field units; each zone is 14 × 14 inside it.
    static let pitch = 16.0
    static let zoneSize = 14.0
    /// The index's cell: 4 × 4 zones, none straddling two cells.
    static let cellSize = 64.0
    /// How many zones are filed (in bulk) per frame while the collection is built: 32
    /// rows (8 rows of index cells) a frame, each slice a short-lived array of about 3 MB.
    /// Slices of 100,000 left the page 7 MB larger at rest: the allocator kept the space
    /// of the large short-lived arrays.
    static let zonesPerFrame = 32_000

    var zones = DropZones<Int>(cellSize: Self.cellSize)
    /// How many zones have been filed (row by row).
    var filed = 0
    /// Field units → window points: window = field · scale + origin.
    var scale = 0.03
    var origin = Point.zero
    var viewport = Rect.zero
    var readout = Rect.zero
    /// Whether the view has been set once (the first layout fits the whole field).
    var hasView = false
    /// Whether the view shows the whole field (it stays fitted when the window resizes).
    var isFitted = true
    var pointer: Point?
    var pan: Pan?
    var time = 0.0

    struct Pan {
        var pointer: PointerID
        var last: Point
    }

    /// The whole field, in field units.
    static var field: Rect {
        Rect(x: 0, y: 0, width: Double(side) * pitch, height: Double(side) * pitch)
    }

    /// The frame of the zone in a row and column, in field units.
    static func zoneFrame(row: Int, column: Int) -> Rect {
        Rect(
            x: Double(column) * pitch + 1, y: Double(row) * pitch + 1, width: zoneSize,
            height: zoneSize)
    }

    var isBuilt: Bool { filed >= Self.side * Self.side }

    // MARK: - Building

    /// Files the next slice of zones in bulk; returns whether any are left.
    private mutating func fileMore() -> Bool {
        guard !isBuilt else { return false }
        if filed == 0 { zones.reserveCapacity(Self.side * Self.side) }
        let slice = filed..<min(filed + Self.zonesPerFrame, Self.side * Self.side)
        zones.insert(
            contentsOf: slice.map { id in
                DropZone(id: id, frame: Self.zoneFrame(row: id / Self.side, column: id % Self.side))
            })
        filed = slice.upperBound
        return !isBuilt
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        return fileMore()
    }

    // MARK: - Layout and view

    mutating func layout(in rect: Rect, at time: Double) {
        readout = Rect(x: rect.minX, y: rect.maxY - 44, width: rect.width, height: 44)
        let newViewport = Rect(
            x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - 52, 20))
        if hasView, !viewport.isEmpty, !isFitted {
            // Keep the field point at the viewport's centre where it was.
            let centre = fieldPoint(viewport.center)
            viewport = newViewport
            origin = Point(
                x: viewport.midX - centre.x * scale, y: viewport.midY - centre.y * scale)
        } else {
            viewport = newViewport
            fit()
            hasView = true
        }
    }

    /// Shows the whole field.
    mutating func fit() {
        isFitted = true
        scale = fitScale
        origin = Point(
            x: viewport.midX - Self.field.width * scale / 2,
            y: viewport.midY - Self.field.height * scale / 2)
    }

    var fitScale: Double { min(viewport.width, viewport.height) / Self.field.width }
    /// Zoomed in as far as this, a zone is 14 × 4 = 56 points wide.
    static let maximumScale = 4.0

    func fieldPoint(_ p: Point) -> Point {
        Point(x: (p.x - origin.x) / scale, y: (p.y - origin.y) / scale)
    }

    func windowRect(_ r: Rect) -> Rect {
        Rect(
            x: r.minX * scale + origin.x, y: r.minY * scale + origin.y, width: r.width * scale,
            height: r.height * scale)
    }

    mutating func zoom(by factor: Double, around anchor: Point) {
        guard factor.isFinite, factor > 0, anchor.isFinite else { return }
        let fixed = fieldPoint(anchor)
        isFitted = false
        scale = min(max(scale * factor, fitScale), Self.maximumScale)
        origin = Point(x: anchor.x - fixed.x * scale, y: anchor.y - fixed.y * scale)
        keepFieldInView()
    }

    private mutating func keepFieldInView() {
        // At least a quarter of the viewport keeps showing the field.
        let shown = windowRect(Self.field)
        let slackX = viewport.width * 0.75
        let slackY = viewport.height * 0.75
        if shown.maxX < viewport.minX + viewport.width - slackX {
            origin.x += viewport.minX + viewport.width - slackX - shown.maxX
        }
        if shown.minX > viewport.minX + slackX { origin.x -= shown.minX - viewport.minX - slackX }
        if shown.maxY < viewport.minY + viewport.height - slackY {
            origin.y += viewport.minY + viewport.height - slackY - shown.maxY
        }
        if shown.minY > viewport.minY + slackY { origin.y -= shown.minY - viewport.minY - slackY }
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        switch event {
        case .pointer(let p): handlePointer(p)
        case .wheel(let wheel):
            if wheel.location.isFinite { pointer = wheel.location }
            guard viewport.contains(wheel.location), wheel.delta.dy.isFinite else { return }
            zoom(by: Self.zoomFactor(notches: wheel.delta.dy), around: wheel.location)
        case .key(let key):
            let anchor = pointer.flatMap { viewport.contains($0) ? $0 : nil } ?? viewport.center
            if let direction = key.arrowOrShiftArrow {
                panByKeys(direction, fine: key.modifiers == .shift)
                return
            }
            switch key.key.name {
            case "+", "=": zoom(by: 2, around: anchor)
            case "-": zoom(by: 0.5, around: anchor)
            case "0": fit()
            default: break
            }
        default: break
        }
    }

    /// An arrow moves the view a quarter of the viewport that way (shift: one zone) and
    /// lights the zone nearest the viewport's centre, so the keys probe the index as the
    /// pointer does.
    mutating func panByKeys(_ direction: Direction, fine: Bool) {
        let v = direction.vector
        let step =
            fine
            ? Vector(dx: Self.pitch * scale, dy: Self.pitch * scale)
            : Vector(dx: viewport.width / 4, dy: viewport.height / 4)
        origin = origin - Vector(dx: v.dx * step.dx, dy: v.dy * step.dy)
        isFitted = false
        keepFieldInView()
        // The zone nearest the centre, rather than the centre, which may be a gap.
        let centre = fieldPoint(viewport.center)
        func nearest(_ x: Double) -> Int {
            x.isFinite ? min(max(Int((x / Self.pitch).rounded(.down)), 0), Self.side - 1) : 0
        }
        let zone = Self.zoneFrame(row: nearest(centre.y), column: nearest(centre.x))
        pointer = windowRect(zone).center
    }

    /// 1.25 per notch; a positive delta (the wheel turned away) zooms in.
    static func zoomFactor(notches: Double) -> Double {
        let n = min(max(notches, -10), 10)
        var factor = 1.0
        var left = abs(n)
        while left >= 1 {
            factor *= 1.25
            left -= 1
        }
        factor *= 1 + 0.25 * left
        return n >= 0 ? factor : 1 / factor
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        if p.phase != .cancel, p.location.isFinite { pointer = p.location }
        switch p.phase {
        case .down:
            if pan == nil, p.button == .primary, viewport.contains(p.location) {
                pan = Pan(pointer: p.pointer, last: p.location)
            }
        case .move:
            guard var pan, pan.pointer == p.pointer, p.location.isFinite else { return }
            origin = origin + (p.location - pan.last)
            isFitted = false
            pan.last = p.location
            self.pan = pan
            keepFieldInView()
        case .up:
            if pan?.pointer == p.pointer, p.button == .primary { pan = nil }
        case .cancel:
            if pan?.pointer == p.pointer { pan = nil }
            pointer = nil
        }
    }

    /// Escape ends a pan where it is.
    mutating func cancel(at time: Double) -> Bool {
        guard pan != nil else { return false }
        pan = nil
        return true
    }

    // MARK: - Hit testing

    /// What the pointer is over, as the index found it.
    struct Hit {
        /// The zone under the pointer, if any.
        var zone: Int?
        /// The index cell the lookup read.
        var cell: Rect
        /// How many zones are filed under that cell: all the lookup tested.
        var candidates: Int
    }

    /// The zone under the pointer, found through `DropZones.target(for:using:)`.
    var hit: Hit? {
        guard let pointer, viewport.contains(pointer) else { return nil }
        let p = fieldPoint(pointer)
        guard p.isFinite else { return nil }
        let probe = DragProbe(pointer: p, frame: Rect(origin: p, size: .zero))
        let zone = zones.target(for: probe, using: PointerWithin()).zone
        let cell = Rect(
            x: (p.x / Self.cellSize).rounded(.down) * Self.cellSize,
            y: (p.y / Self.cellSize).rounded(.down) * Self.cellSize, width: Self.cellSize,
            height: Self.cellSize)
        let candidates = zones.zones(touching: cell.outset(by: -0.5)).count
        return Hit(zone: zone, cell: cell, candidates: candidates)
    }

    var stateDescription: String {
        var text = "zones filed: \(filed)\nzoom: \((scale / fitScale).decimalText(places: 1))×"
        if let hit = hit, let zone = hit.zone {
            text += "\nlit: row \(zone / Self.side), column \(zone % Self.side)"
        } else {
            text += "\nlit: none"
        }
        return text
    }
}
