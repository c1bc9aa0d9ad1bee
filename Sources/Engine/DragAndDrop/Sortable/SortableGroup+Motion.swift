/// Where items are drawn while they glide: aside for the gap, back, into place.
extension SortableGroup {
    /// Where the item at `index` of container `id` is drawn now: its place in the order,
    /// moved by its glide; the dragged item where the drag holds it.
    ///
    /// ```swift
    /// fill(card, in: group.drawnRect(ofItemAt: k, in: "To do"))
    /// ```
    public func drawnRect(ofItemAt index: Int, in id: ContainerID) -> Rect? {
        guard let c = containerIndex(id), containers[c].items.indices.contains(index) else {
            return nil
        }
        return drawnRect(ofItemAt: index, inContainerAt: c)
    }

    func drawnRect(ofItemAt index: Int, inContainerAt c: Int) -> Rect {
        if let current = drag, c == current.sourceContainer, index == current.source.index {
            return current.rect
        }
        return containers[c].itemRect(at: index).offset(
            by: offset(ofItemAt: index, inContainerAt: c))
    }

    /// How far the item at `index` of container `c` is drawn from its place.
    func offset(ofItemAt index: Int, inContainerAt c: Int) -> Vector {
        if let motion = motions[containers[c].items[index]] {
            return Vector(dx: motion.offset.value.x, dy: motion.offset.value.y)
        }
        guard let current = drag else { return .zero }
        return targetOffset(ofItemAt: index, inContainerAt: c, gap: current.gap ?? current.source)
    }

    /// Where the item at `index` of container `c` rests while the gap is at `gap`.
    func targetOffset(
        ofItemAt index: Int, inContainerAt c: Int, gap: SortablePlace<ContainerID>
    ) -> Vector {
        guard let current = drag else { return .zero }
        let removed = c == current.sourceContainer ? current.source.index : nil
        let gapIndex = containers[c].id == gap.container ? gap.index : nil
        if removed == index || (removed == nil && gapIndex == nil) { return .zero }
        return containers[c].shift(
            of: index, removing: removed, gap: gapIndex, gapLength: current.length)
    }

    /// The items of container `id` that may show, for drawing: those in its frame and
    /// those that a gap could push into it.
    ///
    /// - Complexity: O(log n).
    public func visibleRange(of id: ContainerID) -> Range<Int> {
        guard let c = containerIndex(id) else { return 0..<0 }
        return containers[c].visibleRange(margin: drag.map { reach($0) } ?? 0)
    }

    /// How far an item can be pushed by the gap of `current`.
    func reach(_ current: SortableDrag<ContainerID, ItemID>) -> Double {
        var longest = current.length
        for container in containers {
            if case .grid(let cell, _) = container.layout { longest = max(longest, cell.height) }
        }
        return longest + 64
    }

    /// The place of the item still landing (see ``landingItem``).
    public var landingPlace: SortablePlace<ContainerID>? {
        guard let item = landingItem, let motion = motions[item] else { return nil }
        return SortablePlace(container: containers[motion.container].id, index: motion.index)
    }

    /// Moves the gap and starts the glide of every item on screen, or already gliding,
    /// whose resting place changes.
    mutating func moveGap(to newGap: SortablePlace<ContainerID>?) {
        guard var current = drag, current.gap != newGap else { return }
        let old = current.gap ?? current.source
        let new = newGap ?? current.source
        current.gap = newGap
        drag = current
        guard old != new else { return }
        if current.isKeyboard, var glide = current.glide, let landing = landingRect {
            glide.animate(to: landing.origin, with: .spring(configuration.spring), at: time)
            current.glide = glide
            drag = current
        }
        var seen = Set<ItemID>()
        var affected = [current.sourceContainer]
        for place in [old, new] {
            if let c = containerIndex(place.container), !affected.contains(c) { affected.append(c) }
        }
        let margin = reach(current)
        for c in affected {
            for k in containers[c].visibleRange(margin: margin)
            where !(c == current.sourceContainer && k == current.source.index) {
                seen.insert(containers[c].items[k])
                retarget(k, inContainerAt: c, from: old, to: new)
            }
        }
        for (item, motion) in motions where !seen.contains(item) {
            retarget(motion.index, inContainerAt: motion.container, from: old, to: new)
        }
    }

    /// Glides one item from its resting place for gap `old` (or from where it is) to its
    /// resting place for gap `new`.
    mutating func retarget(
        _ index: Int, inContainerAt c: Int, from old: SortablePlace<ContainerID>,
        to new: SortablePlace<ContainerID>
    ) {
        let item = containers[c].items[index]
        let target = targetOffset(ofItemAt: index, inContainerAt: c, gap: new)
        let goal = Point(x: target.dx, y: target.dy)
        var motion: ItemMotion
        if let existing = motions[item] {
            motion = existing
            guard motion.offset.target != goal else { return }
        } else {
            let start = targetOffset(ofItemAt: index, inContainerAt: c, gap: old)
            guard start != target else { return }
            motion = ItemMotion(
                container: c, index: index,
                offset: Animated(Point(x: start.dx, y: start.dy), at: time))
        }
        motion.offset.animate(to: goal, with: .spring(configuration.spring), at: time)
        motions[item] = motion
    }

    /// Applies the drop to the order. Every glide is carried over to the new order: an
    /// item's new place is exactly where the gap had pushed it, so its offset from its new
    /// place is its offset less that push, and nothing moves on screen.
    mutating func commit(
        _ current: SortableDrag<ContainerID, ItemID>, to target: Int, index gap: Int
    ) {
        let source = current.sourceContainer
        let removed = current.source.index
        for item in Array(motions.keys) {
            guard var motion = motions[item] else { continue }
            let push = motion.offset.target
            motion.offset.offset(by: Point(x: -push.x, y: -push.y))
            if motion.container == source && motion.index > removed { motion.index -= 1 }
            if motion.container == target && motion.index >= gap { motion.index += 1 }
            motions[item] = motion
        }
        let taken = containers[source].remove(at: removed)
        // The length the gap opened with (a grid's cell height for an item from a grid).
        containers[target].insert(taken.item, length: current.length, at: gap)
    }

    /// Moves time on: items glide, the keyboard-carried item glides to its gap, and a
    /// container under a dragged item near its edge scrolls. Returns whether anything
    /// still moves (the host should keep drawing).
    ///
    /// ```swift
    /// needsFrame = group.advance(to: frameTime)
    /// ```
    @discardableResult
    public mutating func advance(to newTime: Double) -> Bool {
        guard newTime.isFinite else { return !isSettled }
        let elapsed = max(newTime - time, 0)
        time = max(time, newTime)
        var scrolling = false
        if drag?.pending != nil {
            moveGapIfDwelt()
            scrolling = drag?.pending != nil
        }
        if var current = drag {
            if current.isKeyboard, var glide = current.glide {
                glide.advance(to: time)
                current.glide = glide
                current.rect.origin = glide.value
                drag = current
                scrolling = !glide.isSettled
            } else if autoScroll(current, by: elapsed) {
                scrolling = true
            }
        }
        if !motions.isEmpty {
            var moving = [ItemID: ItemMotion](minimumCapacity: motions.count)
            for (item, var motion) in motions {
                motion.offset.advance(to: time)
                if !motion.offset.isSettled { moving[item] = motion }
            }
            motions = moving
        }
        if let item = landingItem, motions[item] == nil { landingItem = nil }
        return scrolling || !motions.isEmpty
    }

    /// Scrolls the container under the dragged item when it is near an edge; returns
    /// whether it is scrolling.
    mutating func autoScroll(_ current: SortableDrag<ContainerID, ItemID>, by elapsed: Double)
        -> Bool
    {
        let center = current.rect.center
        guard !current.isOutside,
            let c = containers.lastIndex(where: { $0.catches(center) }),
            scrollEnd(ofContainerAt: c) > 0
        else { return false }
        let container = containers[c]
        let speed = configuration.autoScroll.velocity(
            for: center, in: container.frame, along: container.layout.scrollAxis)
        guard speed != 0 else { return false }
        let before = container.scroll
        dragScroll(c, to: before + speed * elapsed)
        if containers[c].scroll != before { updateGap() }
        return (speed < 0 && containers[c].scroll > 0)
            || (speed > 0 && containers[c].scroll < scrollEnd(ofContainerAt: c))
    }

    /// How far container `c` may scroll during the drag: to its end, and, in a list the
    /// item came into from another container, to the end of its items and the gap, so
    /// that a gap opened at its very end can show. (Left, it keeps that scroll until the next one, as a container
    /// an item left does.) `gap`: where the gap is going, when not where it is.
    func scrollEnd(ofContainerAt c: Int, gap: SortablePlace<ContainerID>? = nil) -> Double {
        let container = containers[c]
        guard let current = drag, c != current.sourceContainer, case .list = container.layout,
            (gap ?? current.gap)?.container == container.id
        else { return container.maxScroll }
        let spacing = container.count > 0 ? container.layout.spacing : 0
        let grown =
            container.contentLength + spacing + current.length + 2 * container.padding
            - container.viewportLength
        return grown.isFinite ? max(grown, container.maxScroll) : container.maxScroll
    }

    /// Scrolls container `c` to `offset`, within `0...scrollEnd(ofContainerAt:gap:)`.
    mutating func dragScroll(_ c: Int, to offset: Double, gap: SortablePlace<ContainerID>? = nil) {
        let end = scrollEnd(ofContainerAt: c, gap: gap)
        containers[c].scroll = offset.isFinite ? min(max(offset, 0), end) : 0
    }
}
