/// The undo and redo stacks of an editor.
///
/// A step is a list of edits undone together (one drag, one clear). New steps clear the
/// redo stack; the oldest steps fall off once there are more than
/// `HistoryConfiguration.maximumSteps`. Steps may be grouped: between `beginGroup()` and
/// `endGroup()` every recorded edit joins one step, and consecutive moves or resizes of
/// the same item merge, so a long drag costs one edit.
///
/// ```swift
/// var history = EditHistory()
/// history.record(.resize(id: 1, from: 40, to: 80))
/// history.popUndo()   // [.resize(id: 1, from: 40, to: 80)]
/// ```
public struct EditHistory: Hashable, Sendable {
    /// Limits of the history.
    public let configuration: HistoryConfiguration
    /// Steps that can be undone, oldest first.
    public private(set) var undoSteps: [[Edit]] = []
    /// Steps that can be redone, the next one to redo last.
    public private(set) var redoSteps: [[Edit]] = []
    /// The step being gathered between `beginGroup()` and `endGroup()`, if any.
    public private(set) var openGroup: [Edit]?

    /// Creates an empty history.
    ///
    /// ```swift
    /// let history = EditHistory(configuration: HistoryConfiguration(maximumSteps: 10))
    /// ```
    public init(configuration: HistoryConfiguration = HistoryConfiguration()) {
        self.configuration = configuration
    }

    /// Whether there is a step to undo (an open group counts).
    ///
    /// ```swift
    /// EditHistory().canUndo   // false
    /// ```
    public var canUndo: Bool { !undoSteps.isEmpty || !(openGroup?.isEmpty ?? true) }

    /// Whether there is a step to redo.
    ///
    /// ```swift
    /// EditHistory().canRedo   // false
    /// ```
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records an edit that has just been applied: as its own step, or into the open group.
    ///
    /// ```swift
    /// history.record(.move(id: 1, from: a, to: b))
    /// ```
    public mutating func record(_ edit: Edit) {
        redoSteps.removeAll()
        if var group = openGroup {
            if let last = group.last, let merged = last.merged(with: edit) {
                group[group.count - 1] = merged
            } else {
                group.append(edit)
            }
            openGroup = group
        } else {
            push([edit])
        }
    }

    /// Starts gathering edits into one step; does nothing when a group is already open.
    ///
    /// ```swift
    /// history.beginGroup()   // a drag starts
    /// ```
    public mutating func beginGroup() {
        if openGroup == nil { openGroup = [] }
    }

    /// Closes the open group, making it one undo step (an empty group leaves no step).
    ///
    /// ```swift
    /// history.endGroup()   // the drag ended
    /// ```
    public mutating func endGroup() {
        guard let group = openGroup else { return }
        openGroup = nil
        if !group.isEmpty { push(group) }
    }

    /// Removes and returns the latest step, closing an open group first; the edits are in
    /// the order they were applied.
    ///
    /// ```swift
    /// let step = history.popUndo()
    /// ```
    public mutating func popUndo() -> [Edit]? {
        endGroup()
        return undoSteps.popLast()
    }

    /// Removes and returns the step to redo next.
    ///
    /// ```swift
    /// let step = history.popRedo()
    /// ```
    public mutating func popRedo() -> [Edit]? { redoSteps.popLast() }

    /// Puts an undone step where `redo` finds it.
    mutating func pushRedo(_ step: [Edit]) { redoSteps.append(step) }

    /// Puts a redone step back on the undo stack, keeping the redo stack.
    mutating func pushUndo(_ step: [Edit]) {
        undoSteps.append(step)
        trim()
    }

    /// Forgets every step, for example after opening another document.
    ///
    /// ```swift
    /// history.removeAll()
    /// ```
    public mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        openGroup = nil
    }

    private mutating func push(_ step: [Edit]) {
        undoSteps.append(step)
        trim()
    }

    private mutating func trim() {
        let excess = undoSteps.count - configuration.maximumSteps
        if excess > 0 { undoSteps.removeFirst(excess) }
    }
}
