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

/// Writes a game's PGN text to the file a player named (a path relative to wherever the
/// host decides), or says why it could not: given by the host, since the scene cannot
/// touch files.
///
/// ```swift
/// let storage: PGNStorage = { name, text throws(PGNSaveError) in try writeAtomically(text, to: name) }
/// ```
public typealias PGNStorage = (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void

extension ChessScene {
    /// Opens the save sheet (ctrl+s): a field for the file name, Cancel and Save.
    public mutating func openSaveSheet() {
        guard !saveSheet.isPresented else { return }
        cancelInteraction()
        let available = storage != nil
        saveSheet = Sheet(
            title: "Save the game as PGN",
            message: available
                ? "The file is written next to where the app was started, unless the name is a full path."
                : "Saving is not available here: start the chess app itself (chess) to save games.",
            contentHeight: available ? Theme.standard.controlHeight : 0, width: 480,
            buttons: [Button("Cancel"), Button("Save", style: .primary, isEnabled: available)])
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

    /// Hands the PGN to the storage; on success the sheet closes, on failure it stays up
    /// with the reason and the game is untouched.
    private mutating func save() {
        guard let storage else { return }
        let name = fileName.text.trimmedSpaces
        guard !name.isEmpty else {
            saveSheet.message = "Type a file name first."
            saveSheet.layout(in: size)
            layoutSaveField()
            return
        }
        do {
            try storage(name, game.pgn())
            saveSheet.dismiss(at: time)
            announce("Saved the game to \(name).")
        } catch {
            saveSheet.message = "Could not save to \(name): \(error.reason)"
            saveSheet.layout(in: size)
            layoutSaveField()
        }
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
