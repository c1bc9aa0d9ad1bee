/// Clicks, and presses that may become drags of the whole selection.
extension Selection {
    /// A click on `item`: alone it selects only the item; with Shift it extends the
    /// selection from the anchor (every item between them in `order`, or just `item`
    /// without an order or an anchor in it); with Control or Command it toggles `item`.
    ///
    /// ```swift
    /// selection.click(4, modifiers: .shift, order: rows)   // the rows from the anchor to 4
    /// ```
    /// - Complexity: O(n) for n items in `order`.
    public mutating func click(_ item: ID, modifiers: KeyModifiers = [], order: [ID]? = nil) {
        deferred = nil
        if modifiers.contains(.control) || modifiers.contains(.command) {
            toggle(item)
        } else if modifiers.contains(.shift) {
            extend(to: item, order: order)
        } else {
            select(only: item)
        }
    }

    /// A press on `item`, which may become a drag: an unselected item is clicked at once
    /// (so a drag takes it, alone or added), while a click on a selected item waits for
    /// ``tapped(_:modifiers:order:)``, since dragging it must move the whole selection.
    ///
    /// ```swift
    /// // pointer down on a tile
    /// selection.pressed(tile, modifiers: event.modifiers, order: tiles)
    /// // released without a drag (DragClient.tapped)
    /// selection.tapped(tile, modifiers: pressModifiers, order: tiles)
    /// ```
    public mutating func pressed(_ item: ID, modifiers: KeyModifiers = [], order: [ID]? = nil) {
        if items.contains(item) {
            deferred = item
        } else {
            click(item, modifiers: modifiers, order: order)
        }
    }

    /// The press on `item` ended without a drag: the click it waited for happens now.
    public mutating func tapped(_ item: ID, modifiers: KeyModifiers = [], order: [ID]? = nil) {
        guard deferred == item else { return }
        click(item, modifiers: modifiers, order: order)
    }

    /// Shift-click: adds the run from the anchor to `item` in `order`; the anchor stays.
    private mutating func extend(to item: ID, order: [ID]?) {
        guard let anchor, let order, let from = order.firstIndex(of: anchor),
            let to = order.firstIndex(of: item)
        else {
            items.insert(item)
            if anchor == nil { self.anchor = item }
            return
        }
        items.formUnion(order[min(from, to)...max(from, to)])
    }
}
