import Chess
import DragAndDrop
import StageKit

/// Chess as a scene: drag a piece and its legal squares light up; drop it on one and it
/// glides into place, anywhere else and it glides back. Click a piece then a square, or
/// use the arrow keys and Enter. A computer opponent can play either side (or both) at
/// three levels, thinking a slice per frame so that animations never stall.
///
/// ```swift
/// var scene = ChessScene(black: .computer, level: 2)
/// scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// // …pointer events…
/// print(scene.stateDescription)   // the FEN, then the status line
/// ```
public struct ChessScene: AppScene {
    /// Who plays a side.
    public enum Player: Hashable, Sendable {
        case human, computer
    }

    /// The game: its start, the moves played and the position now.
    public internal(set) var game: Game
    /// Moves taken back, to redo (the next one last).
    public internal(set) var redoMoves: [Move] = []
    /// How many of the moves ahead (the last of `redoMoves`, the next one first) were
    /// stepped back over in review rather than taken back with undo: those are still the
    /// game, and Save PGN writes them (see `savedGame`). Never more than `redoMoves.count`.
    var reviewedAhead = 0
    /// Who plays white.
    public internal(set) var white: Player
    /// Who plays black.
    public internal(set) var black: Player
    /// The computer's level, 1 to 3.
    public internal(set) var level: Int
    /// Whether black sits at the bottom of the board.
    public var isFlipped: Bool { layout.flipped }
    /// A passing remark under the status line: whose turn it is when the wrong side was
    /// touched, what was saved, or the last keyboard step.
    public internal(set) var notice = ""
    /// The last step of play in words (a move, a pick-up, a cursor move), for screen readers.
    public internal(set) var announcement = ""
    /// How many steps have been said, so that a host says a repeated one again.
    public internal(set) var announcementCount = 0

    var size = Size(width: 1280, height: 800)
    var layout: ChessLayout
    var zones: DropZones<Square>
    package var toolbar: Toolbar
    var ids: PieceIDs
    /// The identities before each move of the game, for undo.
    var idHistory: [PieceIDs] = []
    /// Taken pieces still fading out, with what they were.
    var fading: [(id: Int, piece: Piece)] = []
    /// The drags, keyboard carries and every piece's animated look.
    public var drag = DragController<Int, Square>(activation: .distance(4))
    /// The square a drag, a click selection or a keyboard carry started from, and its
    /// legal targets, lit on the board.
    var liftedFrom: Square?
    var targets: Bitboard = .empty
    /// The legal target under the dragged or carried piece.
    var hover: Square? { drag.landingZone }
    var taps = TapToPlace<Square, Square>()
    /// The keyboard cursor, once an arrow key was pressed.
    var cursor: Square?
    var promotion: PendingPromotion?
    var thinking: Search?
    var fileSheet = FileNameSheet(title: "Save the game as PGN")
    /// Whether the file sheet opens a game (else it saves one).
    var fileSheetOpens = false
    /// The list of games of an opened file that holds several, while it is up.
    var gamePicker: GamePicker?
    /// The tags of the game opened from a file, written again as they were when it is
    /// saved; nil for a game played here (see `playedTags`).
    var tags: [PGNGame.Tag]?
    /// The date the game was started, "YYYY.MM.DD", as the host's storage gave it; nil
    /// when unknown.
    public internal(set) var startedOn: String?
    /// The comments and glyphs of the game opened from a file, by half-moves played.
    var annotations: [Int: PGNGame.Annotation] = [:]
    /// The New Game sheet, while it is up (or fading out).
    var newGameSheet: NewGameSheet?
    /// Picks a side when the New Game sheet says Random.
    var seatRandom: SplitMix64
    /// Whether the line under the board shows the computer's thinking.
    public internal(set) var showsThinking = false
    /// The computer's last search: what it found, for which side, its move in SAN.
    var lastThought: (result: SearchResult, side: Side, san: String)?
    /// A move queued during the computer's turn, and the piece picked for one.
    var queuedPremove: (from: Square, to: Square)?
    var premoveFrom: Square?
    /// The clocks, in a game played with them.
    var clock: ChessClock?
    /// The side whose time ran out, ending the game.
    var flagged: Side?
    /// The whole line in SAN as the move list shows it, kept up to date on every change.
    var moveRows = MoveListRows()
    /// The name the save sheet suggests: the file last saved to.
    var pgnName = "game.pgn"
    let storage: PGNStorage?
    package var time = 0.0
    /// The open action menu of a piece (`ChessScene+Actions`), and the piece's square.
    var actionMenu = ActionMenu()
    var actionSquare: Square?
    /// A finger held still on a piece and let go opens its menu.
    var heldStill = HeldStillPress()
    /// The device used last, for the words of prompts: taps on a touch screen.
    public private(set) var device = InputDevice.mouse
    /// The time the computer's search last ran, so it thinks once per frame.
    var thoughtAt = -Double.infinity

    /// How many positions the computer examines per frame: about 12 ms of a 60 Hz frame's
    /// 16.7 (the search examines about 200,000 positions a second in a release build here),
    /// so the pieces keep gliding while level 3's 250,000 take under two seconds.
    public static let nodesPerFrame = 2_500

    /// Whether Escape, with nothing to cancel, asks to leave (inside the demos launcher).
    public var escapeLeaves: Bool
    /// Set when the game asks to be closed.
    public internal(set) var exitRequest: SceneExit?

    /// Creates a game from `start` (the usual initial position by default), with `moves`
    /// already played (a game kept from an earlier run).
    ///
    /// - Parameters:
    ///   - moves: moves played from `start`; the first one that is not legal and all after
    ///     it are left out.
    ///   - level: the computer's level, 1 (casual) to 3 (strong); clamped into that range.
    ///   - storage: writes a saved game; nil where saving is not possible (the save sheet
    ///     then says so).
    ///   - seed: chooses the side when the New Game sheet says Random.
    ///   - startedOn: the date a kept game was started; a game without moves yet is dated
    ///     with the storage's `today`.
    public init(
        start: Position = .initial, moves: [Move] = [], white: Player = .human,
        black: Player = .human, level: Int = 2, escapeLeaves: Bool = false,
        storage: PGNStorage? = nil, seed: UInt64 = 0, startedOn: String? = nil
    ) {
        self.startedOn = startedOn ?? (moves.isEmpty ? storage?.today() : nil)
        seatRandom = SplitMix64(seed: seed)
        game = Game(start: start)
        ids = PieceIDs(start)
        for move in moves {
            let before = ids
            guard (try? game.play(move)) != nil else { break }
            idHistory.append(before)
            ids.follow(move)
        }
        self.white = white
        self.black = black
        self.level = min(max(level, 1), SearchLevel.all.count)
        self.escapeLeaves = escapeLeaves
        self.storage = storage
        // A person playing black against the computer sees the board from black's side.
        layout = ChessLayout(size: size, flipped: white == .computer && black == .human)
        zones = layout.zones
        toolbar = Self.makeToolbar(white: white, black: black, level: self.level)
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        updateHistoryButtons()
        for (id, square) in ids.placed { look.place(id, center: layout.frame(of: square).center) }
        startThinkingIfDue()
    }

    // MARK: - Scene

    /// Reacts to one event.
    public mutating func handle(_ event: InputEvent) {
        device.note(event)
        route(event)
    }

    /// Gives an event to the open sheet or game picker while one is up.
    package mutating func handleModal(_ event: InputEvent) -> Bool {
        if actionMenu.takes(event) {
            handleActionMenu(event)
            return true
        }
        return handleFileSheet(event) || handleGamePicker(event) || handleNewGameSheet(event)
    }

    /// Advances animations and the computer's thinking to `now`; says whether anything is
    /// still moving or thinking.
    public mutating func advance(to now: Double) -> Bool {
        guard now.isFinite else { return look.isAnimating || thinking != nil }
        time = max(time, now)
        advanceDrag(to: time)
        think()
        checkFlag()
        for id in look.advance(to: time) { fading.removeAll { $0.id == id } }
        // A fade can end inside another animation's step, which does not report it: a
        // taken piece is gone once it is fully transparent.
        let look = drag.look
        fading.removeAll { faded in look.pose(of: faded.id).map { $0.opacity <= 0 } ?? true }
        let sheetMoving = fileSheet.advance(to: time)
        let pickerMoving =
            (gamePicker?.advance(to: time) ?? false) || (newGameSheet?.advance(to: time) ?? false)
        if let sheet = newGameSheet, !sheet.isPresented, !pickerMoving { newGameSheet = nil }
        if let picker = gamePicker, !picker.isPresented, !pickerMoving { gamePicker = nil }
        let ticking = clock?.running != nil && flagged == nil
        return look.isAnimating || thinking != nil || sheetMoving || pickerMoving || ticking
            || drag.isWaitingForDelay
    }

    /// The position as FEN on the first line, the status line on the second.
    public var stateDescription: String { game.position.fen + "\n" + statusLine }

    /// Whose turn it is, or how the game ended: "White to move", "Check — Black to move",
    /// "Checkmate — White wins", "Stalemate — draw", "Draw by repetition"…
    public var statusLine: String {
        let side = Self.name(of: game.position.sideToMove)
        if let flagged { return timeStatus(flagged: flagged) }
        switch game.status {
        case .ongoing: return game.isCheck ? "Check — \(side) to move" : "\(side) to move"
        case .checkmate(let winner): return "Checkmate — \(Self.name(of: winner)) wins"
        case .stalemate: return "Stalemate — draw"
        case .draw(.threefoldRepetition): return "Draw by repetition"
        case .draw(.fiftyMoveRule): return "Draw by the 50-move rule"
        case .draw(.insufficientMaterial): return "Draw by insufficient material"
        }
    }

    /// Shows a sentence under the status line and tells it to screen readers, such as a
    /// greeting when a game kept from an earlier run comes back.
    public mutating func say(_ sentence: String) { announce(sentence) }

    /// The player of a side.
    public func player(of side: Side) -> Player { side == .white ? white : black }

    /// Whether a person may move now: the game goes on, it is a human's turn, and no
    /// promotion choice is pending.
    var humanMayMove: Bool {
        !isOver && player(of: game.position.sideToMove) == .human && promotion == nil
    }

    static func name(of side: Side) -> String { side == .white ? "White" : "Black" }

    package mutating func resized(to newSize: Size) {
        guard newSize.isFinite, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        relayout(flipped: layout.flipped)
        // The board rescales; every piece not in hand sits on its square at once.
        for (id, square) in ids.placed where id != look.dragged {
            look.place(id, center: pieceCenter(id: id, on: square))
        }
    }

    /// Lays the board out again (after a resize or a flip), with its zones.
    mutating func relayout(flipped: Bool) {
        layout = ChessLayout(size: size, flipped: flipped)
        zones = layout.zones
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        fileSheet.layout(in: size)
        gamePicker?.layout(in: size)
        newGameSheet?.layout(in: size)
    }

    /// Every piece's animated look: the drag controller's presentation, where pieces are
    /// also glided after clicks, undo and the computer's moves.
    var look: DragPresentation<Int> {
        get { drag.look }
        _modify { yield &drag.look }
    }

    /// Where a piece rests: its square's centre, or the promotion square while the
    /// promotion picker is up.
    func pieceCenter(id: Int, on square: Square) -> Point {
        if let promotion, promotion.id == id { return layout.frame(of: promotion.to).center }
        return layout.frame(of: square).center
    }
}
