import DragAndDrop
import EmojiArt
import StageKit

extension EmojiArtScene {
    /// Zooms by a factor keeping the canvas point under `anchor` where it is.
    mutating func zoom(by factor: Double, around anchor: Point) {
        guard (try? view.zoom(by: factor, around: anchor, in: layout.viewport)) != nil else {
            return
        }
        viewChanged()
        status = "Zoomed to \(Int((view.zoom * 100).rounded()))%."
    }

    /// Zooms in or out one step with the keys or buttons, around the pointer when it is
    /// over the canvas view, else around the view's centre.
    mutating func zoomStep(in zoomingIn: Bool) {
        let anchor =
            pointerLocation.flatMap { layout.viewport.contains($0) ? $0 : nil }
            ?? layout.viewport.center
        zoom(by: zoomingIn ? Self.zoomStep : 1 / Self.zoomStep, around: anchor)
    }

    /// Moves the canvas by a window offset.
    mutating func pan(by offset: Vector) {
        guard (try? view.pan(by: offset)) != nil else { return }
        viewChanged()
        status = "Moved the view of the canvas."
    }

    /// Shows the whole canvas as large as fits in the view.
    mutating func fitCanvas() {
        try? view.fit(
            canvasSize: document.canvasSize, in: layout.viewport, margin: EmojiArtLayout.fitMargin)
        viewIsFitted = true
        followView()
    }

    /// After the user zoomed or panned: the zones follow, and so does a drag under way.
    private mutating func viewChanged() {
        viewIsFitted = false
        followView()
    }

    /// The zones, a drag under way and the emoji in a glide follow a new view.
    private mutating func followView() {
        syncZones()
        refreshDrag(at: time)
        // A glide heads for where its emoji rests on screen; carried along by as much as
        // that spot moved, it ends there, with no jump when the document takes over.
        for item in document.items
        where drag.look.dragged != .item(item.id) && !isCompanion(.item(item.id)) {
            drag.look.follow(.item(item.id), center: windowFrame(of: item).center)
        }
    }

    /// The wheel: with ctrl it zooms around the pointer; over the palette it scrolls the
    /// palette; over the selected emoji it resizes it; elsewhere on the canvas it pans.
    package mutating func handleWheel(_ event: WheelEvent) {
        if event.location.isFinite { pointerLocation = event.location }
        guard let action = WheelRecognizer().interpret(event) else { return }
        switch action {
        case .zoom(let factor, let anchor):
            if layout.viewport.contains(anchor) { zoom(by: factor, around: anchor) }
        case .pan(let offset):
            if palette.frame.contains(event.location) {
                // A strip scrolls sideways with either wheel.
                let along = palette.isStrip && offset.dx != 0 ? offset.dx : offset.dy
                palette.scroll(by: -along)
            } else if handleDrag == nil, let selected = selectedItem(at: event.location),
                event.delta.dy != 0
            {
                let notches = min(abs(event.delta.dy), 10)
                let step = 1 + Self.resizePerNotch * notches
                continueWheelResize(of: selected.id, at: event.time)
                resize(selected, to: selected.size * (event.delta.dy > 0 ? step : 1 / step))
            } else if layout.viewport.contains(event.location) {
                pan(by: offset)
            }
        }
    }

    /// Two pointers pinching: zoom by their spread about where they started, and pan as
    /// their middle moves.
    mutating func applyPinch(_ report: PinchRecognizer.Pinch) {
        if report.phase == .began { pinchStart = view }
        guard let start = pinchStart else { return }
        switch report.phase {
        case .began, .changed, .ended:
            var pinched = start
            let origin = report.centre - report.translation
            guard (try? pinched.zoom(by: report.scale, around: origin, in: layout.viewport)) != nil,
                (try? pinched.pan(by: report.translation)) != nil
            else { return }
            view = pinched
            viewChanged()
        case .cancelled:
            break
        }
        if report.phase == .ended || report.phase == .cancelled { pinchStart = nil }
    }

    /// A double tap on empty canvas fits the canvas to the view.
    mutating func doubleTapped(at p: Point) {
        guard layout.viewport.contains(p), item(at: p) == nil, drag.session.phase == .idle else {
            return
        }
        fitCanvas()
        status = "Fitted the canvas to the window."
    }

    /// Joins a wheel notch that resizes `item` to the wheel resize under way (one undo step
    /// for the whole turn of the wheel), or starts one.
    private mutating func continueWheelResize(of item: Int, at time: Double) {
        if let current = wheelResize,
            current.item != item || !(time - current.time <= Self.wheelPause)
        {
            endWheelResize()
        }
        if wheelResize == nil { editor.beginGesture() }
        wheelResize = (item, time)
    }

    /// Ends the wheel resize under way when `event` is anything but more of it: another
    /// input, or a tick after the wheel has paused.
    mutating func endWheelResize(unlessContinuedBy event: InputEvent) {
        guard let current = wheelResize else { return }
        switch event {
        case .wheel: return
        case .tick(let now) where now - current.time <= Self.wheelPause: return
        default: endWheelResize()
        }
    }

    /// Closes the undo step of a wheel resize.
    mutating func endWheelResize() {
        guard let resize = wheelResize else { return }
        wheelResize = nil
        editor.endGesture()
        saidResized(resize.item)
    }

    /// The longest pause between wheel notches of one resize, in seconds.
    static let wheelPause = 0.6

    /// The zoom factor of one key press or button click.
    static let zoomStep = 1.25
    /// How much one wheel notch resizes the selected emoji.
    static let resizePerNotch = 0.1
}
