import DragAndDrop
import Pentominoes
import StageKit

/// The Pentominoes game as a scene: drag the twelve pieces from the tray onto the board,
/// where a highlighted outline shows where each will land; tap a piece on the board to
/// turn it, double-tap to flip it; Solve and Reset.
///
/// Every piece is always somewhere definite: in the tray, on the board, being dragged, or
/// gliding to one of those.
///
/// ```swift
/// var scene = PentominoesScene(board: .sixByTen)
/// scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// // …pointer events…
/// print(scene.stateDescription)   // the board as a letter grid
/// ```
public struct PentominoesScene: AppScene {
    /// The board being played.
    public internal(set) var board: BuiltInBoard
    /// The pieces on the board.
    public internal(set) var placement: Placement
    /// The status line: whose turn it is to do what, or what just happened, and the last
    /// step of keyboard play in words.
    var statusLine: StatusLine
    /// The device used last, so that the greeting speaks of taps after a finger.
    var device = InputDevice.mouse
    /// What the status line shows.
    public internal(set) var status: String {
        get { statusLine.text }
        set { statusLine.show(newValue) }
    }
    /// The last step of keyboard play, in words, for screen readers.
    public var announcement: String { statusLine.announcement }
    /// How many steps have been said, so that a host says a repeated one again.
    public var announcementCount: Int { statusLine.announcementCount }

    /// Each piece's current orientation (pieces at home rest unturned).
    var orientations = [Orientation](repeating: .identity, count: PieceName.allCases.count)
    var size = Size(width: 1280, height: 800)
    var layout: PentominoesLayout
    package var toolbar: Toolbar
    /// The drags, keyboard carries and every piece's animated look.
    public var drag = DragController<PieceName, Cell>(activation: .distance(6))
    var taps = RequireFailure.tapOrDoubleTap()
    /// Where the dragged piece was picked up, if from the board.
    var pickedUpFrom: PlacedPiece?
    /// The game before the drag under way, for its undo step.
    var beforeDrag: GameSnapshot?
    /// Whether the drag ending now put its piece on the board.
    var placedByDrop = false
    /// Changes to take back, the latest last; and changes taken back, to redo.
    var undoStack: [GameSnapshot] = []
    var redoStack: [GameSnapshot] = []
    /// When the first piece of this attempt was placed, for the time taken.
    var startedAt: Double?
    /// Keyboard play: the piece with the focus ring, and the piece carried by keys.
    var keyboardFocus: PieceName?
    /// The hint sheet and the hint it shows.
    var hintSheet = PentominoesScene.makeHintSheet()
    var hintState: HintState?
    package var time = 0.0
    /// The open action menu of a piece (`PentominoesScene+Actions`), and the piece.
    var actionMenu = ActionMenu()
    var actionPiece: PieceName?
    /// A finger held still on a piece and let go opens its menu.
    var heldStill = HeldStillPress()

    /// How far (in cells) the drop search looks around the cell under the piece.
    static let searchRadius = 2

    /// Whether Escape, with no drag to cancel and no sheet to close, asks to leave the
    /// game (set inside the demos launcher, where Esc goes back to the cards).
    public var escapeLeaves: Bool
    /// Set when the game asks to be closed.
    public internal(set) var exitRequest: SceneExit?

    /// Creates a game on a board, with every piece in the tray.
    public init(board: BuiltInBoard = .sixByTen, escapeLeaves: Bool = false) {
        self.board = board
        self.escapeLeaves = escapeLeaves
        self.placement = Placement(board: board.board)
        self.layout = PentominoesLayout(size: size, board: board.board)
        self.toolbar = Self.makeToolbar(board: board)
        self.statusLine = StatusLine(Self.greeting(for: board).mouse)
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        for piece in PieceName.allCases {
            drag.look.place(piece, center: restingFrame(of: piece).center)
        }
    }

    /// Creates a game that goes on from a saved one: the saved pieces lie where they
    /// were, the rest are in the tray. Pieces that do not fit the board are left out.
    public init(board: BuiltInBoard, restoring saved: Placement, escapeLeaves: Bool = false) {
        self.init(board: board, escapeLeaves: escapeLeaves)
        for piece in saved.pieces where placement.fits(piece) {
            try? placement.place(piece)
            orientations[piece.name.index] = piece.orientation
            drag.look.place(piece.name, center: restingFrame(of: piece.name).center)
        }
        if !placement.pieces.isEmpty { status = "Welcome back: your game is as you left it." }
    }

    // MARK: - Scene

    /// Reacts to one event.
    /// Reacts to one event (`AppScene.route`); the greeting, while it shows, speaks of the
    /// device in use.
    public mutating func handle(_ event: InputEvent) {
        let before = device
        device.note(event)
        let greeting = Self.greeting(for: board)
        if let text = greeting.rewording(status, from: before, to: device) { status = text }
        route(event)
    }

    /// Advances animations and pending taps to `time`; says whether anything still moves.
    public mutating func advance(to now: Double) -> Bool {
        guard now.isFinite else { return drag.look.isAnimating }
        time = max(time, now)
        for report in taps.advance(to: time) { handleTap(report) }
        advanceDrag(to: time)
        drag.look.advance(to: time)
        let sheetMoving = hintSheet.advance(to: time)
        return drag.look.isAnimating || taps.isPossible || sheetMoving || drag.isWaitingForDelay
    }

    /// Where the dragged or carried piece would land if dropped now, if anywhere.
    public var outline: PlacedPiece? {
        guard let piece = drag.carried, let anchor = drag.landingZone else { return nil }
        return PlacedPiece(piece, orientations[piece.index], at: anchor)
    }

    /// The board as a letter grid: a piece's letter where it lies, `.` for an empty cell,
    /// `#` for a cell that is not part of the board.
    public var stateDescription: String { placement.picture }

    // MARK: - Where pieces rest

    /// Where a piece rests now: its place on the board, or its home slot.
    func restingFrame(of piece: PieceName) -> Rect {
        if let placed = placement.placed(piece) { return layout.frame(of: placed) }
        return layout.homeFrame(of: piece, orientations[piece.index])
    }

    /// The frame a piece is drawn in right now (its bounding box around its animated centre).
    func drawnFrame(of piece: PieceName) -> Rect {
        let size = PentominoesLayout.size(of: piece, orientations[piece.index], cell: layout.cell)
        return Rect(
            center: drag.look.pose(of: piece)?.position ?? restingFrame(of: piece).center,
            size: size)
    }

    package mutating func resized(to newSize: Size) {
        guard newSize.isFinite, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        layout = PentominoesLayout(size: newSize, board: placement.board)
        toolbar.layout(
            width: newSize.width, minimumTarget: TouchTarget.side(in: newSize),
            height: newSize.height)
        hintSheet.layout(in: newSize)
        // The board rescales and the tray is laid out again; a piece in hand stays in hand,
        // and where it would land is asked again of the new layout.
        for piece in PieceName.allCases where piece != drag.held {
            drag.look.place(piece, center: restingFrame(of: piece).center)
        }
        refreshDrag(at: time)
        followCarry(at: time)
    }

    /// The first words on `board`, in the words of the device in hand.
    static func greeting(for board: BuiltInBoard) -> DeviceHint {
        guard board != .blank else {
            let free = "Free play: arrange the pieces as you like."
            return DeviceHint(touch: free, mouse: free)
        }
        return DeviceHint(
            touch:
                "Drag the pieces onto the board. Tap a piece on the board to turn it, double-tap to flip it.",
            mouse:
                "Drag the pieces onto the board. Click a piece on the board to turn it, double-click to flip it."
        )
    }
}
