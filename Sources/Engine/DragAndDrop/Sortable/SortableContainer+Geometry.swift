/// Where a container's items are on screen: all O(1) from the prefix offsets or the
/// grid's arithmetic.
extension SortableContainer {
    /// The number of grid columns that fit the frame's width (1 for a list).
    public var columns: Int {
        guard case .grid(let cell, _) = layout else { return 1 }
        let pitch = max(cell.width, 0) + layout.spacing
        let room = frame.width - 2 * padding + layout.spacing
        guard pitch > 0, room.isFinite else { return 1 }
        return max(1, Int(min(room / pitch, 1_000_000)))
    }

    /// The screen position of the content's first item before scrolling moves it.
    var contentOrigin: Point {
        Point(x: frame.minX + padding, y: frame.minY + padding)
            - layout.scrollAxis.vector(scroll)
    }

    /// Where slot `index` starts, relative to ``contentOrigin``: the place of the item at
    /// `index` when the items before it have the lengths in `prefix`.
    func slotOffset(_ index: Int) -> Vector {
        switch layout {
        case .list(let axis, _):
            return axis.vector(prefix[min(index, prefix.count - 1)])
        case .grid(let cell, let spacing):
            let columns = self.columns
            let spacing = spacing.isFinite ? max(spacing, 0) : 0
            return Vector(
                dx: Double(index % columns) * (cell.width + spacing),
                dy: Double(index / columns) * (cell.height + spacing))
        }
    }

    /// The size of item `index` as laid out.
    func itemSize(_ index: Int, length: Double? = nil) -> Size {
        switch layout {
        case .list(.vertical, _):
            return Size(width: max(frame.width - 2 * padding, 0), height: length ?? lengths[index])
        case .list(.horizontal, _):
            return Size(width: length ?? lengths[index], height: max(frame.height - 2 * padding, 0))
        case .grid(let cell, _):
            return cell
        }
    }

    /// The rect of the item at `index` in the order as it stands (no drag under way),
    /// with scrolling applied; `index` must be in `0..<count`.
    ///
    /// ```swift
    /// list.itemRect(at: 0).origin   // the frame's corner moved in by the padding
    /// ```
    public func itemRect(at index: Int) -> Rect {
        Rect(origin: contentOrigin + slotOffset(index), size: itemSize(index))
    }

    /// The length of all the items, with their spacing, along the scroll axis.
    public var contentLength: Double {
        switch layout {
        case .list:
            return items.isEmpty ? 0 : prefix[items.count] - layout.spacing
        case .grid(let cell, let spacing):
            let rows = (items.count + columns - 1) / columns
            return rows == 0 ? 0 : Double(rows) * (cell.height + spacing) - spacing
        }
    }

    /// The frame's extent along the scroll axis.
    var viewportLength: Double {
        layout.scrollAxis == .vertical ? frame.height : frame.width
    }

    /// The largest scroll: the last item's end meets the frame's end (less the padding).
    public var maxScroll: Double {
        let room = contentLength + 2 * padding - viewportLength
        return room.isFinite ? max(room, 0) : 0
    }

    /// `scroll` kept within `0...maxScroll` (NaN gives 0).
    func clampedScroll(_ scroll: Double) -> Double {
        scroll.isFinite ? min(max(scroll, 0), maxScroll) : (scroll > 0 ? maxScroll : 0)
    }

    /// Scrolls to `offset`, kept within `0...maxScroll`.
    ///
    /// ```swift
    /// list.scroll(to: list.scroll + wheel.delta.dy)
    /// ```
    public mutating func scroll(to offset: Double) {
        scroll = clampedScroll(offset)
    }

    /// The indices of the items that show, even partly, in the frame at the current
    /// scroll, found by binary search (`margin` widens the frame along the scroll axis).
    ///
    /// ```swift
    /// for k in list.visibleRange() { draw(list.items[k], in: list.itemRect(at: k)) }
    /// ```
    ///
    /// - Complexity: O(log n).
    public func visibleRange(margin: Double = 0) -> Range<Int> {
        let margin = margin.isFinite ? max(margin, 0) : 0
        let low = scroll - padding - margin
        let high = scroll - padding + viewportLength + margin
        switch layout {
        case .list:
            // First item ending after `low`, first item starting at or after `high`.
            let first = firstIndex(in: 0..<count) { prefix[$0] + lengths[$0] > low }
            let end = firstIndex(in: first..<count) { prefix[$0] >= high }
            return first..<end
        case .grid(let cell, let spacing):
            let pitch = cell.height + spacing
            guard pitch > 0 else { return 0..<count }
            // Row r covers r·pitch ..< r·pitch + cell height.
            let rows = Double(count)
            let firstRow =
                Int(min(max(((low - cell.height) / pitch).rounded(.down) + 1, 0), rows))
            let endRow = Int(min(max((high / pitch).rounded(.up), 0), rows))
            let first = min(firstRow * columns, count)
            return first..<max(first, min(endRow * columns, count))
        }
    }

    /// The first index in `range` where `isPast` holds, for an `isPast` that is false and
    /// then true along the range (`range.upperBound` if it never holds).
    func firstIndex(in range: Range<Int>, where isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if isPast(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension SortableContainer {
    /// The index of the item under `point` in the order as it stands (no drag), if any.
    ///
    /// - Complexity: O(log n) for a list, O(1) for a grid.
    public func index(at point: Point) -> Int? {
        guard point.isFinite, frame.contains(point) else { return nil }
        let local = point - contentOrigin
        let index: Int
        switch layout {
        case .list(let axis, _):
            let along = axis == .vertical ? local.dy : local.dx
            index = firstIndex(in: 0..<count) { prefix[$0] + lengths[$0] > along }
        case .grid(let cell, let spacing):
            let column = Self.cellIndex(local.dx, pitch: cell.width + spacing)
            let row = Self.cellIndex(local.dy, pitch: cell.height + spacing)
            guard column < columns else { return nil }
            index = row >= count ? count : row * columns + column
        }
        guard index < count, itemRect(at: index).contains(point) else { return nil }
        return index
    }
}
