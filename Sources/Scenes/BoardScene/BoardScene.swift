import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

/// The Board app as a scene: columns of cards to sort by dragging, like a small Trello.
///
/// Drag a card within or between columns (the other cards glide aside to open a gap where
/// it would land), drag a column by its header to reorder the columns, drop a card on the
/// trash to delete it; Esc cancels a drag and everything glides back. Held near the top or
/// bottom of a long column, a card scrolls it; near the window's sides, the row of columns
/// scrolls. The drags run through the engine: a `PanRecognizer` turns a mouse's press into
/// a drag, and a finger's once held still a moment (`FingerHold`; a finger that moves at
/// once pans the columns),
/// `TapRecognizer`s tell clicks and double clicks, and two `SortableGroup`s (the cards of
/// every column, and the row of columns) carry them. "+ Add a card" opens
/// an inline field (Enter adds and keeps it open for the next); double-click renames. With
/// the keyboard: Tab moves the focus through the cards, Space selects the focused card
/// (shift- and ctrl-click, ctrl+a select too), Enter picks it up with the rest of the
/// selection, the arrows move them (each step announced), Enter drops, Esc cancels; Delete
/// removes it; ctrl+z and ctrl+shift+z undo and redo.
///
/// ```swift
/// var scene = BoardScene(board: .sample)
/// scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// // …pointer and key events…
/// print(scene.board.text)
/// ```
public struct BoardScene: AppScene {
    /// The board and its undo history.
    public internal(set) var editor: BoardEditor
    /// The status line: a hint, or what the last action did, and the last keyboard step
    /// in words.
    var statusLine = StatusLine(BoardScene.greeting.mouse)
    /// The device used last, so that hints speak of taps after a finger.
    var device = InputDevice.mouse
    /// What the status line shows.
    public var status: String {
        get { statusLine.text }
        set { statusLine.show(newValue) }
    }
    /// Whether Escape, with nothing to cancel, asks to leave (in the demos launcher).
    public var escapeLeaves: Bool
    /// Set when the scene asks to be closed.
    public internal(set) var exitRequest: SceneExit?
    /// The last keyboard step, said for screen readers.
    public var announcement: String { statusLine.announcement }
    /// How many steps have been said, so that a host says a repeated one again.
    public var announcementCount: Int { statusLine.announcementCount }

    var size = Size(width: 1280, height: 800)
    package var toolbar = BoardScene.makeToolbar()
    var layout: BoardLayout
    /// The cards of every column as the engine's sortable lists, one container per column
    /// (by column id): it carries a dragged card, finds its gap, scrolls a column and
    /// auto-scrolls it while a card is held near its edge.
    var cards = SortableGroup<Int, Int>(containers: [])
    /// The row of columns as a sortable list of its own (one container, ``rowID``): a
    /// column is dragged along it, and it scrolls sideways, by the wheel or while a card
    /// or a column is held near its edge.
    var row = SortableGroup<Int, Int>(containers: [])
    /// Where every card and column is drawn now, gliding to where the layout puts it.
    var motion = Animator<BoardPart, Point>()
    /// 0 at rest … 1 lifted: the dragged card's or column's scale and shadow.
    var lift = Animated(0.0)
    /// A press on a card or a header becomes a drag once it has moved 6 points.
    var pan = BoardScene.makePan()
    /// A finger's press on a card or a header, which becomes a drag once held still a
    /// moment (`BoardScene+Touch`).
    var fingerHold: FingerHold?
    /// The kind of pointer that pressed last: a finger swipes where a mouse drags.
    var pressKind = PointerKind.mouse
    /// A drag on empty space panning the row of columns, while it lasts.
    var boardPan: BoardPan?
    /// The row of columns gliding on after a finger flicked it sideways.
    var rowGlide = KineticScroll()
    /// A click selects a card.
    var taps = TapRecognizer(.init(maximumMovement: 6, maximumPressDuration: .infinity))
    /// Two clicks within 0.4 s and 6 points make a double click, which renames.
    var doubleTaps = TapRecognizer(
        .init(
            taps: 2, maximumMovement: 6, maximumPressDuration: .infinity, maximumInterval: 0.4,
            maximumSpread: 6))
    /// The card that was just dropped, drawn above the others until it has landed.
    var landing: BoardPart?
    /// The focused card.
    var focus: Int?
    /// The selected cards (`BoardScene+ManySelected`), and the modifiers of the press on a
    /// card whose click waits for its release.
    var picked = Selection<Int>()
    var pressModifiers: KeyModifiers = []
    /// Whether taps add cards to the selection and take them out (Select more, from a
    /// card's menu, which a held finger opens), until a tap on no card or Escape.
    var selectingByTaps = false
    /// The marquee a Shift- or Control-drag on empty space draws (`BoardScene+Lasso`).
    var lasso: Lasso<Int>?
    /// The inline text field, when one is open.
    var editing: InlineEdit?
    /// A letter key that just opened the field (n, a): the same letter arriving next as
    /// typed text belongs to the key, not to the field.
    var openingKey: String?
    package var time = 0.0
    /// The open action menu of a card or a column (`BoardScene+Actions`), and the card or
    /// column it is for.
    var actionMenu = ActionMenu()
    var actionCard: Int?
    var actionColumn: Int?

    /// How cards and columns make room: a place must stay under the dragged one for a
    /// moment before the others glide aside, so that a pointer resting on the line
    /// between two places, or cards gliding under it, cannot make the order flicker.
    static var sorting: SortableConfiguration {
        var options = SortableConfiguration()
        options.reorderDwell = 0.06
        return options
    }

    /// Creates the app on a board (the sample board by default).
    public init(board: Board = .sample, escapeLeaves: Bool = false) {
        editor = BoardEditor(board: board)
        self.escapeLeaves = escapeLeaves
        layout = BoardLayout(
            board: board, size: size, toolbarHeight: Theme.standard.toolbarHeight, scrollX: 0,
            columnScroll: [:], lift: BoardLayout.Lift(), editingFooterOf: nil)
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        relayout(instantly: true)
    }

    /// The board as it is now.
    public var board: Board { editor.board }

    // MARK: - Scene

    /// Reacts to one event: the shared routing (`AppScene.route`), then the Undo and Redo
    /// buttons follow the history. The greeting, while it shows, speaks of the device in
    /// use.
    public mutating func handle(_ event: InputEvent) {
        let before = device
        device.note(event)
        if let text = Self.greeting.rewording(status, from: before, to: device) { status = text }
        route(event)
        updateHistoryButtons()
    }

    package mutating func resized(to newSize: Size) {
        guard newSize.isFinite, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        relayout(instantly: true)
    }

    /// The inline field is the Board's only sheet: it takes keys and text while open; a
    /// tick never reaches it, so a letter that opened it still skips its own text.
    package mutating func handleModal(_ event: InputEvent) -> Bool {
        if case .tick = event { return false }
        if actionMenu.takes(event) {
            handleActionMenu(event)
            return true
        }
        return handleEditing(event)
    }

    /// Advances the glides and the lift to `now`, lifts a card a finger has held long
    /// enough, auto-scrolls a column or the row while a card or a column is held near its
    /// edge, and glides the flicked row on; says whether anything still moves (or waits).
    public mutating func advance(to now: Double) -> Bool {
        guard now.isFinite else { return motion.isAnimating || !lift.isSettled }
        let elapsed = max(now - time, 0)
        time = max(time, now)
        liftHeld(at: time)
        let scrolling = autoScroll(for: elapsed)
        let gliding = glideRow()
        for part in motion.advance(to: time) where part == landing { landing = nil }
        lift.advance(to: time)
        return scrolling || gliding || isWaitingForHold || motion.isAnimating || !lift.isSettled
    }

    /// The board as text: each column with its cards (`Board.text`).
    public var stateDescription: String { board.text }

    static let greeting = DeviceHint(
        touch:
            "Hold a card a moment, then drag it to another column; swipe to see more. Double-tap to rename.",
        mouse:
            "Drag cards between columns, or a column by its header. Double-click to rename; Tab and Enter sort with the keys."
    )
}

/// Something drawn that glides: a card or a column, by id.
enum BoardPart: Hashable, Sendable {
    case card(Int)
    case column(Int)
}

/// Where a dragged card would land.
enum CardTarget: Equatable {
    /// In a column, at a position counted without the card.
    case slot(column: Int, index: Int)
    /// On the trash.
    case trash
}
