import DragAndDrop
import EmojiArt
import StageKit

/// The app's own part of dragging: where emoji may land (the canvas in view, the trash),
/// and what a drop does (a palette copy adds its emoji, an item moves or is deleted).
/// The drag itself is the engine's `DragClient`.
extension EmojiArtScene: DragClient {
    /// Puts the drop zones where they are now: the canvas in its zoomed and panned space,
    /// the palette, and the trash while a canvas item is dragged.
    mutating func syncZones() {
        try? view.install(in: &spaces, as: Self.canvasSpace, frame: layout.viewport)
        zones.insert(DropZone(id: .canvas, frame: document.canvasBounds, space: Self.canvasSpace))
        zones.insert(DropZone(id: .palette, frame: layout.palette, priority: 1))
        if isTrashShown {
            zones.insert(DropZone(id: .trash, frame: layout.trash, priority: 2))
        } else {
            zones.remove(.trash)
        }
    }

    /// Whether the trash is up: while an item of the canvas is dragged.
    var isTrashShown: Bool {
        if drag.isDragging, case .item? = drag.session.item { return true }
        return false
    }

    /// The canvas item under a point, and where it is drawn.
    public func pick(at point: Point) -> (item: Glyph, frame: Rect)? {
        item(at: point).map { (.item($0.id), windowFrame(of: $0)) }
    }

    /// The canvas takes emoji only where it is in view, the trash takes items, the
    /// palette refuses everything.
    public func target(of glyph: Glyph, for probe: DragProbe) -> DropTarget<DropSpot> {
        let viewport = layout.viewport
        return zones.target(for: probe, using: PointerWithin(), spaces: spaces) { zone in
            switch zone.id {
            case .canvas: viewport.contains(probe.pointer) ? .accepted : .none
            case .trash: .accepted
            case .palette: .rejected
            }
        }
    }

    /// A drag is no double tap; a copy appears under the pointer, an item is lifted from
    /// where it is drawn, and the trash shows.
    public mutating func pickUp(_ glyph: Glyph) {
        openDragStep()
        carriedCount = max(drag.group.count, 1)
        _ = doubleTaps.handle(
            PointerEvent(
                .cancel, at: drag.session.location, time: time, pointer: drag.session.pointer))
        switch glyph {
        case .copy:
            drag.look.place(glyph, center: drag.session.frame.center)
        case .item(let id):
            if drag.look.pose(of: glyph) == nil, let item = document.item(withID: id) {
                drag.look.place(glyph, center: windowFrame(of: item).center)
            }
        }
        syncZones()
    }

    /// A copy over the canvas adds its emoji where it is let go (and glides back to the
    /// palette); an item over the canvas moves there, over the trash it is deleted.
    public mutating func commit(
        _ glyph: Glyph, to zone: DropSpot, landing: Landing
    ) -> DropSettling? {
        let center = landing.destination.center
        switch (glyph, zone) {
        case (.copy(let copy), .canvas):
            guard let text = copies[copy]?.text, let home = restore(pickedUp: glyph) else {
                return nil
            }
            let point = view.canvasPoint(fromWindow: center, in: layout.viewport)
            let size = Self.newItemSize(zoom: view.zoom, canvasSize: document.canvasSize)
            do {
                let id = try editor.add(text, at: point, size: size)
                popIn(id)
                status = "Added \(text). Drag it to move it, tap it to select it."
            } catch {
                status = "Could not add \(text): \(error)."
            }
            return .back(home)
        case (.item(let id), .canvas):
            let point = view.canvasPoint(fromWindow: center, in: layout.viewport)
            guard (try? editor.move(id, to: point)) != nil else { return nil }
            // Each emoji of a carried selection lands here: the line speaks of them all.
            let count = carriedCount
            status =
                count > 1
                ? "Moved \(count) emoji."
                : "Moved \(document.item(withID: id)?.text ?? "the emoji")."
            return .into(landing.destination)
        case (.item(let id), .trash):
            guard let item = document.item(withID: id), (try? editor.delete(id)) != nil else {
                return nil
            }
            fadeIntoTrash(item, from: landing.from.center)
            let count = carriedCount
            status =
                count > 1
                ? "Deleted \(count) emoji. Undo (ctrl+z) brings them back."
                : "Deleted \(item.text). Undo (ctrl+z) brings it back."
            return .handled
        default:
            return nil
        }
    }

    /// A copy goes back to its palette cell, an item to where it rests on the canvas.
    public mutating func restore(pickedUp glyph: Glyph) -> Rect? {
        switch glyph {
        case .copy(let copy):
            guard let text = copies[copy]?.text else { return nil }
            return palette.visibleCell(of: text)
                ?? Rect(
                    center: palette.frame.center,
                    size: Size(width: Self.newItemScreenSize, height: Self.newItemScreenSize))
        case .item(let id):
            return document.item(withID: id).map { windowFrame(of: $0) }
        }
    }

    /// A drop nothing took goes back, as a cancelled one does.
    public mutating func refused(_ glyph: Glyph) -> Rect? { restore(pickedUp: glyph) }

    /// A tap selects an item (or adds or toggles it, with Shift or Control); a tap on a palette emoji adds it in the middle of the view
    /// (the way to add one without dragging).
    public mutating func tapped(_ glyph: Glyph) {
        switch glyph {
        case .item(let id):
            tappedItem(id)
        case .copy(let copy):
            let text = copies[copy]?.text
            copies[copy] = nil
            if let text { addInMiddle(text) }
        }
    }

    /// The trash goes away.
    public mutating func dragEnded(_ glyph: Glyph) { syncZones() }

    /// Registers a new floating copy of a palette emoji for a press on it (drawn once
    /// the press becomes a drag), forgetting copies of presses that never did.
    mutating func pressCopy(_ text: String) -> Glyph {
        let look = drag.look
        copies = copies.filter { look.pose(of: .copy($0.key)) != nil }
        let copy = nextCopy
        nextCopy += 1
        copies[copy] = FloatingCopy(text: text, size: EmojiPalette.emojiSize)
        return .copy(copy)
    }

    /// A new floating copy of an emoji at a point.
    private mutating func makeCopy(_ text: String, size: Double, at center: Point) -> Int {
        let copy = nextCopy
        nextCopy += 1
        copies[copy] = FloatingCopy(text: text, size: size)
        drag.look.place(.copy(copy), center: center)
        return copy
    }

    /// A new item appears with a little pop where it was dropped.
    mutating func popIn(_ id: Int) {
        guard let item = document.item(withID: id) else { return }
        let center = windowFrame(of: item).center
        drag.look.place(.item(id), center: center)
        var pop = Pose.moving(.zero)
        pop.scale = 3
        drag.look.glide(
            .item(id), to: Pose(position: center), with: Self.popAnimation, at: time, velocity: pop)
    }

    /// A deleted item shrinks and fades into the trash.
    mutating func fadeIntoTrash(_ item: EmojiItem, from center: Point) {
        drag.look.remove(.item(item.id))
        let ghost = makeCopy(
            item.text, size: item.size * view.zoom * CanvasPicture.glyphScale, at: center)
        drag.look.glide(
            .copy(ghost), to: Pose(position: layout.trash.center, scale: 0.2, opacity: 0),
            with: Self.trashAnimation, at: time, raise: true)
    }

    /// Forgets a glyph that came to rest: items are drawn from the document again, copies
    /// have done their job.
    mutating func forget(_ glyph: Glyph) {
        drag.look.remove(glyph)
        if case .copy(let copy) = glyph { copies[copy] = nil }
    }

    static let popAnimation = Animation.spring(dampingRatio: 0.5, response: 0.3)
    static let trashAnimation = Animation.spring(dampingRatio: 1, response: 0.3)
}
