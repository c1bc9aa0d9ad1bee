import Gestures

/// A scene with an undo history: ctrl+z undoes, ctrl+shift+z and ctrl+y redo, and the
/// toolbar's "undo" and "redo" buttons are enabled while there is something to take back
/// or put back. The scene keeps its own history; this is the wiring every app shares.
///
/// ```swift
/// extension Sketch: Undoable {
///     var canUndo: Bool { !past.isEmpty }
///     var canRedo: Bool { !future.isEmpty }
///     mutating func undo() { … }
///     mutating func redo() { … }
/// }
/// // in handle(key:):        if handleHistoryKey(key) { return }
/// // after every change:     toolbar.enableHistory(canUndo: canUndo, canRedo: canRedo)
/// ```
public protocol Undoable {
    /// Whether there is a change to take back.
    var canUndo: Bool { get }
    /// Whether there is a change taken back to put back.
    var canRedo: Bool { get }
    /// Takes back the last change.
    mutating func undo()
    /// Puts back the change last taken back.
    mutating func redo()
}

extension Undoable {
    /// Undoes on ctrl+z and redoes on ctrl+shift+z or ctrl+y.
    /// - Returns: whether the key was one of them.
    public mutating func handleHistoryKey(_ event: KeyEvent) -> Bool {
        if event.matches(Key("z"), [.control]) {
            undo()
        } else if event.matches(Key("z"), [.control, .shift]) || event.matches(Key("y"), [.control])
        {
            redo()
        } else {
            return false
        }
        return true
    }
}

extension Toolbar {
    /// Enables the "undo" and "redo" buttons as a history allows.
    public mutating func enableHistory(canUndo: Bool, canRedo: Bool) {
        updateButton("undo") { $0.isEnabled = canUndo }
        updateButton("redo") { $0.isEnabled = canRedo }
    }
}
