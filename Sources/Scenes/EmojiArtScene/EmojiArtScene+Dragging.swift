import DragAndDrop
import EmojiArt
import StageKit

extension EmojiArtScene {
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
        if session.phase == .dragging, case .item? = session.item { return true }
        return false
    }

    /// Says which zone the pointer is over: the canvas takes emoji only where it is in
    /// view, the trash takes items, the palette refuses everything.
    func resolver() -> (DragProbe) -> DropTarget<DropSpot> {
        let zones = self.zones
        let spaces = self.spaces
        let viewport = layout.viewport
        return { probe in
            zones.target(for: probe, using: PointerWithin(), spaces: spaces) { zone in
                switch zone.id {
                case .canvas: viewport.contains(probe.pointer) ? .accepted : .none
                case .trash: .accepted
                case .palette: .rejected
                }
            }
        }
    }

    /// Asks the session again where the dragged emoji is, after the view or zones moved.
    mutating func refreshDrag() {
        handleDrag(session.refresh(resolve: resolver()))
    }

    /// Plays what the drag session reported.
    mutating func handleDrag(_ events: [DragEvent<DraggedEmoji, DropSpot>]) {
        for event in events {
            switch event {
            case .started(let dragged):
                // A drag is not a tap.
                _ = doubleTaps.handle(
                    PointerEvent(
                        .cancel, at: session.location, time: time, pointer: session.pointer))
                startDrag(of: dragged)
            case .dropped(let result):
                drop(result)
            case .cancelled(let dragged, _, let landing):
                sendBack(dragged, from: landing)
                syncZones()
            case .tapped(.item(let id)):
                try? editor.select(id)
            case .tapped(.palette):
                status = "Drag an emoji onto the canvas to add it."
            case .entered, .exited, .over:
                break
            }
        }
        if session.phase == .dragging, let glyph = draggedGlyph {
            look.follow(glyph, center: session.frame.center)
        }
    }

    /// The glyph that follows the pointer in the drag under way.
    var draggedGlyph: Glyph? {
        switch session.item {
        case .palette?: draggedCopy.map { .copy($0) }
        case .item(let id)?: .item(id)
        case nil: nil
        }
    }

    private mutating func startDrag(of dragged: DraggedEmoji) {
        switch dragged {
        case .palette(let text):
            let copy = makeCopy(text, size: EmojiPalette.emojiSize, at: session.frame.center)
            draggedCopy = copy
            look.lift(.copy(copy), at: time)
        case .item(let id):
            if look.pose(of: .item(id)) == nil, let item = document.item(withID: id) {
                look.place(.item(id), center: windowFrame(of: item).center)
            }
            look.lift(.item(id), at: time)
            syncZones()
            refreshDrag()
        }
    }

    /// A release: a palette copy over the canvas adds its emoji under the pointer; an item
    /// over the canvas moves there, over the trash it is deleted; anything else goes back.
    private mutating func drop(_ result: DropResult<DraggedEmoji, DropSpot>) {
        defer { syncZones() }
        guard result.isAccepted, let zone = result.target.zone else {
            sendBack(result.item, from: result.landing)
            return
        }
        switch (result.item, zone) {
        case (.palette(let text), .canvas):
            let point = view.canvasPoint(fromWindow: session.location, in: layout.viewport)
            let size = Self.newItemSize(zoom: view.zoom, canvasSize: document.canvasSize)
            do {
                let id = try editor.add(text, at: point, size: size)
                popIn(id)
                status = "Added \(text). Drag it to move it, tap it to select it."
            } catch {
                status = "Could not add \(text): \(error)."
            }
            sendBack(result.item, from: result.landing)
        case (.item(let id), .canvas):
            let center = result.landing.destination.center
            do {
                try editor.move(id, to: view.canvasPoint(fromWindow: center, in: layout.viewport))
                look.land(.item(id), result.landing, at: time)
            } catch {
                sendBack(result.item, from: result.landing)
            }
        case (.item(let id), .trash):
            guard let item = document.item(withID: id), (try? editor.delete(id)) != nil else {
                sendBack(result.item, from: result.landing)
                return
            }
            fadeIntoTrash(item, from: result.landing.from.center)
            status = "Deleted \(item.text). Undo (ctrl+z) brings it back."
        default:
            sendBack(result.item, from: result.landing)
        }
    }

    /// A refused or cancelled drag: a palette copy glides back to its cell, an item to
    /// where it rests on the canvas.
    private mutating func sendBack(_ dragged: DraggedEmoji, from landing: Landing) {
        switch dragged {
        case .palette(let text):
            guard let copy = draggedCopy else { return }
            let home =
                palette.visibleCell(of: text)
                ?? Rect(center: palette.frame.center, size: landing.from.size)
            look.land(
                .copy(copy),
                Landing(
                    from: landing.from, destination: home, velocity: landing.velocity,
                    returnsHome: true), at: time)
            draggedCopy = nil
        case .item(let id):
            guard let item = document.item(withID: id) else { return }
            look.land(
                .item(id),
                Landing(
                    from: landing.from, destination: windowFrame(of: item),
                    velocity: landing.velocity, returnsHome: true), at: time)
        }
    }

    /// A new floating copy of an emoji at a point.
    private mutating func makeCopy(_ text: String, size: Double, at center: Point) -> Int {
        let copy = nextCopy
        nextCopy += 1
        copies[copy] = FloatingCopy(text: text, size: size)
        look.place(.copy(copy), center: center)
        return copy
    }

    /// A new item appears with a little pop where it was dropped.
    private mutating func popIn(_ id: Int) {
        guard let item = document.item(withID: id) else { return }
        let center = windowFrame(of: item).center
        look.place(.item(id), center: center)
        var pop = Pose.moving(.zero)
        pop.scale = 3
        look.glide(
            .item(id), to: Pose(position: center), with: Self.popAnimation, at: time, velocity: pop)
    }

    /// A deleted item shrinks and fades into the trash.
    private mutating func fadeIntoTrash(_ item: EmojiItem, from center: Point) {
        look.remove(.item(item.id))
        let ghost = makeCopy(
            item.text, size: item.size * view.zoom * CanvasPicture.glyphScale, at: center)
        look.glide(
            .copy(ghost), to: Pose(position: layout.trash.center, scale: 0.2, opacity: 0),
            with: Self.trashAnimation, at: time, raise: true)
    }

    /// Forgets a glyph that came to rest: items are drawn from the document again, copies
    /// have done their job.
    mutating func forget(_ glyph: Glyph) {
        look.remove(glyph)
        if case .copy(let copy) = glyph { copies[copy] = nil }
    }

    static let popAnimation = Animation.spring(dampingRatio: 0.5, response: 0.3)
    static let trashAnimation = Animation.spring(dampingRatio: 1, response: 0.3)
}
