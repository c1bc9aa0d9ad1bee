import DragAndDrop
import EmojiArt
import StageKit

/// Several emoji selected at once, with the engine's `Selection` and `Lasso`: a click
/// selects one, Shift-click adds, Control-click toggles, a lasso dragged on empty canvas
/// (with a mouse or pen) selects what it touches, Control-A selects all, Escape clears.
/// Dragging a selected emoji carries the whole selection (`GroupDrag`, offsets kept).
///
/// The editor's selection says which emoji are selected; `picks` keeps the engine's
/// gesture state beside it (the Shift-click anchor, a click waiting for its release) and
/// is brought back in line whenever the editor changed the selection on its own (undo
/// drops deleted ids).
extension EmojiArtScene {
    /// The engine's selection, brought in line with the editor's (undo may have dropped
    /// ids): change a copy through the engine's gestures and hand it to `setPicks`. (Not a
    /// method taking the change as a closure: each call's closure made a copy of it, some
    /// kilobytes of the web module.)
    var currentPicks: Selection<Int> {
        var current = picks
        if current.items != editor.selection { current.replace(with: editor.selection) }
        return current
    }

    /// Keeps the selection and hands its items to the editor.
    mutating func setPicks(_ newPicks: Selection<Int>) {
        picks = newPicks
        editor.setSelection(newPicks.items)
    }

    /// A press on a canvas emoji that may become a drag: an unselected one is selected
    /// at once (alone, added or toggled by the modifiers), a selected one waits for the
    /// release, so that dragging it carries the whole selection.
    mutating func pressItem(_ id: Int, modifiers: KeyModifiers) {
        // While selecting by taps, a tap toggles, as a Control-click does.
        pressModifiers = selectingByTaps ? modifiers.union(.control) : modifiers
        var next = currentPicks
        next.pressed(id, modifiers: pressModifiers)
        setPicks(next)
    }

    /// Ends selecting by taps, keeping the selection; says what is selected.
    mutating func stopSelectingByTaps() {
        selectingByTaps = false
        sayWhatIsSelected()
    }

    /// The press on a canvas emoji ended without a drag: its click happens now.
    mutating func tappedItem(_ id: Int) {
        var next = currentPicks
        next.tapped(id, modifiers: pressModifiers)
        setPicks(next)
        sayWhatIsSelected()
    }

    /// Control-A: every emoji.
    mutating func selectAllItems() {
        guard drag.session.phase == .idle, handleDrag == nil, !document.items.isEmpty else {
            return
        }
        let all = document.items.map { $0.id }
        var next = currentPicks
        next.selectAll(all)
        setPicks(next)
        sayWhatIsSelected()
    }

    /// The status line after a selection changed: the one emoji, or how many.
    mutating func sayWhatIsSelected() {
        let count = editor.selection.count
        if count == 1, let only = editor.selection.first, let item = document.item(withID: only) {
            status = "Selected \(item.text): drag its handle to resize it; Delete removes it."
        } else {
            status = "\(count) emoji selected: drag one to move them all."
        }
    }

    // MARK: - Lasso

    /// Starts a lasso at a press on empty canvas; the modifiers choose whether it
    /// replaces, adds to or toggles the selection.
    mutating func startLasso(_ event: PointerEvent) {
        lasso = Lasso(from: event.location, modifiers: event.modifiers, selection: currentPicks)
        lassoPointer = event.pointer
    }

    /// Follows the lasso's pointer: the emoji the marquee touches (as drawn, at any zoom
    /// and pan) are selected as it goes; the release keeps them, a cancel puts the
    /// selection back as it was.
    mutating func continueLasso(with event: PointerEvent) {
        guard var lasso, event.pointer == lassoPointer else { return }
        if event.phase == .cancel || event.phase == .down {
            endLasso(keeping: event.phase == .down)
            return
        }
        lasso.move(to: layout.viewport.clamp(event.location))
        self.lasso = lasso
        // The closure takes the document and the view, not a copy of the whole scene
        // (copying the scene cost the web module 3 KB).
        let document = self.document
        let view = self.view
        let viewport = layout.viewport
        let caught = lasso.selection(
            among: document.items.map { $0.id },
            frame: { id in
                document.item(withID: id).map {
                    view.windowRect(fromCanvas: $0.frame, in: viewport)
                }
            })
        picks = caught
        editor.setSelection(caught.items)
        if event.phase == .up {
            endLasso(keeping: true)
            // A click on empty canvas only deselects; a marquee says what it caught.
            if lasso.rect.width > 0 || lasso.rect.height > 0 { sayWhatIsSelected() }
        }
    }

    /// Ends the lasso: keeps what it caught, or puts back the selection it started from.
    mutating func endLasso(keeping: Bool) {
        guard let lasso else { return }
        if !keeping {
            picks = lasso.base
            editor.setSelection(lasso.base.items)
        }
        self.lasso = nil
        lassoPointer = nil
    }

    // MARK: - Carrying the selection

    /// Whether an emoji travels in the group being dragged (not the one under the pointer).
    func isCompanion(_ glyph: Glyph) -> Bool {
        drag.group.isActive && drag.group.members.contains { $0.item == glyph }
    }

    /// The rest of the selection travels with a selected emoji, each from where it is
    /// drawn, topmost last.
    public func companions(of glyph: Glyph) -> [(item: Glyph, frame: Rect)] {
        guard case .item(let id) = glyph, editor.isSelected(id), editor.selection.count > 1
        else { return [] }
        var others: [(item: Glyph, frame: Rect)] = []
        for item in document.items where item.id != id && editor.isSelected(item.id) {
            var frame = windowFrame(of: item)
            if let pose = drag.look.pose(of: .item(item.id)) {
                frame = Rect(center: pose.position, size: frame.size)
            }
            others.append((.item(item.id), frame))
        }
        return others
    }

    /// The companions go where the emoji under the pointer goes (the zone that takes it,
    /// `drag.landingZone`, is set before they are judged): onto the canvas (each where it
    /// is carried, if that is a place a picture may hold), into the trash, or nowhere, so
    /// that the group lands or goes back whole.
    public func targets(of glyphs: [Glyph], for probes: [DragProbe]) -> [DropTarget<DropSpot>] {
        let lead = drag.landingZone
        var found: [DropTarget<DropSpot>] = []
        found.reserveCapacity(glyphs.count)
        for probe in probes {
            switch lead {
            case .canvas?:
                let point = view.canvasPoint(fromWindow: probe.frame.center, in: layout.viewport)
                let fits = DocumentLimits.isValidPosition(point)
                found.append(DropTarget(zone: .canvas, feedback: fits ? .accepted : .rejected))
            case .trash?:
                found.append(DropTarget(zone: .trash, feedback: .accepted))
            default:
                found.append(DropTarget(zone: nil, feedback: .rejected))
            }
        }
        return found
    }

    /// Every edit of one drag (a whole selection moved or deleted) is one undo step: the
    /// step opens when the drag picks something up and closes once the drag is over.
    mutating func openDragStep() {
        guard !dragStepOpen else { return }
        editor.beginGesture()
        dragStepOpen = true
    }

    /// Closes the undo step of a drag that is over.
    mutating func closeDragStepIfIdle() {
        guard dragStepOpen, drag.session.phase == .idle else { return }
        editor.endGesture()
        dragStepOpen = false
    }
}
