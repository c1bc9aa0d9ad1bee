import Geometry

/// A document being edited: every change is checked, applied and recorded for undo.
///
/// The editor also holds the selection. Selection is view state: selecting is not an
/// undo step, but undo and redo drop ids from the selection whose items they remove, so
/// the selection only ever names items in the document.
///
/// A drag that moves an item many times before the drop should be one undo step. Either
/// commit once on drop (`move(_:to:)` with the final position), or wrap the live updates
/// in `beginGesture()` … `endGesture()`, which merges them into one step.
///
/// ```swift
/// var editor = EmojiArtEditor()
/// let fox = try editor.add("🦊", at: Point(x: 100, y: 80), size: 40)
/// try editor.move(fox, to: Point(x: 300, y: 200))
/// editor.undo()   // the fox is back at (100, 80)
/// editor.redo()   // and at (300, 200) again
/// ```
public struct EmojiArtEditor: Sendable {
    /// The document as it is now.
    public internal(set) var document: EmojiArtDocument
    /// What can be undone and redone.
    public internal(set) var history: EditHistory
    /// The ids of the selected items; always items of the document.
    public internal(set) var selection: Set<Int> = []

    /// Starts editing a document (a new, empty one by default) with an empty history.
    ///
    /// ```swift
    /// let editor = EmojiArtEditor(document: opened)
    /// ```
    public init(
        document: EmojiArtDocument = EmojiArtDocument(),
        history configuration: HistoryConfiguration = HistoryConfiguration()
    ) {
        self.document = document
        self.history = EditHistory(configuration: configuration)
    }

    /// Whether `undo()` would change something (to enable an Undo button).
    ///
    /// ```swift
    /// EmojiArtEditor().canUndo   // false
    /// ```
    public var canUndo: Bool { history.canUndo }

    /// Whether `redo()` would change something (to enable a Redo button).
    ///
    /// ```swift
    /// editor.undo()
    /// editor.canRedo   // true when something was undone
    /// ```
    public var canRedo: Bool { history.canRedo }

    /// Applies an edit and records it; throws, changing nothing, when it does not fit.
    mutating func perform(_ edit: Edit) throws(EmojiArtError) {
        try edit.apply(to: &document)
        history.record(edit)
        pruneSelection()
    }

    /// Undoes the latest step (closing an open gesture first); false when there is none.
    ///
    /// ```swift
    /// editor.undo()
    /// ```
    @discardableResult
    public mutating func undo() -> Bool {
        guard let step = history.popUndo() else { return false }
        guard let undone = Self.applying(step.reversed().map { $0.inverse }, to: document) else {
            return false  // unreachable while the invariants hold; the step is dropped
        }
        document = undone
        history.pushRedo(step)
        pruneSelection()
        return true
    }

    /// Redoes the step undone last; false when there is none.
    ///
    /// ```swift
    /// editor.redo()
    /// ```
    @discardableResult
    public mutating func redo() -> Bool {
        guard let step = history.popRedo() else { return false }
        guard let redone = Self.applying(step, to: document) else { return false }
        document = redone
        history.pushUndo(step)
        pruneSelection()
        return true
    }

    /// Starts a gesture: every edit until `endGesture()` becomes one undo step.
    ///
    /// ```swift
    /// editor.beginGesture()
    /// try editor.move(fox, to: p1)
    /// try editor.move(fox, to: p2)
    /// editor.endGesture()   // one step: from the start to p2
    /// ```
    public mutating func beginGesture() { history.beginGroup() }

    /// Ends a gesture begun with `beginGesture()`.
    ///
    /// ```swift
    /// editor.endGesture()
    /// ```
    public mutating func endGesture() { history.endGroup() }

    /// Replaces the document (after opening a file or choosing New), forgetting the
    /// history and the selection.
    ///
    /// ```swift
    /// editor.replaceDocument(with: EmojiArtDocument())
    /// ```
    public mutating func replaceDocument(with newDocument: EmojiArtDocument) {
        document = newDocument
        history.removeAll()
        selection.removeAll()
    }

    private static func applying(_ edits: [Edit], to document: EmojiArtDocument)
        -> EmojiArtDocument?
    {
        var result = document
        for edit in edits {
            do { try edit.apply(to: &result) } catch { return nil }
        }
        return result
    }

    private mutating func pruneSelection() {
        guard !selection.isEmpty else { return }
        selection = selection.filter { document.index(ofItem: $0) != nil }
    }
}
