import Chess
import DragAndDrop
import StageKit

extension ChessScene {
    /// The computer picker's choices: which sides the computer plays.
    static let computerChoices = ["Nobody", "White", "Black", "Both"]

    /// The toolbar: New game, Undo, Redo, Flip, Save; who the computer plays, and its level.
    static func makeToolbar(white: Player, black: Player, level: Int) -> Toolbar {
        let computer = (white == .computer ? 1 : 0) + (black == .computer ? 2 : 0)
        return Toolbar([
            .button("new", Button("New game")),
            .space(0),
            .button("undo", Button("Undo", isEnabled: false)),
            .button("redo", Button("Redo", isEnabled: false)),
            .space(0),
            .button("flip", Button("Flip board")),
            .button("open", Button("Open PGN")),
            .button("save", Button("Save PGN")),
            .flexibleSpace,
            .label(Label("Computer plays")),
            .picker("computer", SegmentedPicker(computerChoices, selectedIndex: computer)),
            .space(8),
            .label(Label("Level")),
            .picker(
                "level",
                SegmentedPicker(
                    SearchLevel.all.indices.map { "\($0 + 1)" }, selectedIndex: level - 1)),
        ])
    }

    package mutating func perform(_ action: Toolbar.Action) {
        switch action {
        case .button("new"): openNewGameSheet()
        case .button("undo"): undo()
        case .button("redo"): redo()
        case .button("flip"): flip()
        case .button("open"): openOpenSheet()
        case .button("save"): openSaveSheet()
        case .picker("computer", let index):
            setComputer(
                white: index & 1 != 0 ? .computer : .human,
                black: index & 2 != 0 ? .computer : .human)
        case .picker("level", let index):
            setLevel(index + 1)
        default:
            break
        }
    }

    /// Chooses who the computer plays; it starts thinking at once if it is its turn.
    public mutating func setComputer(white: Player, black: Player) {
        self.white = white
        self.black = black
        let index = (white == .computer ? 1 : 0) + (black == .computer ? 2 : 0)
        toolbar.updatePicker("computer") { $0.selectedIndex = index }
        if thinking != nil && player(of: game.position.sideToMove) == .human { thinking = nil }
        if player(of: game.position.sideToMove) == .computer { cancelInteraction() }
        startThinkingIfDue()
    }

    /// Sets the computer's level (1 to 3), for its next move.
    public mutating func setLevel(_ newLevel: Int) {
        level = min(max(newLevel, 1), SearchLevel.all.count)
        toolbar.updatePicker("level") { [level] in $0.selectedIndex = level - 1 }
    }

    /// Turns the board round; the pieces glide to their squares on the other side.
    public mutating func flip() {
        relayout(flipped: !layout.flipped)
        for (id, square) in ids.placed where id != look.dragged {
            look.glide(
                id, to: Pose(position: pieceCenter(id: id, on: square)), with: Self.glideAnimation,
                at: time)
        }
        refreshDrag(at: time)
        announce(layout.flipped ? "Black is at the bottom." : "White is at the bottom.")
    }

    /// Starts again from the usual initial position (undo no longer reaches the old game).
    public mutating func newGame() {
        cancelInteraction()
        thinking = nil
        let before = game.position
        let previous = ids
        game = Game()
        ids = PieceIDs(game.position)
        idHistory.removeAll()
        redoMoves.removeAll()
        reviewedAhead = 0
        fading.removeAll()
        flagged = nil
        clock = clock.map { ChessClock(control: $0.control) }
        tags = nil
        startedOn = storage?.today()
        annotations.removeAll()
        // The old pieces glide (or fade) into the new game's places.
        arrangePieces(leaving: previous, of: before)
        updateHistoryButtons()
        announce("New game. " + statusLine + ".")
        startThinkingIfDue()
    }

    /// Ends any drag, selection, keyboard carry or promotion choice: pieces go back.
    mutating func cancelInteraction() {
        cancelAnyDrag(announcer: pieceAnnouncer, time: time)
        promotion = nil
        queuedPremove = nil
        premoveFrom = nil
        clearLit()
        for (id, square) in ids.placed
        where look.dragged == id || look.pose(of: id)?.position != layout.frame(of: square).center {
            let here = Rect(
                center: look.pose(of: id)?.position ?? .zero, size: layout.frame(of: square).size)
            glideBack(id, to: layout.frame(of: square), from: here)
        }
    }
}
