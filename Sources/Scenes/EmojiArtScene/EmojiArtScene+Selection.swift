import DragAndDrop
import EmojiArt
import StageKit

/// The resize handle being dragged: which item, by which pointer, how big it was when the
/// press began, and how far from its centre the press was and in which direction.
struct HandleDrag: Hashable, Sendable {
    var id: Int
    var pointer: PointerID
    var startSize: Double
    var center: Point
    var startDistance: Double
    /// The unit direction from the centre to where the press began.
    var direction: Vector
}

extension EmojiArtScene {
    /// The selected item under a window point, if any.
    func selectedItem(at p: Point) -> EmojiItem? {
        guard let item = item(at: p), editor.isSelected(item.id) else { return nil }
        return item
    }

    /// The selection ring around a selected item, in window points.
    func selectionRing(of item: EmojiItem) -> Rect { windowFrame(of: item).outset(by: 4) }

    /// Where a selected item's resize handle is: its ring's bottom-right corner.
    func handleCenter(of item: EmojiItem) -> Point {
        let ring = selectionRing(of: item)
        return Point(x: ring.maxX, y: ring.maxY)
    }

    /// The selected items that show a ring and handle (not those moving in a glide).
    var ringedItems: [EmojiItem] {
        document.items.filter {
            editor.isSelected($0.id) && drag.look.pose(of: .item($0.id)) == nil
        }
    }

    /// Starts dragging a selected item's resize handle if the press is on one.
    mutating func startHandleDrag(at event: PointerEvent) -> Bool {
        for item in ringedItems.reversed()
        where handleCenter(of: item).distance(to: event.location) <= handleReach {
            let center = windowFrame(of: item).center
            let offset = event.location - center
            let distance = max(offset.length, 1)
            let direction =
                offset.length >= 1
                ? offset / offset.length : Vector(dx: 1, dy: 1) / 2.0.squareRoot()
            handleDrag = HandleDrag(
                id: item.id, pointer: event.pointer, startSize: item.size, center: center,
                startDistance: distance, direction: direction)
            editor.beginGesture()
            return true
        }
        return false
    }

    /// Resizes with the handle: the size follows how far the pointer is from the centre
    /// along the handle's direction, so it shrinks steadily as the handle moves in and stays
    /// at the smallest size once it passes the centre (it never grows again beyond it).
    mutating func continueHandleDrag(with event: PointerEvent) {
        guard let drag = handleDrag, event.pointer == drag.pointer else { return }
        switch event.phase {
        case .move, .up:
            if event.location.isFinite {
                let offset = event.location - drag.center
                let along = offset.dx * drag.direction.dx + offset.dy * drag.direction.dy
                let size = drag.startSize * along / drag.startDistance
                try? editor.resize(drag.id, to: DocumentLimits.clampedItemSize(size))
            }
            if event.phase == .up {
                editor.endGesture()
                handleDrag = nil
                saidResized(drag.id)
            }
        case .down:
            editor.endGesture()  // the release was lost: keep the size reached
            handleDrag = nil
        case .cancel:
            cancelHandleDrag()
        }
    }

    /// Abandons a handle drag, putting the size back as it was.
    mutating func cancelHandleDrag() {
        guard let drag = handleDrag else { return }
        handleDrag = nil
        editor.endGesture()
        if document.item(withID: drag.id)?.size != drag.startSize { editor.undo() }
    }

    /// Says the emoji's new size in the status line, once a resize ends.
    mutating func saidResized(_ id: Int) {
        guard let item = document.item(withID: id) else { return }
        status = "Resized \(item.text) to \(Int(item.size.rounded())) points."
    }

    /// Gives an item a new size (clamped into the allowed sizes), as one undo step.
    mutating func resize(_ item: EmojiItem, to size: Double) {
        try? editor.resize(item.id, to: DocumentLimits.clampedItemSize(size))
    }

    /// Deletes the selected emoji (Delete or Backspace), as one undo step.
    mutating func deleteSelection() {
        guard drag.session.phase == .idle, handleDrag == nil, !editor.selection.isEmpty else {
            return
        }
        let count = editor.selection.count
        editor.deleteSelection()
        status = count == 1 ? "Deleted the selected emoji." : "Deleted \(count) emoji."
    }

    /// How close to a resize handle a press must be to grab it, in points, with a mouse.
    static let handleHitRadius = 12.0

    /// How close to a resize handle a press must be to grab it: `handleHitRadius`, or in a
    /// phone-sized window half a finger's target, so the handle is 44 points across there.
    var handleReach: Double {
        TouchTarget.isPhoneSized(layout.size) ? TouchTarget.side / 2 : Self.handleHitRadius
    }
}
