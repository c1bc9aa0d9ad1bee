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
        let available = storage != nil
        saveSheet = Sheet(
            title: "Save the game as PGN",
            message: available
                ? Self.saveMessage
                : "Saving is not available here: start the chess app itself (chess) to save games.",
            contentHeight: available ? Theme.standard.controlHeight : 0, width: 480,
            buttons: [Button("Cancel"), Button("Save", style: .primary, isEnabled: available)])
        replacing = nil
        saveSheet.layout(in: size)
        fileName.isFocused = available
        layoutSaveField()
        saveSheet.present(at: time)
    }

    /// Puts the file-name field in the sheet's content area.
    mutating func layoutSaveField() {
        fileName.frame = saveSheet.contentFrame()
    }

    /// Sends an event to the save sheet while it is up; returns whether it took it.
    mutating func handleSaveSheet(_ event: InputEvent) -> Bool {
        guard saveSheet.isPresented else { return false }
        if storage != nil, fileName.handle(event) == .submitted {
            save()
            return true
        }
        // A name changed after the question: ask again for the new one.
        if let asked = replacing, fileName.text.trimmedSpaces != asked {
            replacing = nil
            saveSheet.buttons[1].title = "Save"
            showInSheet(Self.saveMessage)
        }
        if case .key(let key) = event, fileName.isFocused, !key.matches(.escape),
            !key.matches(.enter)
        {
            return true
        }
        switch saveSheet.handle(event) {
        case .button(1)?: save()
        case .button(_)?: saveSheet.dismiss(at: time)
        case .dismissed?, nil: break
        }
        return true
    }

    /// What the save sheet says first.
    static let saveMessage =
        "The file is written next to where the app was started, unless the name is a full path."

    /// Hands the PGN to the storage, first asking before it replaces a file; on success
    /// the sheet closes, on failure it stays up with the reason in plain words and the
    /// game is untouched.
    private mutating func save() {
        guard let storage else { return }
        let name = fileName.text.trimmedSpaces
        guard !name.isEmpty else {
            showInSheet("Type a file name first.")
            return
        }
        if replacing != name && storage.exists(name) {
            replacing = name
            saveSheet.buttons[1].title = "Replace"
            showInSheet("Replace \"\(name)\"? A file of that name is already there.")
            fileName.isFocused = true  // Enter replaces; typing names another file
            return
        }
        do {
            try storage.write(name, game.pgn())
            replacing = nil
            saveSheet.dismiss(at: time)
            announce("Saved the game to \(name).")
        } catch {
            showInSheet("Could not save \"\(name)\": \(error.reason).")
        }
    }

    /// Shows a sentence in the save sheet, laid out again around it.
    private mutating func showInSheet(_ message: String) {
        saveSheet.message = message
        saveSheet.layout(in: size)
        layoutSaveField()
    }
}

extension String {
    /// The string without spaces at either end.
    var trimmedSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
