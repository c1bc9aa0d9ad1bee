import DragAndDrop
import EmojiArt
import StageKit

/// Emoji Art as a scene: drag emoji from a palette of themed sets onto a canvas you can
/// zoom and pan; drag them around, resize them, drop them in the trash; undo and redo;
/// open, save and export through the host.
///
/// The document lives in an `EmojiArtEditor`, so every change is checked and undoable;
/// the view (zoom and pan) is a `CanvasView`. A drag is the engine's `DragController` over three
/// drop zones (the canvas, in its own zoomed coordinate space, the trash and the palette);
/// glides are its `DragPresentation`.
///
/// ```swift
/// var scene = EmojiArtScene(document: opened, fileName: "art.json", storage: hostStorage)
/// scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// // …pointer, wheel and key events…
/// scene.document.items.count
/// ```
public struct EmojiArtScene: AppScene {
    /// The document and its undo history.
    public internal(set) var editor: EmojiArtEditor
    /// The zoom and pan of the canvas in its view.
    public internal(set) var view = CanvasView.identity
    /// The status line: always a sentence, starting with a capital letter and ending with
    /// a full stop (whatever the host or an error message put there).
    public var status: String {
        didSet {
            let sentence = Self.sentence(status)
            if sentence != status { status = sentence }
        }
    }
    /// The file the document was last opened from or saved to, as the user typed it.
    public internal(set) var fileName: String?
    /// How the scene reaches files; nil in the demos launcher, whose file sheets say so.
    public var storage: EmojiArtStorage?
    /// Whether Escape, with nothing to cancel or deselect, asks to leave (in the demos
    /// launcher, where Esc goes back to the cards).
    public var escapeLeaves: Bool
    /// Set when the scene asks to be closed.
    public internal(set) var exitRequest: SceneExit?
    /// The device used last, so that the greeting speaks of taps after a finger.
    var device = InputDevice.mouse

    var layout = EmojiArtLayout(size: Size(width: 1280, height: 800))
    package var toolbar = EmojiArtScene.makeToolbar()
    var palette = EmojiPalette()
    var zones = DropZones<DropSpot>()
    var spaces = CoordinateSpaces()
    /// The drag under way and how every emoji looks.
    public var drag = DragController<Glyph, DropSpot>(activation: .distance(6))
    /// Floating copies by number, and the next number to hand out.
    var copies: [Int: FloatingCopy] = [:]
    var nextCopy = 0
    /// A press on empty canvas (it pans once it moves), and the pan applied so far.
    var canvasPan = PanRecognizer()
    var panApplied = Vector.zero
    /// A press on the palette, until it becomes a swipe, a drag or a tap.
    var paletteSwipe: PaletteSwipe?
    /// The palette gliding on after a finger flicked it.
    var paletteGlide = KineticScroll()
    var doubleTaps = TapRecognizer(.init(taps: 2))
    var pinch = PinchRecognizer()
    /// The view when a pinch began.
    var pinchStart: CanvasView?
    /// The emoji a turn of the wheel is resizing and the time of its last notch: the notches
    /// gather into one undo step until the wheel pauses or anything else happens.
    var wheelResize: (item: Int, time: Double)?
    /// The resize handle being dragged.
    var handleDrag: HandleDrag?
    /// Where the pointer was last seen, for zooming with the keys.
    var pointerLocation: Point?
    /// Whether the view still fits the canvas to the window (so a resize refits it).
    var viewIsFitted = true
    /// The file sheet (open, save or export) and what it is for.
    var fileSheet = FileNameSheet(title: "")
    var sheetPurpose: FilePurpose?
    /// The question sheet (save the changes?) and what waits for its answer.
    var question = SaveQuestion<PendingAction>()
    /// What to do once the save sheet has saved (opened from "Save the changes?").
    var afterSave: PendingAction?
    /// The document as last opened or saved (or as the app started), to tell whether there
    /// are unsaved changes.
    var savedDocument: EmojiArtDocument
    /// Set when the user chose Discard on closing: what is kept is then the picture as last
    /// saved (see `kept`).
    var discardedOnClose = false
    package var time = 0.0
    /// The open action menu of an emoji (`EmojiArtScene+Actions`), and the emoji's id.
    var actionMenu = ActionMenu()
    var actionItem: Int?
    /// A finger held still on an emoji and let go opens its menu.
    var heldStill = HeldStillPress()
    /// The engine's selection gestures beside the editor's selection (the Shift-click
    /// anchor, a click on a selected emoji waiting for its release), and the modifiers
    /// of that press.
    var picks = Selection<Int>()
    var pressModifiers: KeyModifiers = []
    /// Whether taps add emoji to the selection and take them out (Select more, from the
    /// menu a held finger opens), until a tap on empty canvas or Escape.
    var selectingByTaps = false
    /// The emoji the keyboard's focus is on (Tab, a screen reader's cursor): Space adds it
    /// to the selection or takes it out; nil after a press.
    var keyFocus: Int?
    /// Whether the keys are gathering a selection (after Space): Tab then moves the focus
    /// without choosing what it lands on; a press or Escape ends it.
    var gatheringByKeys = false
    /// The marquee dragged on empty canvas, and the pointer dragging it.
    var lasso: Lasso<Int>?
    var lassoPointer: PointerID?
    /// Whether a drag's edits are being gathered into one undo step.
    var dragStepOpen = false
    /// How many emoji the drag under way lifted (the one under the pointer and the rest of
    /// the selection with it), for the status line after they land.
    var carriedCount = 1
    /// The emoji last copied or cut (ctrl+c, ctrl+x), and how many times they were pasted
    /// since, so that each paste lands a little further on.
    var clipboard: [EmojiItem] = []
    var pasteCount = 0
    /// The emoji of the last copy or cut, as text for the system's clipboard.
    public internal(set) var copied = CopiedText()

    /// The canvas's coordinate space among the zones' spaces.
    static let canvasSpace = SpaceID(1)

    /// Creates the app on a document (a new, empty one by default).
    public init(
        document: EmojiArtDocument = EmojiArtDocument(), fileName: String? = nil,
        storage: EmojiArtStorage? = nil,
        escapeLeaves: Bool = false
    ) {
        editor = EmojiArtEditor(document: document)
        savedDocument = document
        self.fileName = fileName
        self.storage = storage
        self.escapeLeaves = escapeLeaves
        status = Self.greeting.mouse
        relayout(to: layout.size)
    }

    /// The document as it is now.
    public var document: EmojiArtDocument { editor.document }

    /// What the drag under way says about where it is: accepted over the canvas, else
    /// rejected (or none when nothing is dragged).
    public var dropFeedback: DropFeedback {
        guard drag.isDragging else { return .none }
        return drag.session.target.isAccepted ? .accepted : .rejected
    }

    // MARK: - Scene

    /// Reacts to one event. The greeting, while it shows, speaks of the device in use.
    public mutating func handle(_ event: InputEvent) {
        defer {
            closeDragStepIfIdle()
            updateHistoryButtons()
        }
        let before = device
        device.note(event)
        if let text = Self.greeting.rewording(status, from: before, to: device) { status = text }
        stopPaletteGlide(for: event)
        endWheelResize(unlessContinuedBy: event)
        route(event)
    }

    /// Gives an event to the question or the file sheet while one is up.
    package mutating func handleModal(_ event: InputEvent) -> Bool {
        if actionMenu.takes(event) {
            handleActionMenu(event)
            return true
        }
        return handleQuestion(event) || handleFileSheet(event)
    }

    /// Advances glides (a flicked palette's too), the sheet's fade and pending double taps
    /// to `now`; says whether anything still moves.
    public mutating func advance(to now: Double) -> Bool {
        guard now.isFinite else { return drag.look.isAnimating }
        time = max(time, now)
        _ = doubleTaps.advance(to: time)
        advanceDrag(to: time)
        for glyph in drag.look.advance(to: time)
        where drag.look.dragged != glyph && !isCompanion(glyph) {
            forget(glyph)
        }
        closeDragStepIfIdle()
        let sheetMoving = fileSheet.advance(to: time)
        let questionMoving = question.advance(to: time)
        let paletteGliding = glidePalette(to: time)
        return drag.look.isAnimating || sheetMoving || questionMoving || drag.isWaitingForDelay
            || paletteGliding
    }

    /// The document in words: canvas, background, then each emoji with its position and size.
    public var stateDescription: String {
        var text =
            "canvas \(document.canvasSize.width)x\(document.canvasSize.height) "
            + "background \(document.background.hexString), \(document.items.count) emoji"
        for item in document.items {
            text += "\n\(item.text) at (\(item.position.x), \(item.position.y)) size \(item.size)"
        }
        return text
    }

    // MARK: - Layout

    package mutating func resized(to newSize: Size) {
        guard newSize.isFinite, newSize.width > 0, newSize.height > 0 else { return }
        relayout(to: newSize)
    }

    private mutating func relayout(to newSize: Size) {
        layout = EmojiArtLayout(size: newSize)
        toolbar.layout(
            width: layout.size.width, minimumTarget: TouchTarget.side(in: layout.size),
            height: layout.size.height)
        palette.layout(
            in: layout.palette, as: layout.paletteArrangement,
            minimumTabHeight: TouchTarget.side(in: layout.size))
        // A view the user zoomed or panned stays as it is, relative to the view's corner.
        if viewIsFitted { fitCanvas() }
        if fileSheet.isPresented { fileSheet.layout(in: layout.size) }
        question.layout(in: layout.size)
        syncZones()
    }

    /// Text as a sentence: its first letter in upper case, and a full stop unless it ends
    /// with one (or ! or ?).
    static func sentence(_ text: String) -> String {
        var sentence = text.capitalizedFirst
        if let last = sentence.last, !".!?…".contains(last) { sentence += "." }
        return sentence
    }

    static let greeting = DeviceHint(
        touch:
            "Hold an emoji a moment, then drag it onto the canvas. Tap one to select it; drag its handle to resize.",
        mouse:
            "Drag emoji from the palette onto the canvas. Click one to select it; drag its handle to resize."
    )
}
