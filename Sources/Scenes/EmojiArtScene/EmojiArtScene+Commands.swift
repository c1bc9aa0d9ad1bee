import DragAndDrop
import EmojiArt
import StageKit

extension EmojiArtScene: Undoable {
    /// The toolbar: files on the left, history and zoom on the right.
    static func makeToolbar() -> Toolbar {
        Toolbar([
            .button("new", Button("New")),
            .button("open", Button("Open…")),
            .button("save", Button("Save…")),
            .button("export", Button("Export PNG…")),
            .flexibleSpace,
            .button("undo", Button("Undo", isEnabled: false)),
            .button("redo", Button("Redo", isEnabled: false)),
            .space(8),
            .button("zoom-out", Button("−")),
            .button("fit", Button("Fit")),
            .button("zoom-in", Button("+")),
        ])
    }

    package mutating func perform(_ action: Toolbar.Action) {
        switch action {
        case .button("new"): requestNew()
        case .button("open"): requestOpen()
        case .button("save"): presentFileSheet(.save)
        case .button("export"): presentFileSheet(.export)
        case .button("undo"): undo()
        case .button("redo"): redo()
        case .button("zoom-out"): zoomStep(in: false)
        case .button("zoom-in"): zoomStep(in: true)
        case .button("fit"): fitCanvas()
        default: break
        }
    }

    /// Keys: ctrl+z undoes, ctrl+shift+z and ctrl+y redo; ctrl+n, ctrl+o, ctrl+s, ctrl+e new, open,
    /// save and export; + and - zoom around the pointer, 0 fits; ctrl+a selects every
    /// emoji; Delete removes the selection, ctrl+d duplicates it, ctrl+c, ctrl+x and ctrl+v
    /// copy, cut and paste it; Escape cancels a drag or a lasso, then deselects.
    package mutating func handleKey(_ event: KeyEvent) {
        if handleHistoryKey(event) { return }
        if ActionMenu.opens(event), drag.session.phase == .idle, handleDrag == nil,
            let top = selectedItems.last
        {
            return openActions(forItem: top.id, byKeyboard: true)
        }
        if moveSelection(event) || panByArrow(event) || selectNextByTab(event)
            || toggleFocusedItem(event)
        {
            return
        }
        let plain = event.modifiers.subtracting(.shift).isEmpty
        switch event.key {
        case .escape where event.modifiers.isEmpty: escape()
        case Key("n") where event.modifiers == .control: requestNew()
        case Key("o") where event.modifiers == .control: requestOpen()
        case Key("s") where event.modifiers == .control: presentFileSheet(.save)
        case Key("e") where event.modifiers == .control: presentFileSheet(.export)
        case Key("a") where event.modifiers == .control: selectAllItems()
        case Key("c") where event.modifiers == .control: copySelection()
        case Key("x") where event.modifiers == .control: cutSelection()
        case Key("v") where event.modifiers == .control: paste()
        case Key("d") where event.modifiers == .control: duplicateSelection()
        case .delete where plain, .backspace where plain: deleteSelection()
        case Key("+") where plain, Key("=") where plain: zoomStep(in: true)
        case Key("-") where plain: zoomStep(in: false)
        case Key("0") where plain:
            fitCanvas()
            status = "Fitted the canvas to the window."
        default: break
        }
    }

    private mutating func escape() {
        let carried = drag.session.item
        let carriedCount = drag.group.count
        if cancelDrag(.escape, at: time) {
            switch carried {
            case .item? where carriedCount > 1:
                status = "Cancelled: the \(carriedCount) emoji are back where they were."
            case .item(let id)?:
                let text = document.item(withID: id)?.text ?? "The emoji"
                status = "Cancelled: \(text) is back where it was."
            default:
                status = "Cancelled: nothing was added."
            }
        } else if handleDrag != nil {
            cancelHandleDrag()
            status = "Cancelled: the emoji keeps its size."
        } else if lasso != nil {
            endLasso(keeping: false)
            status = "Cancelled the lasso."
        } else if selectingByTaps {
            stopSelectingByTaps()
        } else if gatheringByKeys || !editor.selection.isEmpty {
            gatheringByKeys = false
            setPicks(Selection())
            status = "Deselected."
        } else if escapeLeaves {
            exitRequest = .back
        }
    }

    /// Takes back the last change; emoji glide to where they were.
    public mutating func undo() {
        changeHistory(undoing: true)
    }

    /// Puts back the change last undone.
    public mutating func redo() {
        changeHistory(undoing: false)
    }

    private mutating func changeHistory(undoing: Bool) {
        guard drag.session.phase == .idle, handleDrag == nil else { return }
        let before = document
        guard undoing ? editor.undo() : editor.redo() else { return }
        glideChangedItems(from: before)
        syncZones()
        status = undoing ? "Undone." : "Redone."
    }

    /// Starts a new, empty picture; undo brings the old one back.
    public mutating func newDocument() {
        cancelDrag(.app, at: time)
        cancelHandleDrag()
        let fresh = EmojiArtDocument()
        editor.beginGesture()
        editor.clear()
        try? editor.setCanvasSize(fresh.canvasSize)
        editor.setBackground(fresh.background)
        editor.endGesture()
        fileName = nil
        savedDocument = document
        fitCanvas()
        status = "A new picture. Undo (ctrl+z) brings the old one back."
    }

    /// Items that moved between two versions of the document glide from where they were.
    private mutating func glideChangedItems(from before: EmojiArtDocument) {
        for item in document.items {
            guard let old = before.item(withID: item.id), old.position != item.position else {
                continue
            }
            let from = drag.look.pose(of: .item(item.id))?.position ?? windowFrame(of: old).center
            drag.look.place(.item(item.id), center: from)
            drag.look.glide(
                .item(item.id), to: Pose(position: windowFrame(of: item).center),
                with: Self.historyAnimation,
                at: time)
        }
    }

    /// Keeps the Undo and Redo buttons in step with the history.
    mutating func updateHistoryButtons() {
        toolbar.enableHistory(canUndo: canUndo, canRedo: canRedo)
    }

    /// Whether there is a change to take back.
    public var canUndo: Bool { editor.canUndo }
    /// Whether there is a change taken back to put back.
    public var canRedo: Bool { editor.canRedo }

    static let historyAnimation = Animation.spring(dampingRatio: 1, response: 0.3)
}
