import DragAndDrop

/// A tiny drag client for tests: a row of five 100-point slots, each holding at most one
/// lettered item; an item lands in any empty slot. It logs every call the drag makes.
struct SlotRow: KeyboardDragClient {
    var drag = DragController<String, Int>(activation: .distance(4))
    /// Which item is in which slot.
    var slots: [Int: String] = [0: "a", 2: "b"]
    /// Where the item in hand came from.
    var pickedFrom: Int?
    var log: [String] = []
    var time = 0.0

    init() {
        for (slot, item) in slots { drag.look.place(item, center: frame(ofSlot: slot).center) }
    }

    func frame(ofSlot slot: Int) -> Rect {
        Rect(x: Double(slot) * 100, y: 0, width: 100, height: 100)
    }

    func slot(of item: String) -> Int? { slots.first { $0.value == item }?.key }

    func pick(at point: Point) -> (item: String, frame: Rect)? {
        for (slot, item) in slots where frame(ofSlot: slot).contains(point) {
            return (item, frame(ofSlot: slot))
        }
        return nil
    }

    func target(of item: String, for probe: DragProbe) -> DropTarget<Int> {
        guard (0..<5).contains(where: { frame(ofSlot: $0).contains(probe.pointer) }) else {
            return .none
        }
        let slot = Int((probe.pointer.x / 100).rounded(.down))
        return DropTarget(
            zone: slot, feedback: accepts(item, at: slot) ? .accepted : .rejected,
            anchor: frame(ofSlot: slot).center)
    }

    func accepts(_ item: String, at slot: Int) -> Bool {
        (0..<5).contains(slot) && slots[slot] == nil
    }

    func frame(of item: String, at slot: Int) -> Rect { frame(ofSlot: slot) }

    mutating func pickUp(_ item: String) {
        log.append("pickUp \(item)")
        pickedFrom = slot(of: item)
        if let from = pickedFrom { slots[from] = nil }
    }

    mutating func commit(_ item: String, to slot: Int, landing: Landing) -> DropSettling? {
        log.append("commit \(item) \(slot)")
        guard slots[slot] == nil else { return nil }
        slots[slot] = item
        return .into(frame(ofSlot: slot))
    }

    mutating func restore(pickedUp item: String) -> Rect? {
        log.append("restore \(item)")
        guard let from = pickedFrom else { return nil }
        slots[from] = item
        return frame(ofSlot: from)
    }

    mutating func refused(_ item: String) -> Rect? {
        log.append("refused \(item)")
        return restore(pickedUp: item)
    }

    mutating func tapped(_ item: String) { log.append("tapped \(item)") }

    mutating func dragEnded(_ item: String) {
        log.append("ended \(item)")
        pickedFrom = nil
    }

    mutating func feed(_ events: [PointerEvent]) {
        for event in events {
            time = max(time, event.time)
            dragPointer(event)
        }
    }

    /// Lets every glide finish.
    mutating func settle() {
        time += 5
        advanceDrag(to: time)
        drag.look.advance(to: time)
    }

    /// Whether every item is drawn at rest in the slot the model says, and nothing is in hand.
    var pictureMatchesModel: Bool {
        drag.isIdle && !drag.look.isAnimating
            && slots.allSatisfy { slot, item in
                drag.look.pose(of: item).map {
                    $0.position.distance(to: frame(ofSlot: slot).center) < 0.5
                } ?? false
            }
    }
}
