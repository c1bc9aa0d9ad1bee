import DragAndDrop
import StageKit

/// The motion page: the same move, across a lane, made by tweens with each easing curve
/// and by springs of several settings. Play (or Space) sends every dot to the other end;
/// a dot can be grabbed mid-flight and thrown, and its motion carries on from the
/// release velocity.
struct MotionPage {
    struct Lane {
        var title: String
        var detail: String
        var animation: Animation
        /// Where the dot is, from 0 (left end) to 1 (right end).
        var progress = Animated(0.0)
        /// When the current motion started, and how long it took to arrive once it did.
        var startedAt: Double?
        var took: Double?
        /// The last move as (seconds since it started, progress), for the little plot.
        var trace: [(time: Double, value: Double)] = []
    }

    /// The dot being dragged.
    struct Grab {
        var lane: Int
        var pointer: PointerID
        /// Where the pointer is relative to the dot's centre, horizontally.
        var offset: Double
        var samples: [(time: Double, progress: Double)]
        /// Where and when the dot was pressed: a press let go there soon is a tap.
        var start: Point
        var startTime: Double
    }

    static let duration = 0.6

    var lanes: [Lane] = [
        Lane(
            title: "linear", detail: "tween 0.6 s",
            animation: .tween(duration: duration, easing: .linear)),
        Lane(
            title: "easeIn", detail: "tween 0.6 s",
            animation: .tween(duration: duration, easing: .easeIn)),
        Lane(
            title: "easeOut", detail: "tween 0.6 s",
            animation: .tween(duration: duration, easing: .easeOut)),
        Lane(
            title: "easeInOut", detail: "tween 0.6 s",
            animation: .tween(duration: duration, easing: .easeInOut)),
        Lane(
            title: "back", detail: "tween 0.6 s, overshoots",
            animation: .tween(duration: duration, easing: .back())),
        Lane(
            title: "spring 1.0 / 0.4 s", detail: "critically damped",
            animation: .spring(dampingRatio: 1, response: 0.4)),
        Lane(
            title: "spring 0.6 / 0.4 s", detail: "a little bounce",
            animation: .spring(dampingRatio: 0.6, response: 0.4)),
        Lane(
            title: "spring 0.3 / 0.6 s", detail: "bouncy",
            animation: .spring(dampingRatio: 0.3, response: 0.6)),
    ]
    var play = Button("Play ▶", style: .primary)
    var area = Rect.zero
    var grab: Grab?
    /// The lane whose dot the keys throw.
    var focus: Int?
    var voice = StatusLine("")
    var time = 0.0

    /// The lane's band, in window points.
    func laneFrame(_ i: Int) -> Rect {
        let top = area.minY + 50
        let height = min((area.maxY - top) / Double(lanes.count), 64)
        return Rect(x: area.minX, y: top + Double(i) * height, width: area.width, height: height)
    }

    /// The line a lane's dot runs along.
    func track(_ i: Int) -> (from: Point, to: Point) {
        let band = laneFrame(i)
        // Room for a lane's name ("easeInOut") even in a phone's narrow band.
        let left = band.minX + min(190, max(band.width * 0.3, 96))
        let right = band.maxX - min(280, band.width * 0.36)
        return (Point(x: left, y: band.midY), Point(x: right, y: band.midY))
    }

    var dotRadius: Double { min(laneFrame(0).height * 0.3, 14) }

    func dotCenter(_ i: Int) -> Point {
        let t = track(i)
        return t.from.interpolated(to: t.to, by: lanes[i].progress.value)
    }

    // MARK: - Layout and input

    mutating func layout(in rect: Rect, at time: Double) {
        area = rect
        // A finger's size on a phone.
        let least = TouchTarget.side(in: rect.size)
        let size = play.preferredSize()
        play.frame = Rect(
            x: rect.minX, y: rect.minY + 4, width: max(size.width, least),
            height: max(size.height, least))
        if grab != nil { _ = cancel(at: time) }
    }

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        if grab == nil, play.handle(event) {
            playAll()
            return
        }
        switch event {
        case .key(let key) where handleThrowKey(key): break
        case .key(let key) where key.matches(.space): playAll()
        case .key(let key) where key.matches(.escape): _ = cancel(at: key.time)
        case .pointer(let p): handlePointer(p)
        case .focus(let focus): takeFocus(focus)
        default: break
        }
    }

    /// Sends every dot (but a grabbed one) to the end it is not heading for.
    mutating func playAll() {
        for i in lanes.indices where grab?.lane != i {
            let target = lanes[i].progress.target < 0.5 ? 1.0 : 0.0
            send(i, to: target, velocity: nil)
        }
    }

    mutating func send(_ i: Int, to target: Double, velocity: Double?) {
        lanes[i].progress.animate(
            to: target, with: lanes[i].animation, at: time, velocity: velocity)
        lanes[i].startedAt = time
        lanes[i].took = nil
        lanes[i].trace = [(0, lanes[i].progress.value)]
    }

    /// The plot of a lane's last move: progress against time, over `plotSeconds`.
    func plotFrame(_ i: Int) -> Rect {
        let band = laneFrame(i)
        let left = track(i).to.x + dotRadius + 16
        let right = band.maxX - min(120, band.width * 0.16)
        return Rect(
            x: left, y: band.minY + band.height * 0.18, width: max(right - left, 10),
            height: band.height * 0.64)
    }

    static let plotSeconds = 1.5

    private mutating func handlePointer(_ p: PointerEvent) {
        switch p.phase {
        case .down:
            guard grab == nil, p.button == .primary else { return }
            for i in lanes.indices
            where dotCenter(i).distance(to: p.location) <= dotRadius + 6 {
                // Grabbing stops the motion where the dot is.
                let value = lanes[i].progress.value
                lanes[i].progress.jump(to: value)
                lanes[i].startedAt = nil
                grab = Grab(
                    lane: i, pointer: p.pointer, offset: p.location.x - dotCenter(i).x,
                    samples: [(p.time, value)], start: p.location, startTime: p.time)
                return
            }
        case .move:
            guard var grab, grab.pointer == p.pointer else { return }
            let value = progress(atX: p.location.x - grab.offset, lane: grab.lane)
            lanes[grab.lane].progress.jump(to: value)
            grab.samples.append((p.time, value))
            if grab.samples.count > 6 { grab.samples.removeFirst() }
            self.grab = grab
        case .up:
            guard let grab, grab.pointer == p.pointer, p.button == .primary else { return }
            self.grab = nil
            focus = grab.lane
            if p.location.distance(to: grab.start) < 4, p.time - grab.startTime < 0.5 {
                sendAcross(grab.lane)
                return
            }
            // Thrown: on to the end it was moving towards, or the nearer one when still.
            let velocity = Self.velocity(grab.samples)
            let value = lanes[grab.lane].progress.value
            let target: Double
            if abs(velocity) > 0.5 {
                target = velocity > 0 ? 1 : 0
            } else {
                target = value < 0.5 ? 0 : 1
            }
            send(grab.lane, to: target, velocity: velocity)
        case .cancel:
            if grab?.pointer == p.pointer { _ = cancel(at: p.time) }
        }
    }

    private func progress(atX x: Double, lane: Int) -> Double {
        let t = track(lane)
        let width = t.to.x - t.from.x
        guard width > 0, x.isFinite else { return lanes[lane].progress.value }
        return min(max((x - t.from.x) / width, 0), 1)
    }

    /// Progress per second over the last tenth of a second of samples (a dot held still
    /// before release is thrown gently, or not at all).
    static func velocity(_ samples: [(time: Double, progress: Double)]) -> Double {
        guard let last = samples.last,
            let first = samples.first(where: { last.time - $0.time <= 0.1 }),
            last.time - first.time > 1e-3
        else { return 0 }
        let v = (last.progress - first.progress) / (last.time - first.time)
        return v.isFinite ? v : 0
    }

    /// Escape drops a grabbed dot back to the nearer end.
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        guard let grab else { return false }
        self.grab = nil
        send(grab.lane, to: lanes[grab.lane].progress.value < 0.5 ? 0 : 1, velocity: 0)
        return true
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        var moving = false
        for i in lanes.indices {
            lanes[i].progress.advance(to: time)
            if let start = lanes[i].startedAt, let last = lanes[i].trace.last,
                time - start > last.time + 1.0 / 120, lanes[i].trace.count < 400
            {
                lanes[i].trace.append((time - start, lanes[i].progress.value))
            }
            if lanes[i].progress.isSettled {
                if let start = lanes[i].startedAt {
                    lanes[i].took = lanes[i].progress.time - start
                    lanes[i].startedAt = nil
                }
            } else {
                moving = true
            }
        }
        return moving
    }

    var stateDescription: String {
        var text = ""
        for lane in lanes {
            text +=
                (text.isEmpty ? "" : "\n")
                + "\(lane.title): \(lane.progress.value.decimalText(places: 3))"
        }
        return text
    }
}
