import Chess
import DragAndDrop
import StageKit

/// Why a game could not be saved, in words for the save sheet.
public struct PGNSaveError: Error, Equatable, Sendable {
    /// What went wrong, such as "permission denied".
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }
}

/// How the scene reaches files, given by the host (a portable scene cannot touch them):
/// whether a file of a name is already there, and writing a game's PGN text to the file a
/// player named (a path relative to wherever the host decides), or saying why it could
/// not.
///
/// ```swift
/// let storage = PGNStorage(
///     exists: { name in fileExists(name) },
///     write: { name, text throws(PGNSaveError) in try writeAtomically(text, to: name) })
/// ```
public struct PGNStorage {
    /// Whether a file of this name is already there (saving then asks to replace it).
    public var exists: (_ name: String) -> Bool
    /// Writes the text to the named file, atomically.
    public var write: (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void

    /// Creates storage from the host's two functions.
    public init(
        exists: @escaping (_ name: String) -> Bool,
        write: @escaping (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void
    ) {
        self.exists = exists
        self.write = write
    }
}

extension ChessScene {
    /// Opens the save sheet (ctrl+s): a field for the file name, Cancel and Save.
    public mutating func openSaveSheet() {
        guard !saveSheet.isPresented else { return }
        cancelInteraction()
        saveSheet = FileNameSheet(
            title: "Save the game as PGN",
            message:
                "The file is written next to where the app was started, unless the name is a full path.",
            actionTitle: "Save", isAvailable: storage != nil,
            unavailableMessage:
                "Saving is not available here: start the chess app itself (chess) to save games.")
        saveSheet.present(suggesting: pgnName, in: size, at: time)
    }

    /// Sends an event to the save sheet while it is up; returns whether it took it. A
    /// chosen name is saved: on success the sheet closes, on failure it stays up with the
    /// reason in plain words and the game is untouched.
    mutating func handleSaveSheet(_ event: InputEvent) -> Bool {
        guard saveSheet.isPresented else { return false }
        let exists = storage?.exists ?? { _ in false }
        guard case .chosen(let name)? = saveSheet.handle(event, exists: exists), let storage
        else { return true }
        do {
            try storage.write(name, game.pgn())
            pgnName = name
            saveSheet.dismiss(at: time)
            announce("Saved the game to \(name).")
        } catch {
            saveSheet.fail("Could not save \"\(name)\": \(error.reason).")
        }
        return true
    }
}
