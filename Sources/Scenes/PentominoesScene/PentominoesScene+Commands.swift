import DragAndDrop
import Pentominoes
import StageKit

extension PentominoesScene {
    /// The toolbar: the board picker, Solve and Reset.
    static func makeToolbar(board: BuiltInBoard) -> Toolbar {
        let boards = BuiltInBoard.allCases
        let names = boards.map { label(of: $0) }
        let selected = boards.firstIndex(of: board) ?? 0
        return Toolbar([
            .picker("board", SegmentedPicker(names, selectedIndex: selected)),
            .flexibleSpace,
            .button("undo", Button("Undo", isEnabled: false)),
            .button("redo", Button("Redo", isEnabled: false)),
            .space(8),
            .button("hint", Button("Hint", isEnabled: board != .blank)),
            .button("solve", Button("Solve", style: .primary, isEnabled: board != .blank)),
            .button("reset", Button("Reset")),
        ])
    }

    /// A board's short name on the picker.
    static func label(of board: BuiltInBoard) -> String {
        switch board {
        case .sixByTen: "6×10"
        case .fiveByTwelve: "5×12"
        case .fourByFifteen: "4×15"
        case .threeByTwenty: "3×20"
        case .eightByEightCentre: "8×8 hole"
        case .eightByEightCorners: "8×8 corners"
        case .eightByEightHoles: "8×8 holes"
        case .thirteenHoles: "13 holes"
        case .flower: "Flower"
        case .blank: "Blank"
        }
    }

    package mutating func perform(_ action: Toolbar.Action) {
        switch action {
        case .picker("board", let index) where BuiltInBoard.allCases.indices.contains(index):
            choose(BuiltInBoard.allCases[index])
        case .button("hint"):
            showHint()
        case .button("undo"):
            undo()
        case .button("redo"):
            redo()
        case .button("solve"):
            let before = snapshot
            solve()
            recordChange(from: before)
        case .button("reset"):
            let before = snapshot
            reset()
            recordChange(from: before)
            status =
                before.placement.pieces.isEmpty
                ? Self.greeting(for: board).text(for: device)
                : "Reset: every piece is back in the tray. Undo brings them back."
        default:
            break
        }
    }

    /// Switches to another board: every piece glides home first. The switch is one undo
    /// step, so the game on the old board comes back with undo.
    public mutating func choose(_ newBoard: BuiltInBoard) {
        guard newBoard != board else { return }
        let before = snapshot
        reset()
        switchBoard(to: newBoard)
        for piece in PieceName.allCases {
            drag.look.glide(
                piece, to: Pose(position: restingFrame(of: piece).center), with: Self.homeAnimation,
                at: time)
        }
        recordChange(from: before)
        status =
            before.placement.pieces.isEmpty
            ? Self.greeting(for: newBoard).text(for: device)
            : "New board: \(Self.label(of: newBoard)). Undo brings back your game on the "
                + "\(Self.label(of: before.board)) board."
    }

    /// Puts a new, empty board in place (pieces are left where they are drawn).
    mutating func switchBoard(to newBoard: BuiltInBoard) {
        board = newBoard
        placement = Placement(board: newBoard.board)
        layout = PentominoesLayout(size: size, board: placement.board)
        toolbar = Self.makeToolbar(board: newBoard)
        toolbar.layout(
            width: size.width, minimumTarget: TouchTarget.side(in: size), height: size.height)
        hintState = nil
        updateHistoryButtons()
    }

    /// Sends every piece home, unturned, wherever it is (even mid-glide or mid-drag).
    public mutating func reset() {
        cancelPieceInHand()
        startedAt = nil
        placement.removeAll()
        for piece in PieceName.allCases {
            reorient(piece, to: .identity, at: time)
            drag.look.glide(
                piece, to: Pose(position: restingFrame(of: piece).center), with: Self.homeAnimation,
                at: time)
        }
    }

    /// Moves every piece to a solution: one that keeps the pieces already placed when
    /// there is one, else any solution of the board. The pieces glide in one by one.
    public mutating func solve() {
        cancelPieceInHand()
        guard board != .blank else {
            status = "The blank board is for free play: it has no solution."
            return
        }
        guard let hint = Hint(for: placement) else {
            status = "This board has no solution."
            return
        }
        let placed = placement.pieces.count
        placement = hint.solution.placement
        for (i, placed) in hint.solution.pieces.enumerated() {
            reorient(placed.name, to: placed.orientation, at: time)
            drag.look.glide(
                placed.name, to: Pose(position: layout.frame(of: placed).center),
                with: Self.solveAnimation.delayed(by: Double(i) * 0.06), at: time, raise: true)
        }
        if placed == 0 {
            status = "Solved: here is a solution of this board."
        } else if hint.keepsPlacement {
            status =
                placed == 1
                ? "Solved, keeping the piece you had placed."
                : "Solved, keeping the \(placed) pieces you had placed."
        } else {
            status = "Your pieces could not be completed into a solution, so here is another one."
        }
    }

    /// Puts back a piece being dragged or carried by keys, as a cancel would, before a
    /// command moves every piece.
    mutating func cancelPieceInHand() {
        cancelDrag(.app, at: time)
        if drag.keyboard.carry != nil {
            announce(cancelCarry(announcer: announcer, time: time).announcement)
        }
    }

    /// After a piece lands on the board: the status, starting with `news` (what happened
    /// to the piece), and the win when the board is full.
    mutating func piecePlaced(_ news: String) {
        if startedAt == nil { startedAt = time }
        if placement.board.hasPuzzleSize && placement.isComplete {
            celebrate()
        } else {
            status = "\(news) \(progress)"
        }
    }

    /// How far the game is: "3 of 12 pieces placed, 45 cells to fill."
    var progress: String {
        "\(placement.pieces.count) of 12 pieces placed, \(placement.freeCells.count) cells to fill."
    }

    /// The win: the time taken, and every piece hops in turn.
    private mutating func celebrate() {
        let seconds = Int(max(time - (startedAt ?? time), 0).rounded())
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        status = "Solved in \(clock)! Every cell is covered. 🎉"
        startedAt = nil
        for (i, placed) in placement.pieces.enumerated() {
            var hop = Pose.moving(.zero)
            hop.scale = 2.5
            drag.look.glide(
                placed.name, to: Pose(position: layout.frame(of: placed).center),
                with: Self.hopAnimation.delayed(by: 0.15 + Double(i) * 0.05), at: time,
                velocity: hop)
        }
    }

    static let hopAnimation = Animation.spring(dampingRatio: 0.45, response: 0.35)
    static let homeAnimation = Animation.spring(dampingRatio: 1, response: 0.4)
    static let solveAnimation = Animation.spring(dampingRatio: 0.85, response: 0.45)
}
