import DragAndDrop
import EmojiArt
import StageKit

extension EmojiArtScene {
    /// Routes a pointer event: to the toolbar and the palette's tabs, to the pinch (two
    /// pointers), then to whatever the press began: a drag, the resize handle or a pan.
    package mutating func handlePointer(_ event: PointerEvent) {
        if event.location.isFinite { pointerLocation = event.location }
        if ActionMenu.opens(event), drag.session.phase == .idle, handleDrag == nil,
            !canvasPan.isPossible, let item = item(at: event.location)
        {
            return openActions(forItem: item.id, byKeyboard: false)
        }
        if let start = heldStill.release(event), handleDrag == nil, !pinch.isPossible,
            let item = item(at: start)
        {
            handlePointer(HeldStillPress.cancelling(event))
            return openActions(forItem: item.id, byKeyboard: false)
        }
        // Only the main button (or a touch) presses here. Another button pressed or
        // released, as in a right click in the middle of a drag, resize or pan, neither
        // starts nor ends anything: only the left release ends a gesture, Escape cancels it.
        if event.button != .primary && (event.phase == .down || event.phase == .up) { return }
        if event.phase == .down {
            // A press of a pointer already in a gesture means its release was lost: that
            // gesture ends first, so no drag, resize or pan outlives its pointer.
            if drag.session.pointer == event.pointer { cancelDrag(.pointerLost, at: event.time) }
            continueHandleDrag(with: event)
            if canvasPan.isPossible { _ = canvasPan.handle(event) }
            continueLasso(with: event)
            if paletteSwipe?.press.pointer == event.pointer { paletteSwipe = nil }
        }
        let busy =
            drag.session.phase != .idle || handleDrag != nil || canvasPan.isPossible
            || paletteSwipe != nil || lasso != nil
        if toolbarTakes(event, idle: !busy) { return }
        if !busy, palette.handleTabs(.pointer(event)) {
            status = "\(palette.currentSet.name): drag one onto the canvas."
            return
        }
        if event.phase == .down && palette.tabs.frame.contains(event.location) { return }

        let wasPinching = pinch.isPossible
        let pinches = pinch.handle(event)
        if pinch.isPossible && !wasPinching { abandonSinglePointerGestures() }
        for report in pinches { applyPinch(report) }
        if pinch.isPossible || wasPinching { return }

        for tap in doubleTaps.handle(event) { doubleTapped(at: tap.location) }
        if event.phase == .down {
            if event.button == .primary { pressed(event) }
            return
        }
        if continuePaletteSwipe(with: event) { return }
        dragPointer(event)
        continueHandleDrag(with: event)
        continuePan(with: event)
        continueLasso(with: event)
    }

    /// A press: on the palette (a swipe that scrolls it, or a copy of an emoji to drag),
    /// the selection's resize handle, a canvas item (to drag it with the rest of the
    /// selection, or select it), or empty canvas (a finger pans or deselects; a mouse or
    /// pen draws a lasso).
    private mutating func pressed(_ event: PointerEvent) {
        let p = event.location
        keyFocus = nil
        gatheringByKeys = false
        if palette.gridFrame.contains(p) {
            pressPalette(event)
            return
        }
        guard layout.viewport.contains(p) else { return }
        if startHandleDrag(at: event) { return }
        if let picked = pick(at: p) {
            if case .item(let id) = picked.item { pressItem(id, modifiers: event.modifiers) }
            pressDrag(picked.item, frame: picked.frame, with: event)
            return
        }
        if event.kind != .touch {
            // A click on empty canvas ends selecting by taps, keeping what was chosen.
            if selectingByTaps { return stopSelectingByTaps() }
            startLasso(event)
            return
        }
        canvasPan = PanRecognizer()
        panApplied = .zero
        _ = canvasPan.handle(event)
    }

    /// Moves the canvas with a finger pressed on empty canvas; a press that never moved
    /// far enough to pan is a tap, which deselects.
    private mutating func continuePan(with event: PointerEvent) {
        guard canvasPan.isPossible else { return }
        let wasPanning = canvasPan.isPanning
        for report in canvasPan.handle(event)
        where report.phase == .began || report.phase == .changed {
            pan(by: report.translation - panApplied)
            panApplied = report.translation
        }
        if event.phase == .up && !wasPanning && !canvasPan.isPanning {
            if selectingByTaps { return stopSelectingByTaps() }
            editor.deselectAll()
        }
    }

    /// A second pointer came down: the first one's drag, resize or pan gives way to the pinch.
    private mutating func abandonSinglePointerGestures() {
        cancelDrag(.app, at: time)
        cancelHandleDrag()
        canvasPan = PanRecognizer()
        paletteSwipe = nil
        endLasso(keeping: false)
    }

    /// The topmost item under a window point inside the view.
    func item(at p: Point) -> EmojiItem? {
        guard layout.viewport.contains(p) else { return nil }
        return document.topmostItem(at: view.canvasPoint(fromWindow: p, in: layout.viewport))
    }

    /// Where an item is drawn at rest, in window points.
    func windowFrame(of item: EmojiItem) -> Rect {
        view.windowRect(fromCanvas: item.frame, in: layout.viewport)
    }

    /// How large a new emoji appears on screen, whatever the zoom, in points: as large as
    /// it shows in the palette (whose glyphs are `EmojiPalette.emojiSize` points), so what
    /// is dropped is what was picked up.
    static let newItemScreenSize = EmojiPalette.emojiSize / CanvasPicture.glyphScale

    /// The largest share of the canvas's shorter side a new emoji takes, so that one
    /// dropped while zoomed far out does not cover the picture.
    static let newItemCanvasShare = 0.25

    /// The document size of an emoji dropped at a zoom: the size it showed on screen, in
    /// canvas points, but no larger than a quarter of the canvas's shorter side and within
    /// the sizes a document allows.
    ///
    /// ```swift
    /// EmojiArtScene.newItemSize(zoom: 1, canvasSize: Size(width: 800, height: 600))   // ≈ 41.5
    /// EmojiArtScene.newItemSize(zoom: 0.1, canvasSize: Size(width: 800, height: 600)) // 150
    /// ```
    static func newItemSize(zoom: Double, canvasSize: Size) -> Double {
        let shown = newItemScreenSize / zoom
        let largest = min(canvasSize.width, canvasSize.height) * newItemCanvasShare
        return DocumentLimits.clampedItemSize(min(shown, largest))
    }
}
