/// A place waiting to become the gap: where it is and since when the dragged item has
/// been over it (see ``SortableConfiguration/reorderDwell``).
struct PendingGap<ContainerID: Hashable & Sendable>: Sendable {
    /// The place, or nil for over no container that takes the item.
    var gap: SortablePlace<ContainerID>?
    /// When the item came over it, in seconds.
    var since: Double
}

/// The dwell before the gap moves: a place must stay under the dragged item for
/// ``SortableConfiguration/reorderDwell`` seconds before the other items glide aside.
extension SortableGroup {
    /// The dwell in seconds; zero when unset, negative or not finite.
    var dwell: Double {
        let d = configuration.reorderDwell
        return d.isFinite && d > 0 ? d : 0
    }

    /// Moves the gap to `gap` at once without a dwell, or once it has stayed under the
    /// item long enough; going back to the gap as it is forgets any place waiting.
    mutating func proposeGap(_ gap: SortablePlace<ContainerID>?) {
        guard var current = drag else { return }
        if dwell == 0 || gap == current.gap {
            current.pending = nil
            drag = current
            moveGap(to: gap)
            return
        }
        if current.pending == nil || current.pending?.gap != gap {
            current.pending = PendingGap(gap: gap, since: time)
            drag = current
        }
        moveGapIfDwelt()
    }

    /// Moves the gap to the place waiting, when it has waited long enough.
    mutating func moveGapIfDwelt() {
        guard let pending = drag?.pending, time - pending.since >= dwell else { return }
        settlePendingGap()
    }

    /// Moves the gap to the place waiting, if any, at once (the item is let go there).
    mutating func settlePendingGap() {
        guard var current = drag, let pending = current.pending else { return }
        current.pending = nil
        drag = current
        moveGap(to: pending.gap)
    }
}
