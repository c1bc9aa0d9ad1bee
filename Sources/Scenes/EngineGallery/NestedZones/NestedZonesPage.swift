import DragAndDrop
import StageKit

/// The nested-zones page: a table holding a tray holding a "circles only" dish, and a
/// "squares only" box on the table. Drag the circle, the square or the star: the zone under
/// the pointer is chosen by `DropZones.target(for:using:accepts:)` — the innermost zone that
/// accepts the item wins; when none does, the refusing one is shown in red and a drop
/// there glides the item back.
struct NestedZonesPage {
    enum Shape: Int, CaseIterable, Sendable {
        case circle, square, star

        var name: String {
            switch self {
            case .circle: return "Circle"
            case .square: return "Square"
            case .star: return "Star"
            }
        }
    }

    struct Piece {
        var shape: Shape
        /// Where it rests, as fractions of the stage (so it keeps its place on resize).
        var spot: Point
        /// The zone it was dropped into, if any.
        var zone: String?
        var position: Animated<Point>
    }

    /// The zones, with their frames as fractions of the stage.
    static let layoutFractions: [(id: String, frame: Rect, parent: String?)] = [
        ("Table", Rect(x: 0.02, y: 0.04, width: 0.66, height: 0.92), nil),
        ("Tray", Rect(x: 0.06, y: 0.14, width: 0.34, height: 0.74), "Table"),
        ("Circles only", Rect(x: 0.12, y: 0.42, width: 0.22, height: 0.36), "Tray"),
        ("Squares only", Rect(x: 0.45, y: 0.14, width: 0.19, height: 0.5), "Table"),
    ]

    var zones = DropZones<String>()
    var pieces: [Piece]
    var session = DragSession<Int, String>()
    var stage = Rect.zero
    var readout = Rect.zero
    var pieceSize = 48.0
    var time = 0.0
    /// What the zones under the pointer said during the drag, innermost first.
    var answers: [(zone: String, feedback: DropFeedback)] = []
    var lastDrop = "Drag a piece onto the table."
    /// How many steps have been said; a repeated sentence counts again.
    var announcementCount = 0
    /// The piece Tab has chosen, if any.
    var focus: Int?
    var keyboard = KeyboardDrag<Int, Int>()
    var taps = TapToPlace<Int, Int>()

    init() {
        var pieces: [Piece] = []
        for (i, shape) in Shape.allCases.enumerated() {
            pieces.append(
                Piece(
                    shape: shape, spot: Point(x: 0.84, y: 0.2 + 0.3 * Double(i)), zone: nil,
                    position: Animated(Point.zero)))
        }
        self.pieces = pieces
    }

    /// What a zone says about a piece: the table holds the others and takes nothing itself.
    static func answer(zone: String, shape: Shape) -> DropFeedback {
        switch zone {
        case "Table": return .none
        case "Circles only": return shape == .circle ? .accepted : .rejected
        case "Squares only": return shape == .square ? .accepted : .rejected
        default: return .accepted
        }
    }

    func frame(of piece: Piece) -> Rect {
        Rect(center: piece.position.value, size: Size(width: pieceSize, height: pieceSize))
    }

    func windowPoint(_ spot: Point) -> Point {
        Point(x: stage.minX + spot.x * stage.width, y: stage.minY + spot.y * stage.height)
    }

    func spot(of p: Point) -> Point {
        Point(x: (p.x - stage.minX) / stage.width, y: (p.y - stage.minY) / stage.height)
    }

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        readout = Rect(x: rect.minX, y: rect.maxY - 44, width: rect.width, height: 44)
        stage = Rect(
            x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - 56, 60))
        pieceSize = min(max(min(stage.width, stage.height) * 0.1, 28), 56)
        zones.removeAll()
        for entry in Self.layoutFractions {
            let f = entry.frame
            let frame = Rect(
                x: stage.minX + f.minX * stage.width, y: stage.minY + f.minY * stage.height,
                width: f.width * stage.width, height: f.height * stage.height)
            zones.insert(DropZone(id: entry.id, frame: frame, parent: entry.parent))
        }
        for i in pieces.indices { pieces[i].position.jump(to: windowPoint(pieces[i].spot)) }
        if session.phase != .idle { _ = session.cancel(reason: .app) }
        answers = []
        if let carry = keyboard.carry {
            let point = windowPoint(keySpot(of: carry.item, in: carry.location))
            pieces[carry.item].position.jump(to: point)
            noteAnswers(carry.item, at: point)
        }
    }

    // MARK: - Input

    private func resolve(_ index: Int) -> (DragProbe) -> DropTarget<String> {
        let shape = pieces[index].shape
        let zones = self.zones
        return { probe in
            zones.target(for: probe, using: PointerWithin()) {
                Self.answer(zone: $0.id, shape: shape)
            }
        }
    }

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        switch event {
        case .key(let key) where handlePlayKey(key): return
        case .key(let key) where key.matches(.escape): _ = cancel(at: key.time)
        case .focus(let focus): takeFocus(focus)
        default: break
        }
        guard case .pointer(let p) = event, keyboard.carry == nil else { return }
        if p.phase == .down, session.phase == .idle {
            guard p.button == .primary else { return }
            for i in pieces.indices.reversed() where frame(of: pieces[i]).contains(p.location) {
                pieces[i].position.jump(to: pieces[i].position.value)
                _ = session.press(i, frame: frame(of: pieces[i]), with: p, resolve: resolve(i))
                return
            }
            _ = tapPlace(at: p.location)
            return
        }
        guard session.phase != .idle, let index = session.item else { return }
        let events = session.handle(p, resolve: resolve(index))
        if session.phase == .dragging {
            taps.clear()
            pieces[index].position.jump(to: session.frame.center)
            noteAnswers(index, at: session.location)
        }
        for event in events {
            switch event {
            case .tapped: tapPiece(index)
            case .dropped(let result): land(index, result)
            case .cancelled: glideBack(index, saying: "Cancelled: back where it was.")
            default: break
            }
        }
    }

    /// Notes what each zone under `point` says about a piece, innermost first.
    mutating func noteAnswers(_ index: Int, at point: Point) {
        let shape = pieces[index].shape
        var found: [(zone: String, feedback: DropFeedback)] = []
        var under = zones.zones(touching: Rect(origin: point, size: .zero))
        under.sort { zones.depth(of: $0) > zones.depth(of: $1) }
        for zone in under { found.append((zone.id, Self.answer(zone: zone.id, shape: shape))) }
        answers = found
    }

    private mutating func land(_ index: Int, _ result: DropResult<Int, String>) {
        answers = []
        let name = pieces[index].shape.name
        guard result.isAccepted, let zone = result.target.zone else {
            let reason =
                result.target.zone.map { "\($0) refuses the \(name.lowercased())" }
                ?? "no zone takes it there"
            glideBack(index, saying: "\(name): \(reason), so it glides back.")
            return
        }
        place(index, in: zone, at: spot(of: result.landing.destination.center))
        lastDrop = "\(name): dropped into \(zone)."
    }

    /// Puts a piece in a zone at a spot (fractions of the stage), gliding there.
    mutating func place(_ index: Int, in zone: String, at spot: Point) {
        answers = []
        pieces[index].zone = zone
        pieces[index].spot = spot
        pieces[index].position.animate(to: windowPoint(spot), with: .spring(), at: time)
    }

    mutating func glideBack(_ index: Int, saying text: String) {
        answers = []
        pieces[index].position.animate(
            to: windowPoint(pieces[index].spot), with: .spring(), at: time)
        lastDrop = text
    }

    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if let carry = keyboard.carry {
            let step = keyboard.cancel(announcer: announcer)
            glideBack(carry.item, saying: step.announcement)
            say(step.announcement)
            return true
        }
        if taps.selection != nil {
            taps.clear()
            say("Nothing is selected.")
            return true
        }
        guard session.phase != .idle, let index = session.item else { return false }
        let events = session.cancel(reason: .escape)
        if events.contains(where: { if case .cancelled = $0 { return true } else { return false } })
        {
            glideBack(index, saying: "Cancelled: back where it was.")
        }
        return true
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        var moving = false
        for i in pieces.indices {
            pieces[i].position.advance(to: time)
            if !pieces[i].position.isSettled { moving = true }
        }
        return moving
    }

    var stateDescription: String {
        var text = ""
        for (i, piece) in pieces.enumerated() {
            text +=
                (i == 0 ? "" : "\n") + "\(piece.shape.name): "
                + (piece.zone.map { "in \($0)" } ?? "off the table")
        }
        return text
    }
}
