/// What a board of lists needs beyond one group: a zone beside the lists that takes an
/// item out (a trash), and an outer container, itself sortable (the row of a board's
/// columns), that scrolls for an item dragged in this group.
///
/// ```swift
/// cards.drag(to: p, at: now, outside: trash.contains(p))   // over the trash: no gap
/// _ = columns.autoScroll(row, toward: cards.drag!.rect.center, for: elapsed)
/// if cards.drag?.isOutside == true, let taken = cards.takeOut(at: now) {
///     model.delete(taken.item)
/// }
/// ```
extension SortableGroup {
    /// Moves the dragged item with the pointer, telling whether it is over a zone beside
    /// the group: over one, no list opens a gap for it (its own place stays open, as over
    /// nothing) and nothing scrolls; ``takeOut(at:)`` then ends the drag there.
    ///
    /// ```swift
    /// group.drag(to: p, at: now, outside: trash.contains(p))
    /// ```
    public mutating func drag(to point: Point, at time: Double, outside: Bool) {
        guard point.isFinite, time.isFinite, var current = drag, !current.isKeyboard else {
            return
        }
        current.isOutside = outside
        drag = current
        drag(to: point, at: time)
    }

    /// Ends the drag by taking the item out of its container (it was dropped on a trash):
    /// the items after it glide up into the room it leaves; the app removes it from its
    /// model and draws its exit itself. Returns the item and where it was, or nil when no
    /// drag is under way.
    ///
    /// - Complexity: O(n) for the n items of its container (their prefix offsets).
    @discardableResult
    public mutating func takeOut(at time: Double) -> (
        item: ItemID, from: SortablePlace<ContainerID>
    )? {
        guard let current = drag else { return nil }
        advance(to: time)
        moveGap(to: current.source)
        let c = current.sourceContainer
        let removed = current.source.index
        // Where the items after it are drawn now, to glide on from there.
        var drawn: [ItemID: Point] = [:]
        let visible = containers[c].visibleRange(margin: reach(current))
        for k in (removed + 1)..<max(containers[c].count, removed + 1)
        where visible.contains(k) || motions[containers[c].items[k]] != nil {
            drawn[containers[c].items[k]] = drawnRect(ofItemAt: k, inContainerAt: c).origin
        }
        drag = nil
        _ = containers[c].remove(at: removed)
        for (item, motion) in motions where motion.container == c && motion.index > removed {
            motions[item]?.index -= 1
        }
        for k in removed..<containers[c].count {
            let item = containers[c].items[k]
            guard let from = drawn[item] else { continue }
            let start = from - containers[c].itemRect(at: k).origin
            var offset = Animated(Point(x: start.dx, y: start.dy), at: self.time)
            offset.animate(to: .zero, with: .spring(configuration.spring), at: self.time)
            motions[item] = ItemMotion(container: c, index: k, offset: offset)
        }
        if landingItem == current.item { landingItem = nil }
        return (current.item, current.source)
    }

    /// Scrolls container `id` when `point` (the centre of an item dragged in another group
    /// that this container holds: a card near the edge of a board's row of columns) is
    /// near one of its edges, for `seconds` at the configured auto-scroll speed. Returns
    /// whether it scrolled.
    ///
    /// ```swift
    /// if columns.autoScroll(row, toward: card.center, for: elapsed) { relayout() }
    /// ```
    @discardableResult
    public mutating func autoScroll(_ id: ContainerID, toward point: Point, for seconds: Double)
        -> Bool
    {
        guard let c = containerIndex(id), seconds.isFinite, seconds > 0 else { return false }
        let container = containers[c]
        let speed = configuration.autoScroll.velocity(
            for: point, in: container.frame, along: container.layout.scrollAxis)
        guard speed != 0 else { return false }
        containers[c].scroll(to: container.scroll + speed * seconds)
        if drag != nil { updateGap() }
        return containers[c].scroll != container.scroll
    }
}
