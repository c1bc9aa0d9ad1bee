import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// Routes a pointer event: to the toolbar; a press focuses a card or opens the add
    /// field; then to the engine's recognizers: the pan that becomes a card or column
    /// drag with a mouse, or a swipe with a finger (`panned`), a finger's hold that becomes
    /// a drag (`handleFinger`), and the click and double click (`tapped`).
    package mutating func handlePointer(_ event: PointerEvent) {
        guard event.location.isFinite else { return }
        if ActionMenu.opens(event), isIdle, editing == nil, let card = card(at: event.location) {
            return openActions(forCard: card.id, byKeyboard: false)
        }
        if ActionMenu.opens(event), isIdle, editing == nil,
            let column = layout.columns.first(where: { $0.header.contains(event.location) })
        {
            return openActions(forColumn: column.id, byKeyboard: false)
        }
        // Only the main button presses and releases here: a right click in the middle of
        // a drag neither starts nor ends anything.
        if event.button != .primary && (event.phase == .down || event.phase == .up) { return }
        if toolbarTakes(event, idle: !pan.isPossible && isIdle) { return }
        if event.phase == .down {
            // A press while a drag is under way means its release was lost: it ends first.
            if cards.drag != nil { dropCard() }
            if row.drag != nil { dropColumn() }
            if pan.isPossible { pan = Self.makePan() }
            boardPan = nil
            rowGlide.stop()
            pressKind = event.kind
            pressed(at: event.location, modifiers: event.modifiers)
        }
        if event.phase == .cancel { cancelDrag() }
        // Taps first: a release that ends a drag is no click.
        for tap in taps.handle(event) { tapped(at: tap.location, twice: false) }
        for tap in doubleTaps.handle(event) { tapped(at: tap.location, twice: true) }
        if event.kind == .touch { handleFinger(event) }
        for report in pan.handle(event) { panned(report) }
    }

    /// Whether no card or column is dragged or carried.
    var isIdle: Bool { cards.drag == nil && row.drag == nil }

    /// A press focuses the card under it (and selects it, see `pressCard`), or opens the
    /// field of an add button; on empty space it clears the selection.
    private mutating func pressed(at p: Point, modifiers: KeyModifiers) {
        pressModifiers = modifiers
        if let card = card(at: p) {
            focus = card.id
            pressCard(card.id, modifiers: modifiers)
            return
        }
        for column in layout.columns {
            if column.header.contains(p) { return }
            if column.footer.contains(p) && editing == nil {
                openEditor(.addCard(column.id))
                return
            }
        }
        focus = nil
        if selectingByTaps {
            stopSelectingByTaps()
        } else if modifiers.isEmpty {
            picked.clear()
        }
    }

    /// A mouse's press that moved far enough drags the card or the column header it began
    /// on; begun anywhere else, or by a finger (which drags only once held, `FingerHold`), it
    /// pans the row of columns (`BoardScene+Panning`).
    private mutating func panned(_ pan: PanRecognizer.Pan) {
        if lasso != nil { return continueLasso(pan) }
        if boardPan != nil {
            continueBoardPan(pan)
            return
        }
        if pressKind == .touch {
            if pan.phase == .began, isIdle, editing == nil {
                beginBoardPan(at: pan.start)
                continueBoardPan(pan)
            }
            return
        }
        switch pan.phase {
        case .began:
            if let card = card(at: pan.start) {
                liftCard(card.id, pointer: pan.start)
            } else if let column = layout.columns.first(where: { $0.header.contains(pan.start) }) {
                liftColumn(column.id, pointer: pan.start)
            } else if editing == nil, Self.lassoes(pressModifiers) {
                lasso = Lasso(from: pan.start, modifiers: pressModifiers, selection: picked)
                return continueLasso(pan)
            } else if editing == nil {
                beginBoardPan(at: pan.start)
                continueBoardPan(pan)
                return
            }
            dragged(to: pan.location)
        case .changed:
            dragged(to: pan.location)
        case .ended:
            released(at: pan.location)
        case .cancelled:
            cancelDrag()
        }
    }

    /// A click on a card says what can be done with it; a double click on a card or a
    /// header renames it.
    private mutating func tapped(at p: Point, twice: Bool) {
        guard isIdle, editing == nil else { return }
        if let card = card(at: p) {
            if twice {
                openEditor(.renameCard(card.id))
            } else if clickedCard(card.id), selectingByTaps {
                statusLine.announce(
                    "“\(card.title)” \(picked.contains(card.id) ? "selected" : "not selected"). "
                        + selectionText())
            } else if picked.count > 1 {
                status = "\(picked.count) cards selected: drag one to move them all."
            } else {
                status =
                    device.isTouch
                    ? "“\(card.title)” selected: drag it, double-tap to rename, drop it on the trash to remove it."
                    : "“\(card.title)” selected: drag it, double-click to rename, Delete removes it."
            }
        } else if twice, let column = layout.columns.first(where: { $0.header.contains(p) }) {
            openEditor(.renameColumn(column.id))
        }
    }

    static func makePan() -> PanRecognizer { PanRecognizer(.init(activationDistance: 6)) }

    // MARK: - Wheel

    /// The wheel scrolls the column under the pointer up and down, and the row of columns
    /// sideways (a sideways wheel, or shift with the wheel).
    package mutating func handleWheel(_ event: WheelEvent) {
        guard event.location.isFinite,
            case .pan(let offset)? = WheelRecognizer().interpret(event)
        else { return }
        // The content moves by the offset, so the scroll goes the other way.
        var dx = -offset.dx
        var dy = -offset.dy
        if event.modifiers.contains(.shift) && dx == 0 { (dx, dy) = (dy, 0) }
        let before = scrolls
        rowGlide.stop()
        if dx != 0 { row.scroll(Self.rowID, to: scrollX + dx) }
        if dy != 0, let column = layout.column(near: event.location) {
            cards.scroll(column.id, to: columnScroll(column.id) + dy)
        }
        follow(before)
    }
}
