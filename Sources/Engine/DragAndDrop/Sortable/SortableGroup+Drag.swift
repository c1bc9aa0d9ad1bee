/// Dragging with a pointer: pick up, move, drop or cancel.
extension SortableGroup {
    /// Picks up the item under `point`, if there is one that may move and `point` is on
    /// its handle; returns whether a drag began.
    ///
    /// - Parameters:
    ///   - point: where the pointer went down, in window coordinates.
    ///   - time: when, in seconds.
    ///   - accepting: the containers that take this item (nil: all); over the others the
    ///     gap stays at home and a drop puts the item back.
    ///
    /// ```swift
    /// case .pointerDown(let p): dragging = group.begin(at: p.location, time: p.time)
    /// ```
    @discardableResult
    public mutating func begin(
        at point: Point, time: Double, accepting: Set<ContainerID>? = nil
    ) -> Bool {
        guard let place = place(at: point) else { return false }
        return begin(place, pointer: point, time: time, accepting: accepting)
    }

    /// Picks up the item at `place` for a pointer at `pointer` (for an app that finds
    /// the item itself); returns whether a drag began: not when a drag is under way, the
    /// place does not exist, the item is pinned or the pointer is off its handle.
    @discardableResult
    public mutating func begin(
        _ place: SortablePlace<ContainerID>, pointer: Point, time: Double,
        accepting: Set<ContainerID>? = nil
    ) -> Bool {
        guard pointer.isFinite, time.isFinite else { return false }
        advance(to: time)
        guard drag == nil, let c = containerIndex(place.container),
            containers[c].items.indices.contains(place.index)
        else { return false }
        let container = containers[c]
        let item = container.items[place.index]
        let rect = drawnRect(ofItemAt: place.index, inContainerAt: c)
        guard !container.pinned.contains(item),
            configuration.handle.area(in: rect).contains(pointer)
        else { return false }
        start(place, in: c, rect: rect, pointer: pointer, keyboard: false, accepting: accepting)
        return true
    }

    /// Starts carrying the item at `place`, drawn at `rect`.
    mutating func start(
        _ place: SortablePlace<ContainerID>, in c: Int, rect: Rect, pointer: Point,
        keyboard: Bool, accepting: Set<ContainerID>?
    ) {
        let container = containers[c]
        let item = container.items[place.index]
        let length: Double
        switch container.layout {
        case .list: length = container.lengths[place.index]
        case .grid(let cell, _): length = cell.height
        }
        motions[item] = nil
        if landingItem == item { landingItem = nil }
        drag = SortableDrag(
            item: item, source: place, gap: place, rect: rect, isKeyboard: keyboard,
            accepting: accepting, sourceContainer: c, length: length, originRect: rect,
            startPointer: pointer, pointer: pointer,
            glide: keyboard ? Animated(rect.origin, at: time) : nil)
    }

    /// Moves the dragged item with the pointer (after the axis lock and bounds) and opens
    /// the gap where it would land; a non-finite point or time changes nothing.
    ///
    /// - Complexity: O(log n) to find the gap; when the gap moves, O(v) for the v items
    ///   on screen that glide.
    public mutating func drag(to point: Point, at time: Double) {
        guard point.isFinite, time.isFinite, var current = drag, !current.isKeyboard else {
            return
        }
        // Only the clock moves here: the items whose glide changes are retargeted from
        // their state at `time`, and the others are advanced by the next frame's `advance`.
        self.time = max(self.time, time)
        current.pointer = point
        current.rect = configuration.draggedRect(
            from: current.originRect, translation: point - current.startPointer,
            sourceFrame: containers[current.sourceContainer].frame)
        drag = current
        updateGap()
    }

    /// Finds the gap under the dragged item's centre and glides the items that it moves.
    mutating func updateGap() {
        guard let current = drag, !current.isKeyboard else { return }
        let center = current.rect.center
        var gap: SortablePlace<ContainerID>?
        // The topmost container under the centre, if it takes the item.
        if !current.isOutside, let c = containers.lastIndex(where: { $0.catches(center) }),
            current.accepting?.contains(containers[c].id) ?? true
        {
            let removed = c == current.sourceContainer ? current.source.index : nil
            gap = SortablePlace(
                container: containers[c].id,
                index: containers[c].insertionIndex(for: center, removing: removed))
        }
        proposeGap(gap)
    }

    /// Where the dragged item would land if dropped now: its gap's rect.
    public var landingRect: Rect? {
        guard let current = drag else { return nil }
        let gap = current.gap ?? current.source
        guard let c = containerIndex(gap.container) else { return nil }
        let removed = c == current.sourceContainer ? current.source.index : nil
        return containers[c].gapRect(at: gap.index, removing: removed, length: current.length)
    }

    /// Drops the dragged item into its gap: the group's order changes, the item glides
    /// from where it is drawn into its new place, and the move is returned for the app to
    /// apply; nil when nothing moved (dropped where it started, over no accepting
    /// container, or no drag).
    @discardableResult
    public mutating func drop(at time: Double) -> SortableMove<ContainerID, ItemID>? {
        guard drag != nil else { return nil }
        advance(to: time)
        settlePendingGap()  // let go over a place still waiting: it lands there
        guard var current = drag else { return nil }
        if current.isKeyboard, let glide = current.glide { current.rect.origin = glide.value }
        guard let gap = current.gap, gap != current.source,
            let target = containerIndex(gap.container)
        else {
            cancel(at: time)
            return nil
        }
        let move = SortableMove(item: current.item, from: current.source, to: gap)
        let landing = landingRect ?? current.rect
        commit(current, to: target, index: gap.index)
        drag = nil
        settleDropped(current.item, at: (target, gap.index), from: current.rect, to: landing)
        return move
    }

    /// Abandons the drag: every item glides back to its place, the dragged one too.
    public mutating func cancel(at time: Double) {
        guard var current = drag else { return }
        advance(to: time)
        if current.isKeyboard, let glide = current.glide { current.rect.origin = glide.value }
        moveGap(to: current.source)
        drag = nil
        let c = current.sourceContainer
        settleDropped(
            current.item, at: (c, current.source.index), from: current.rect,
            to: containers[c].itemRect(at: current.source.index))
    }

    /// Starts the glide of a released item from where it was drawn into its place.
    mutating func settleDropped(
        _ item: ItemID, at place: (container: Int, index: Int), from drawn: Rect, to home: Rect
    ) {
        let start = drawn.origin - home.origin
        var offset = Animated(Point(x: start.dx, y: start.dy), at: time)
        offset.animate(to: .zero, with: .spring(configuration.spring), at: time)
        if offset.isSettled {
            motions[item] = nil
        } else {
            motions[item] = ItemMotion(
                container: place.container, index: place.index, offset: offset)
            landingItem = item
        }
    }
}
