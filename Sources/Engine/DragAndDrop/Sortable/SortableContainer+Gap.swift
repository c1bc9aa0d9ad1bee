/// The gap a dragged item opens, and how far it pushes the other items.
extension SortableContainer {
    /// The index at which an item whose centre is at `point` would be inserted: the
    /// number of other items that lie before it (in a list, those whose middle is before
    /// the point along the list; in a grid, the cell under the point, the end past the
    /// last item).
    ///
    /// - Parameters:
    ///   - point: the dragged item's centre, on screen.
    ///   - removed: the index of the dragged item when it comes from this container; the
    ///     others are counted as if it were not there, and the result is in
    ///     `0...count - 1` instead of `0...count`.
    ///
    /// ```swift
    /// let gap = list.insertionIndex(for: draggedRect.center, removing: 3)
    /// ```
    ///
    /// - Complexity: O(log n) for a list (binary search over the prefix offsets), O(1)
    ///   for a grid.
    public func insertionIndex(for point: Point, removing removed: Int? = nil) -> Int {
        let removed = removed.flatMap { $0 >= 0 && $0 < count ? $0 : nil }
        let remaining = count - (removed == nil ? 0 : 1)
        guard point.isFinite else { return remaining }
        let local = point - contentOrigin
        switch layout {
        case .list(let axis, _):
            let along = axis == .vertical ? local.dy : local.dx
            func middle(_ k: Int) -> Double { prefix[k] + lengths[k] / 2 }
            guard let removed else {
                return firstIndex(in: 0..<count) { middle($0) >= along }
            }
            let before = firstIndex(in: 0..<removed) { middle($0) >= along }
            guard before == removed else { return before }
            // Past the removed item, everything sits one item (and a spacing) earlier.
            let closed = lengths[removed] + layout.spacing
            let after = firstIndex(in: (removed + 1)..<count) { middle($0) - closed >= along }
            return after - 1
        case .grid(let cell, let spacing):
            let columns = self.columns
            let column = Self.cellIndex(local.dx + spacing / 2, pitch: cell.width + spacing)
            let row = Self.cellIndex(local.dy + spacing / 2, pitch: cell.height + spacing)
            let clampedColumn = min(column, columns - 1)
            let clampedRow = min(row, remaining / columns + 1)
            return min(clampedRow * columns + clampedColumn, remaining)
        }
    }

    /// `floor(position / pitch)`, at least 0, for any finite or infinite input.
    static func cellIndex(_ position: Double, pitch: Double) -> Int {
        guard pitch > 0 else { return 0 }
        let cells = (position / pitch).rounded(.down)
        guard cells.isFinite else { return cells > 0 ? Int.max / 4 : 0 }
        return Int(min(max(cells, 0), Double(Int.max / 4)))
    }

    /// How far the item at `index` is pushed from its place in the current order while
    /// the item at `removed` is lifted out and a gap of `gapLength` opens at `gap`
    /// (an index among the items that remain).
    ///
    /// Moving every item by its shift shows the order with the gap; committing the move
    /// puts every item exactly where its shift took it.
    func shift(of index: Int, removing removed: Int?, gap: Int?, gapLength: Double) -> Vector {
        let remainingIndex = removed.map { index > $0 ? index - 1 : index } ?? index
        let slot =
            gap.map { remainingIndex >= $0 ? remainingIndex + 1 : remainingIndex }
            ?? remainingIndex
        switch layout {
        case .list(let axis, let spacing):
            var along = 0.0
            if let removed, index > removed { along -= lengths[removed] + spacing }
            if slot != remainingIndex { along += gapLength + spacing }
            return axis.vector(along)
        case .grid:
            return slotOffset(slot) - slotOffset(index)
        }
    }

    /// The rect of the gap at `gap` (an index among the items that remain when `removed`
    /// is lifted out) for an item of `length`: where a dropped item lands.
    func gapRect(at gap: Int, removing removed: Int?, length: Double) -> Rect {
        let origin: Vector
        switch layout {
        case .list(let axis, let spacing):
            // The gap starts after the remaining items before it.
            if let removed, gap > removed {
                origin = axis.vector(prefix[gap + 1] - lengths[removed] - spacing)
            } else {
                origin = axis.vector(prefix[gap])
            }
        case .grid:
            origin = slotOffset(gap)
        }
        return Rect(origin: contentOrigin + origin, size: itemSize(0, length: length))
    }
}
