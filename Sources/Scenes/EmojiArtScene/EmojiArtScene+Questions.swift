import DragAndDrop
import EmojiArt
import StageKit

/// What waits for the answer to "Save the changes?": a new picture, the open sheet, or
/// leaving the app.
enum PendingAction: Hashable, Sendable {
    case new
    case open
    /// Showing a document the host handed over (`receiveFile`), named as its file.
    case show(EmojiArtDocument, name: String)
    /// Leaving the scene, the way the user asked (`.quit` or `.back`).
    case close(SceneExit)
}

extension EmojiArtScene {
    /// Whether the picture differs from what was last opened or saved (or what the app
    /// started with). The host marks the window title while it does.
    public var hasUnsavedChanges: Bool { document != savedDocument }

    /// Closing (the window's close box, ctrl+q, the launcher's back button) goes ahead at
    /// once unless the picture came from a file and has unsaved edits: then it asks Save /
    /// Discard / Cancel and sets `exitRequest` to `exit` when the user lets it go. An
    /// untitled picture is kept as saved state on exit, so nothing is lost by closing.
    public mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        self.time = max(self.time, time)
        guard fileName != nil, hasUnsavedChanges else { return true }
        ask(before: .close(exit))
        return false
    }

    /// Starts a new picture, asking first when there are unsaved changes.
    mutating func requestNew() {
        if hasUnsavedChanges { ask(before: .new) } else { newDocument() }
    }

    /// Shows the open sheet, asking first when there are unsaved changes. A host that
    /// chooses files itself shows its chooser at once; the question comes when a file
    /// arrives (`receiveFile`), so choosing none changes nothing.
    mutating func requestOpen() {
        guard drag.session.phase == .idle, handleDrag == nil else { return }
        if let chooseFile = storage?.chooseFile {
            chooseFile()
            status = "Choose a picture to open."
        } else if hasUnsavedChanges {
            ask(before: .open)
        } else {
            presentFileSheet(.open)
        }
    }

    /// Asks Save / Discard / Cancel before `action`.
    mutating func ask(before action: PendingAction) {
        interrupt()
        let consequence: String
        switch action {
        case .new: consequence = "Starting a new picture"
        case .open, .show: consequence = "Opening another picture"
        case .close: consequence = "Closing"
        }
        question.ask(
            before: action, name: fileName.map { "\"\($0)\"" } ?? "this picture",
            consequence: consequence, canSave: storage != nil, in: layout.size, at: time)
    }

    /// Ends what is under way (a drag, a resize by the handle, the file sheet) before the
    /// picture changes under it.
    mutating func interrupt() {
        cancelDrag(.app, at: time)
        cancelHandleDrag()
        if fileSheet.isPresented { fileSheet.dismiss(at: time) }
    }

    /// Sends an event to the question while it is up; returns whether it took it.
    mutating func handleQuestion(_ event: InputEvent) -> Bool {
        guard let outcome = question.handle(event, at: time) else { return false }
        switch outcome {
        case .busy:
            break
        case .answered(.cancel):
            afterSave = nil
            status = "Nothing was changed."
        case .answered(.discard(let pending)):
            status = "The changes were discarded."
            if case .close = pending { discardedOnClose = true }
            perform(pending)
        case .answered(.save(let pending)):
            saveThen(pending)
        }
        return true
    }

    /// Saves the picture, then goes on with `pending`: straight to its file when it has
    /// one, else through the save sheet.
    private mutating func saveThen(_ pending: PendingAction) {
        guard let storage else { return }
        guard let name = fileName else {
            afterSave = pending
            presentFileSheet(.save)
            return
        }
        do throws(StorageError) {
            try storage.save(document, name)
            savedDocument = document
            status = "Saved \(name)."
            perform(pending)
        } catch {
            status = error.message
            ask(before: pending)
            question.explain(error.message, in: layout.size)
        }
    }

    /// Does what waited for the question.
    mutating func perform(_ pending: PendingAction) {
        switch pending {
        case .new: newDocument()
        case .open: presentFileSheet(.open)
        case .show(let opened, let name): show(opened, named: name)
        case .close(let exit): exitRequest = exit
        }
    }
}
