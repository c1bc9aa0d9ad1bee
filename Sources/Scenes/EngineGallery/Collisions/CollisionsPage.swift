import DragAndDrop
import StageKit

/// The collisions page: one stage of zones and one card, shown in five panels, each
/// judging the card with another collision strategy. Dragging the card in any panel moves
/// it in all of them, so every panel sees the same drag.
///
/// The stage has its own units (`stage`, 480 × 320); each panel draws it scaled to fit.
struct CollisionsPage {
    /// The stage the zones and the card live on, in stage units.
    static let stage = Rect(x: 0, y: 0, width: 480, height: 320)
    /// The zones, in stage units: a large one, a tall one, a small one beside a low one,
    /// and a wide one near the card's tray, so that strategies disagree near their edges.
    static let zoneFrames: [Rect] = [
        Rect(x: 16, y: 16, width: 196, height: 112),
        Rect(x: 232, y: 16, width: 84, height: 200),
        Rect(x: 340, y: 20, width: 40, height: 40),
        Rect(x: 344, y: 84, width: 120, height: 132),
        Rect(x: 16, y: 148, width: 196, height: 68),
    ]
    /// The card's size and where it starts (its centre), in the tray under the zones.
    static let cardSize = Size(width: 96, height: 56)
    static let cardHome = Point(x: 290, y: 276)

    var zones = DropZones<Int>()
    /// The card's centre, in stage units.
    var card = Self.cardHome
    /// Where the pointer holds the card, relative to its centre, in stage units.
    var grab = Vector.zero
    var drag: Drag?
    var ratio = Slider(Self.ratioTitle, value: 0.5, in: 0.05...1, step: 0.05, places: 2)
    /// The slider's name, and its short form for a narrow panel.
    static let ratioTitle = "Minimum share r"
    static let shortRatioTitle = "Share r"
    var panels: [Rect] = []
    var spare = Rect.zero
    var time = 0.0

    struct Drag {
        /// The pointer dragging, or nil when the keys carry the card.
        var pointer: PointerID?
        var panel: Int
        /// Where the card was when pressed, for Escape.
        var start: Point
        var startGrab: Vector
        /// Where the press began, and whether the pointer has moved off it (else the
        /// press is a tap).
        var pressedAt = Point.zero
        var hasMoved = false
    }

    /// Whether Tab has put the focus on the card, and whether a tap has picked it to be
    /// placed by the next tap.
    var isFocused = false
    var isTapped = false
    /// The last step said for screen readers, and how many have been said.
    var voice = StatusLine("")

    init() {
        for (i, frame) in Self.zoneFrames.enumerated() {
            zones.insert(DropZone(id: i + 1, frame: frame))
        }
    }

    /// The card's frame, in stage units.
    var cardFrame: Rect { Rect(center: card, size: Self.cardSize) }

    /// What every strategy tests: the pointer and the card, in stage units.
    var probe: DragProbe { DragProbe(pointer: card + grab, frame: cardFrame) }

    /// The zone each strategy picks, in the order of `CollisionJudge.allCases`.
    var picks: [Int?] {
        var result: [Int?] = []
        for judge in CollisionJudge.allCases {
            result.append(judge.pick(in: zones, probe: probe, ratio: ratio.value))
        }
        return result
    }

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        // Three panels across, or two on a phone held upright.
        let columns = rect.width < GalleryPage.narrowWidth ? 2 : 3
        let rows = 6 / columns
        let gap = 12.0
        let width = (rect.width - Double(columns - 1) * gap) / Double(columns)
        let height = (rect.height - Double(rows - 1) * gap) / Double(rows)
        var frames: [Rect] = []
        for i in 0..<6 {
            frames.append(
                Rect(
                    x: rect.minX + Double(i % columns) * (width + gap),
                    y: rect.minY + Double(i / columns) * (height + gap), width: width,
                    height: height))
        }
        panels = Array(frames[0..<5])
        spare = frames[5]
        ratio.frame = Rect(
            x: spare.minX + 12, y: spare.minY + 8, width: min(spare.width - 24, 300),
            height: Slider.preferredHeight)
        // A phone's narrow panel has room for the short name only.
        ratio.title = Self.ratioTitle
        if ratio.preferredWidth() > ratio.frame.width { ratio.title = Self.shortRatioTitle }
    }

    /// The transform from stage units to window points in a panel.
    func transform(forPanel index: Int) -> AffineTransform {
        let panel = panels[index]
        let inner = Rect(
            x: panel.minX + 8, y: panel.minY + 48, width: panel.width - 16,
            height: max(panel.height - 56, 10))
        let scale = min(inner.width / Self.stage.width, inner.height / Self.stage.height)
        let origin = Point(
            x: inner.midX - Self.stage.width * scale / 2,
            y: inner.midY - Self.stage.height * scale / 2)
        return AffineTransform(scale: scale).translated(by: Vector(dx: origin.x, dy: origin.y))
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        let dragging = drag != nil
        if !dragging, ratio.handle(event) { return }
        if !dragging, case .pointer(let p) = event, p.phase == .down,
            ratio.frame.contains(p.location)
        {
            return
        }
        if case .key(let key) = event, ratio.isFocused, !key.matches(.escape) { return }
        switch event {
        case .key(let key): _ = handlePlayKey(key)
        case .focus(let focus): takeFocus(focus)
        default: break
        }
        guard case .pointer(let p) = event, !isCarriedByKeys else { return }
        switch p.phase {
        case .down:
            guard drag == nil, p.button == .primary else { return }
            for i in panels.indices {
                guard let toStage = transform(forPanel: i).inverted else { continue }
                let point = toStage.apply(to: p.location)
                if panels[i].contains(p.location), cardFrame.contains(point) {
                    drag = Drag(
                        pointer: p.pointer, panel: i, start: card, startGrab: grab,
                        pressedAt: p.location)
                    grab = point - card
                    return
                }
            }
            placeTapped(at: p.location)
        case .move:
            guard var drag, drag.pointer == p.pointer else { return }
            if !drag.hasMoved, (p.location - drag.pressedAt).length > Self.tapSlop {
                drag.hasMoved = true
                self.drag = drag
                isTapped = false
            }
            moveCard(to: p.location, panel: drag.panel)
        case .up:
            guard let drag, drag.pointer == p.pointer, p.button == .primary else { return }
            if !drag.hasMoved {
                grab = drag.startGrab
                self.drag = nil
                tapCard()
                return
            }
            moveCard(to: p.location, panel: drag.panel)
            self.drag = nil
        case .cancel:
            if drag?.pointer == p.pointer { _ = cancel(at: p.time) }
        }
    }

    private mutating func moveCard(to location: Point, panel: Int) {
        guard let toStage = transform(forPanel: panel).inverted else { return }
        moveCard(toStagePoint: toStage.apply(to: location))
    }

    /// Moves the card so that the pointer's grab lies at `pointer`, in stage units.
    mutating func moveCard(toStagePoint pointer: Point) {
        guard pointer.isFinite else { return }
        // The card stays on the stage, so it can never be lost off a panel.
        let half = Vector(dx: Self.cardSize.width / 2, dy: Self.cardSize.height / 2)
        let inner = Rect(
            x: Self.stage.minX + half.dx, y: Self.stage.minY + half.dy,
            width: Self.stage.width - 2 * half.dx, height: Self.stage.height - 2 * half.dy)
        card = inner.clamp(pointer - grab)
    }

    /// Escape puts a dragged card back and unfocuses the slider.
    mutating func cancel(at time: Double) -> Bool {
        if let drag {
            card = drag.start
            grab = drag.startGrab
            self.drag = nil
            if drag.pointer == nil { voice.announce("Put back. \(picksSentence)") }
            return true
        }
        if isTapped {
            isTapped = false
            voice.announce("The card is no longer selected.")
            return true
        }
        if ratio.isFocused {
            ratio.isFocused = false
            return true
        }
        return false
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        return false
    }

    var stateDescription: String {
        var text =
            "card: \(Int(card.x.rounded())),\(Int(card.y.rounded())); r \(ratio.valueText)"
        let picks = self.picks
        for (i, judge) in CollisionJudge.allCases.enumerated() {
            text += "\n\(judge.title): " + (picks[i].map { "zone \($0)" } ?? "nothing")
        }
        return text
    }
}
