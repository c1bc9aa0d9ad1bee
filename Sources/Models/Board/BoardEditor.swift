/// A board with its undo and redo history.
///
/// Each successful edit is one undo step; a failed one changes nothing and leaves no
/// step. Boards are small, so a step keeps the whole board as it was; the oldest steps
/// fall off past `maximumSteps`.
///
/// ```swift
/// var editor = BoardEditor(board: .sample)
/// try editor.apply { board throws(BoardError) in try board.renameCard(1, to: "Buy oat milk") }
/// editor.undo()   // the old title is back
/// ```
public struct BoardEditor: Hashable, Sendable {
    /// The board as it is now.
    public private(set) var board: Board
    /// Boards to go back to, oldest first.
    private var past: [Board] = []
    /// Boards undone, the next to redo last.
    private var future: [Board] = []
    /// The most undo steps kept.
    public let maximumSteps: Int

    /// Starts editing a board, with no history.
    public init(board: Board, maximumSteps: Int = 200) {
        self.board = board
        self.maximumSteps = max(maximumSteps, 1)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !past.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !future.isEmpty }

    /// Applies an edit as one undo step; throws, changing nothing, when the edit throws.
    /// An edit that leaves the board as it was records no step. Returns what the edit
    /// returns.
    @discardableResult
    public mutating func apply<T>(_ edit: (inout Board) throws(BoardError) -> T)
        throws(BoardError) -> T
    {
        var changed = board
        let result = try edit(&changed)
        guard changed != board else { return result }
        past.append(board)
        if past.count > maximumSteps { past.removeFirst(past.count - maximumSteps) }
        future.removeAll()
        board = changed
        return result
    }

    /// Takes back the last step; says whether there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = past.popLast() else { return false }
        future.append(board)
        board = previous
        return true
    }

    /// Puts back the step last undone; says whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = future.popLast() else { return false }
        past.append(board)
        board = next
        return true
    }
}
