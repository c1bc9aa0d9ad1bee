import DragAndDrop
import StageKit

/// The "without a pointer" page: six shelves and three boxes, moved with the keyboard
/// (`KeyboardDrag`: Tab to choose a box, Space to pick it up, arrows to carry it from shelf
/// to shelf by `nearestPlace`, Enter to drop, Escape to cancel) or by tapping a box and
/// then a shelf (`TapToPlace`). Every step's announcement, the text a screen reader would
/// speak, is listed as it is produced.
struct KeyboardPage {
    struct Box {
        var name: String
        var color: Color
        var shelf: Int
        var position = Animated(Point.zero)
    }

    static let shelfNames = [
        "top left", "top middle", "top right", "bottom left", "bottom middle", "the locked shelf",
    ]
    /// The shelf that takes nothing.
    static let locked = 5

    var boxes: [Box] = [
        Box(name: "the red box", color: Color(hex: 0xE4572E), shelf: 0),
        Box(name: "the blue box", color: Color(hex: 0x2E86AB), shelf: 4),
        Box(name: "the green box", color: Color(hex: 0x3BB273), shelf: 2),
    ]
    var shelves: [Rect] = []
    var log = Rect.zero
    var keyboard = KeyboardDrag<Int, Int>()
    var taps = TapToPlace<Int, Int>()
    /// The box Tab has chosen, if any.
    var focus: Int?
    /// Announcements, oldest first.
    var announcements: [String] = []
    /// How many announcements have been made (the list keeps only the last 12).
    var announcementCount = 0
    var pressed: Point?
    var time = 0.0

    var boxSide: Double { min(shelves.first.map { min($0.width, $0.height) * 0.5 } ?? 50, 64) }

    var announcer: Announcer<Int, Int> {
        let names = boxes.map { $0.name }
        return Announcer(item: { names[$0] }, location: { Self.shelfNames[$0] })
    }

    /// Whether a box may go on a shelf: not the locked one, and not one holding another box.
    func accepts(_ box: Int, _ shelf: Int) -> Bool { Self.accepts(box, shelf, boxes: boxes) }

    static func accepts(_ box: Int, _ shelf: Int, boxes: [Box]) -> Bool {
        shelf != locked && !boxes.indices.contains { $0 != box && boxes[$0].shelf == shelf }
    }

    /// `accepts` for the boxes as they are now, as a closure that does not hold on to self.
    var acceptance: (Int, Int) -> Bool {
        let boxes = self.boxes
        return { Self.accepts($0, $1, boxes: boxes) }
    }

    func boxFrame(_ i: Int) -> Rect {
        Rect(center: boxes[i].position.value, size: Size(width: boxSide, height: boxSide))
    }

    /// Where a box is drawn: on its shelf, or hovering over the shelf it is carried to.
    func restingPoint(_ i: Int) -> Point {
        if let carry = keyboard.carry, carry.item == i {
            return shelves[carry.location].center + Vector(dx: 0, dy: -boxSide * 0.25)
        }
        return shelves[boxes[i].shelf].center
    }

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        let wide = rect.width >= 900
        let logHeight = wide ? rect.height : min(120, rect.height * 0.3)
        log =
            wide
            ? Rect(x: rect.maxX - 340, y: rect.minY, width: 340, height: logHeight)
            : Rect(x: rect.minX, y: rect.maxY - logHeight, width: rect.width, height: logHeight)
        let area = Rect(
            x: rect.minX, y: rect.minY, width: wide ? rect.width - 356 : rect.width,
            height: wide ? rect.height : rect.height - logHeight - 12)
        let gap = 16.0
        let w = (area.width - 2 * gap) / 3
        let h = min((area.height - gap) / 2, w)
        shelves = []
        for i in 0..<6 {
            shelves.append(
                Rect(
                    x: area.minX + Double(i % 3) * (w + gap),
                    y: area.minY + Double(i / 3) * (h + gap),
                    width: w, height: h))
        }
        for i in boxes.indices { boxes[i].position.jump(to: restingPoint(i)) }
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        switch event {
        case .key(let key): handleKey(key)
        case .focus(let f) where f.role == .item && keyboard.carry == nil:
            // A screen reader's cursor, or Tab in the web page's mirror, on a box.
            focus = boxes.indices.first { boxes[$0].name == f.label } ?? focus
        case .pointer(let p) where p.button == .primary:
            if p.phase == .down { pressed = p.location }
            if p.phase == .up, let start = pressed, start.distance(to: p.location) < 8 {
                tap(at: p.location)
            }
            if p.phase == .up || p.phase == .cancel { pressed = nil }
        default: break
        }
    }

    private mutating func handleKey(_ key: KeyEvent) {
        let announcer = self.announcer
        if keyboard.carry != nil {
            let direction: Direction?
            switch key.key {
            case .left: direction = .left
            case .right: direction = .right
            case .up: direction = .up
            case .down: direction = .down
            default: direction = nil
            }
            if let direction {
                let places = shelves.enumerated().map { ($0.offset, $0.element.center) }
                let shelves = self.shelves
                let step = keyboard.move(
                    direction,
                    navigate: { from, way in
                        nearestPlace(from: shelves[from].center, toward: way, among: places)
                    },
                    accepts: acceptance, announcer: announcer)
                say(step.announcement)
                settleBoxes()
                return
            }
            if key.matches(.enter) || key.matches(.space) {
                let step = keyboard.drop(accepts: acceptance, announcer: announcer)
                if case .dropped(let box, _, let shelf) = step.outcome { boxes[box].shelf = shelf }
                say(step.announcement)
                settleBoxes()
                return
            }
            if key.matches(.escape) {
                _ = cancel(at: key.time)
                return
            }
            return
        }
        if let next = key.tabbed(from: focus, among: boxes.count) {
            focus = next
            say(
                "Focus on \(boxes[next].name), on \(Self.shelfNames[boxes[next].shelf]). Space picks it up."
            )
        } else if key.matches(.space) || key.matches(.enter), let focus {
            taps.clear()
            let step = keyboard.pickUp(focus, at: boxes[focus].shelf, announcer: announcer)
            say(step.announcement)
            settleBoxes()
        }
    }

    private mutating func tap(at point: Point) {
        guard keyboard.carry == nil else { return }
        let announcer = self.announcer
        if let box = boxes.indices.first(where: { boxFrame($0).contains(point) }) {
            say(taps.tapItem(box, at: boxes[box].shelf, announcer: announcer).announcement)
            return
        }
        if let shelf = shelves.indices.first(where: { shelves[$0].contains(point) }) {
            let step = taps.tapPlace(shelf, accepts: acceptance, announcer: announcer)
            if case .placed(let box, _, let to) = step.outcome {
                boxes[box].shelf = to
                settleBoxes()
            }
            say(step.announcement)
        }
    }

    private mutating func say(_ text: String) {
        announcements.append(text)
        announcementCount &+= 1
        if announcements.count > 12 { announcements.removeFirst() }
    }

    private mutating func settleBoxes() {
        for i in boxes.indices where boxes[i].position.target != restingPoint(i) {
            boxes[i].position.animate(to: restingPoint(i), with: .spring(), at: time)
        }
    }

    /// Escape puts a carried box back, or clears a tap selection.
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if keyboard.carry != nil {
            say(keyboard.cancel(announcer: announcer).announcement)
            settleBoxes()
            return true
        }
        if taps.selection != nil {
            taps.clear()
            say("Selection cleared.")
            return true
        }
        return false
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        var moving = false
        for i in boxes.indices {
            boxes[i].position.advance(to: time)
            if !boxes[i].position.isSettled { moving = true }
        }
        return moving
    }

    var stateDescription: String {
        var text = ""
        for box in boxes {
            text += (text.isEmpty ? "" : "\n") + "\(box.name): \(Self.shelfNames[box.shelf])"
        }
        return text
    }
}
