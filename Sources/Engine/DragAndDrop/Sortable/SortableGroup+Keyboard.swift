/// Sorting without a pointer: pick an item up, move it with the arrow keys within its
/// container or into the next one, drop it or cancel, with a sentence for screen readers
/// at each step.
///
/// ```swift
/// let names = Announcer<String, String>(item: { cards[$0]!.title }, location: { $0 })
/// group.pickUp(SortablePlace(container: "To do", index: 1), at: now, announcer: names)
///     .announcement   // "Picked up Buy milk, position 2 of 7 in To do."
/// group.moveCarried(.down, at: now, announcer: names).announcement   // "Moved to position 3."
/// let step = group.dropCarried(at: now, announcer: names)
/// step.announcement   // "Dropped in To do, position 3 of 7."
/// step.move           // from index 1 to index 2 of "To do", for the model
/// ```
extension SortableGroup {
    /// What a keyboard step said and, for a drop, the move for the app's model.
    public struct Step: Sendable {
        /// The sentence to announce.
        public var announcement: String
        /// The move made by a drop (nil for every other step, and for a drop where the
        /// item started).
        public var move: SortableMove<ContainerID, ItemID>?
    }

    /// Picks up the item at `place` to carry it with the keyboard.
    public mutating func pickUp(
        _ place: SortablePlace<ContainerID>, at time: Double,
        accepting: Set<ContainerID>? = nil, announcer: Announcer<ItemID, ContainerID>
    ) -> Step {
        advance(to: time)
        if let current = drag {
            return Step(announcement: "Already carrying \(announcer.item(current.item)).")
        }
        guard let c = containerIndex(place.container),
            containers[c].items.indices.contains(place.index)
        else { return Step(announcement: "There is nothing there to pick up.") }
        let item = containers[c].items[place.index]
        let name = announcer.item(item)
        guard !containers[c].pinned.contains(item) else {
            return Step(announcement: "\(name) cannot be moved.".sentenceStart)
        }
        let rect = drawnRect(ofItemAt: place.index, inContainerAt: c)
        start(place, in: c, rect: rect, pointer: rect.center, keyboard: true, accepting: accepting)
        return Step(
            announcement: "Picked up \(name), position \(place.index + 1) of "
                + "\(containers[c].count) in \(announcer.location(place.container)).")
    }

    /// Moves the carried item one place in `direction`: along its container, or across
    /// into the neighbouring container that accepts it.
    public mutating func moveCarried(
        _ direction: Direction, at time: Double, announcer: Announcer<ItemID, ContainerID>
    ) -> Step {
        advance(to: time)
        guard let current = drag, current.isKeyboard else {
            return Step(announcement: "Nothing is picked up.")
        }
        let gap = current.gap ?? current.source
        guard let next = keyboardTarget(from: gap, toward: direction, carrying: current),
            let c = containerIndex(next.container)
        else {
            return Step(
                announcement: "\(announcer.item(current.item)) cannot move \(direction.name)."
                    .sentenceStart)
        }
        scrollIntoView(next, container: c, carrying: current)
        moveGap(to: next)
        let position = next.index + 1
        if next.container == gap.container {
            return Step(announcement: "Moved to position \(position).")
        }
        return Step(
            announcement: "Moved to \(announcer.location(next.container)), position \(position) of "
                + "\(slotCount(in: c, carrying: current)).")
    }

    /// Drops the carried item where it is now.
    public mutating func dropCarried(at time: Double, announcer: Announcer<ItemID, ContainerID>)
        -> Step
    {
        guard let current = drag, current.isKeyboard else {
            return Step(announcement: "Nothing is picked up.")
        }
        let gap = current.gap ?? current.source
        let move = drop(at: time)
        let total = container(gap.container)?.count ?? 0
        return Step(
            announcement: "Dropped in \(announcer.location(gap.container)), position "
                + "\(gap.index + 1) of \(total).", move: move)
    }

    /// Puts the carried item back where it was picked up.
    public mutating func cancelCarried(
        at time: Double, announcer: Announcer<ItemID, ContainerID>
    ) -> Step {
        guard let current = drag, current.isKeyboard else {
            return Step(announcement: "Nothing is picked up.")
        }
        cancel(at: time)
        let total = containers[current.sourceContainer].count
        return Step(
            announcement: "Cancelled. \(announcer.item(current.item).sentenceStart) is back in "
                + "\(announcer.location(current.source.container)), position "
                + "\(current.source.index + 1) of \(total).")
    }

    /// The number of places the carried item could take in container `c`.
    func slotCount(in c: Int, carrying current: SortableDrag<ContainerID, ItemID>) -> Int {
        containers[c].count + (c == current.sourceContainer ? 0 : 1)
    }

    /// The place one step from `gap` in `direction`, or nil at an edge with no accepting
    /// container beyond.
    func keyboardTarget(
        from gap: SortablePlace<ContainerID>, toward direction: Direction,
        carrying current: SortableDrag<ContainerID, ItemID>
    ) -> SortablePlace<ContainerID>? {
        guard let c = containerIndex(gap.container) else { return nil }
        let last = slotCount(in: c, carrying: current) - 1
        let step: Int
        switch containers[c].layout {
        case .list(.vertical, _):
            step = direction == .up ? -1 : direction == .down ? 1 : 0
        case .list(.horizontal, _):
            step = direction == .left ? -1 : direction == .right ? 1 : 0
        case .grid:
            let columns = containers[c].columns
            step =
                direction == .left
                ? -1
                : direction == .right
                    ? 1
                    : direction == .up ? -columns : columns
        }
        if step != 0 {
            let index = gap.index + step
            if index >= 0 && index <= last {
                return SortablePlace(container: gap.container, index: index)
            }
            // Only a grid's left and right run on into the next container.
            guard case .grid = containers[c].layout, abs(step) == 1 else { return nil }
        }
        let forward = direction == .right || direction == .down
        var other = c
        while true {
            other += forward ? 1 : -1
            guard containers.indices.contains(other) else { return nil }
            let id = containers[other].id
            guard current.accepting?.contains(id) ?? true else { continue }
            let room = slotCount(in: other, carrying: current) - 1
            return SortablePlace(container: id, index: min(gap.index, room))
        }
    }

    /// Scrolls container `c` so that the gap at `place` shows.
    mutating func scrollIntoView(
        _ place: SortablePlace<ContainerID>, container c: Int,
        carrying current: SortableDrag<ContainerID, ItemID>
    ) {
        let container = containers[c]
        guard scrollEnd(ofContainerAt: c, gap: place) > 0 else { return }
        let removed = c == current.sourceContainer ? current.source.index : nil
        let rect = container.gapRect(at: place.index, removing: removed, length: current.length)
        let axis = container.layout.scrollAxis
        let (start, end) =
            axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (low, high) =
            axis == .vertical
            ? (container.frame.minY + container.padding, container.frame.maxY - container.padding)
            : (container.frame.minX + container.padding, container.frame.maxX - container.padding)
        if start < low {
            dragScroll(c, to: container.scroll - (low - start), gap: place)
        } else if end > high {
            dragScroll(c, to: container.scroll + (end - high), gap: place)
        }
    }
}
