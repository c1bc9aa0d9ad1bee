import DragAndDrop
import StageKit

extension HysteresisPage {
    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        if margin.handle(event) { drag.targetMargin = margin.value }
        if case .key(let key) = event {
            if !margin.isFocused { _ = handlePlayKey(key) }
            return
        }
        if case .focus(let focus) = event { isPuckFocused = focus.label == "Puck" }
        guard case .pointer(let p) = event, keyPoint == nil else { return }
        if !drag.isDragging {
            if shake.handle(event) {
                if shakeStep == nil { startShaking() } else { stopShaking() }
            }
            if resetCount.handle(event) {
                changes = 0
                recent.removeAll()
            }
            let onControl = [margin.frame, shake.frame, resetCount.frame].contains {
                $0.contains(p.location)
            }
            if onControl || margin.isDragging { return }
        }
        // A hand takes over from the shake.
        if p.phase == .down, shakeStep != nil { stopShaking() }
        dragPointer(p)
        noteTarget()
    }

    /// Escape: stops the shake, puts a dragged puck back or lets go of the slider.
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if shakeStep != nil {
            stopShaking()
            return true
        }
        if cancelDrag(.escape, at: self.time) {
            if keyPoint != nil { voice.announce("Put back in \(Self.zoneNames[puckZone]).") }
            keyPoint = nil
            noteTarget()
            return true
        }
        if margin.isFocused {
            margin.isFocused = false
            return true
        }
        return false
    }
}

/// The puck drags through the engine; the zones take it anywhere inside them.
extension HysteresisPage: DragClient {
    func pick(at point: Point) -> (item: Int, frame: Rect)? {
        puckFrame.contains(point) ? (0, puckFrame) : nil
    }

    func target(of item: Int, for probe: DragProbe) -> DropTarget<Int> {
        zones.target(for: probe, using: PointerWithin())
    }

    mutating func pickUp(_ item: Int) {}

    mutating func commit(_ item: Int, to zone: Int, landing: Landing) -> DropSettling? {
        let inside = zoneFrames[zone].outset(by: -4)
        let half = puckSide / 2
        let center = Point(
            x: min(max(landing.destination.midX, inside.minX + half), inside.maxX - half),
            y: min(max(landing.destination.midY, inside.minY + half), inside.maxY - half))
        puckZone = zone
        spot = Point(
            x: (center.x - stage.minX) / stage.width, y: (center.y - stage.minY) / stage.height)
        return .into(puckFrame)
    }

    mutating func restore(pickedUp item: Int) -> Rect? { puckFrame }
    mutating func refused(_ item: Int) -> Rect? { puckFrame }
    mutating func tapped(_ item: Int) {}
    mutating func dragEnded(_ item: Int) {}
}
