import DragAndDrop
import StageKit

/// The hysteresis page: three zones side by side sharing their borders, a puck to drag
/// over them, and a slider for the target margin (`DragController.targetMargin`, 0 to 24
/// points). The zone the drag is over is lit and every change of it is counted: with the
/// margin at zero a hand resting on a border makes the target flicker, with a few points
/// it holds. "Shake on a border" makes the same trembling drag by itself (a programmatic
/// drag), so the difference can be watched without a steady hand.
struct HysteresisPage {
    static let zoneNames = ["A", "B", "C"]
    /// The shake's offsets across the border, in points, repeated: a hand that trembles.
    static let tremble: [Double] = [-3, 2.5, -2, 3.5, -1.5, 3, -3.5, 1.5]
    /// How long the shake goes on, in steps of a thirtieth of a second.
    static let shakeSteps = 15 + 90

    var zones = DropZones<Int>()
    var zoneFrames: [Rect] = []
    var drag = DragController<Int, Int>(activation: .distance(2))
    /// Where the puck rests, as fractions of the stage, and the zone it is in.
    var spot = Point(x: 1.0 / 6, y: 0.5)
    var puckZone = 0
    var margin = Slider("Margin", value: 0, in: 0...24, step: 1, places: 0, unit: " pt")
    var shake = Button("Shake on a border")
    var resetCount = Button("Reset count")
    var stage = Rect.zero
    var readout = Rect.zero
    var puckSide = 44.0
    var time = 0.0
    /// How many times the target changed during drags, and the targets of the latest moves.
    var changes = 0
    var recent: [Int?] = []
    var lastTarget: Int?
    var wasDragging = false
    /// The step the shake is at, and when the next is due; nil when not shaking.
    var shakeStep: Int?
    var nextShake = 0.0
    /// Whether Tab has put the focus on the puck, and where the keys hold it while they
    /// carry it (nil when they do not).
    var isPuckFocused = false
    var keyPoint: Point?
    /// The last step said for screen readers, and how many have been said.
    var voice = StatusLine("")

    var puckFrame: Rect {
        Rect(
            center: Point(
                x: stage.minX + spot.x * stage.width, y: stage.minY + spot.y * stage.height),
            size: Size(width: puckSide, height: puckSide))
    }

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        self.time = max(self.time, time)
        stopShaking()
        cancelDrag(.app, at: self.time)
        keyPoint = nil
        let row = 44.0
        let gap = 8.0
        let oneRow = rect.width >= 640
        let controlsTop = rect.maxY - (oneRow ? row : 2 * row + gap)
        let sliderWidth = oneRow ? min(300, rect.width * 0.4) : rect.width
        margin.frame = Rect(x: rect.minX, y: controlsTop, width: sliderWidth, height: row)
        let buttonsLeft = oneRow ? rect.minX + sliderWidth + 16 : rect.minX
        let buttonsTop = oneRow ? controlsTop : controlsTop + row + gap
        let room = rect.maxX - buttonsLeft
        let shakeWidth = min(shake.preferredSize().width, (room - gap) * 0.6)
        shake.frame = Rect(x: buttonsLeft, y: buttonsTop, width: shakeWidth, height: row)
        resetCount.frame = Rect(
            x: buttonsLeft + shakeWidth + gap, y: buttonsTop,
            width: min(resetCount.preferredSize().width, room - shakeWidth - gap), height: row)
        readout = Rect(x: rect.minX, y: controlsTop - 56, width: rect.width, height: 48)
        stage = Rect(
            x: rect.minX, y: rect.minY, width: rect.width,
            height: max(min(readout.minY - rect.minY - 24, 260), 60))
        let width = stage.width / 3
        zoneFrames = (0..<3).map { i in
            Rect(
                x: stage.minX + Double(i) * width, y: stage.minY, width: width, height: stage.height
            )
        }
        zones.removeAll()
        for (i, frame) in zoneFrames.enumerated() { zones.insert(DropZone(id: i, frame: frame)) }
        puckSide = max(min(44, width * 0.4, stage.height * 0.4), 16)
        drag.look.place(0, center: puckFrame.center)
        drag.targetMargin = margin.value
    }

    // MARK: - Time

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        while let step = shakeStep, nextShake <= self.time {
            let due = nextShake
            shakeStep = step + 1
            nextShake += 1.0 / 30
            playShake(step: step, at: due)
        }
        advanceDrag(to: self.time)
        drag.look.advance(to: self.time)
        return shakeStep != nil || drag.look.isAnimating || drag.isWaitingForDelay
    }

    /// One step of the shake: the puck walks to the border of A and B, trembles across
    /// it, and is let go.
    private mutating func playShake(step: Int, at time: Double) {
        let border = Point(x: zoneFrames[1].minX, y: zoneFrames[1].midY)
        if step == 0 {
            guard beginProgrammaticDrag(at: puckFrame.center, time: time) else {
                shakeStep = nil
                return
            }
            noteTarget()
            return
        }
        if step >= Self.shakeSteps {
            endProgrammaticDrag(at: time)
            noteTarget()
            stopShaking()
            return
        }
        let walk = 15
        let point: Point
        if step <= walk {
            let start = drag.session.pressLocation
            point = start.interpolated(to: border, by: Double(step) / Double(walk))
        } else {
            let dx = Self.tremble[step % Self.tremble.count]
            point = Point(x: border.x + dx, y: border.y)
        }
        moveProgrammaticDrag(to: point, at: time)
        noteTarget()
    }

    mutating func startShaking() {
        guard drag.isIdle else { return }
        shakeStep = 0
        nextShake = time
        shake.title = "Stop shaking"
    }

    mutating func stopShaking() {
        if drag.session.isProgrammatic { cancelDrag(.app, at: time) }
        shakeStep = nil
        shake.title = "Shake on a border"
    }

    /// Counts a change of the zone the drag is over.
    mutating func noteTarget() {
        guard drag.isDragging else {
            wasDragging = false
            return
        }
        let now = drag.session.target.zone
        if wasDragging && now != lastTarget { changes += 1 }
        wasDragging = true
        lastTarget = now
        recent.append(now)
        if recent.count > 60 { recent.removeFirst(recent.count - 60) }
    }

    var stateDescription: String {
        "puck: in \(Self.zoneNames[puckZone])\nmargin: \(margin.valueText)\ntarget changes: \(changes)"
    }
}
