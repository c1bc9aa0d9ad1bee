import Chess
import DragAndDrop
import StageKit

/// Why a game could not be saved or opened, in words for the file sheet.
public struct PGNSaveError: Error, Equatable, Sendable {
    /// What went wrong, such as "permission denied".
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }
}

/// How the scene reaches files, given by the host (a portable scene cannot touch them):
/// whether a file of a name is already there, writing a game's PGN text to the file a
/// player named, and reading the text of a file to open (names relative to wherever the
/// host decides), or saying why it could not.
///
/// ```swift
/// let storage = PGNStorage(
///     exists: { name in fileExists(name) },
///     write: { name, text throws(PGNSaveError) in try writeAtomically(text, to: name) },
///     read: { name throws(PGNSaveError) in try readSmallTextFile(name) })
/// ```
///
/// A host with a file chooser of its own (a browser) gives `chooseFile` instead of `read`:
/// Open PGN then shows that chooser, and the host hands the chosen file to
/// `ChessScene.receiveFile(named:contents:at:)`.
public struct PGNStorage {
    /// Whether a file of this name is already there (saving then asks to replace it).
    public var exists: (_ name: String) -> Bool
    /// Writes the text to the named file, atomically.
    public var write: (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void
    /// Reads the named file's text; nil when the host chooses files itself.
    public var read: ((_ name: String) throws(PGNSaveError) -> String)?
    /// Shows the host's own file chooser; nil when files are opened by name.
    public var chooseFile: (() -> Void)?
    /// Today's date as "YYYY.MM.DD", from the host's clock (a portable scene has none): a
    /// game started here is dated with it in the PGN it is saved as. Nil gives no date.
    public var today: () -> String? = { nil }
    /// The name of the person at this computer (the desktop's login name), written for
    /// their side of a game against the computer; nil writes "Player".
    public var personName: String?

    /// Creates storage from the host's functions (without `read`, opening says it cannot).
    public init(
        exists: @escaping (_ name: String) -> Bool,
        write: @escaping (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void,
        read: @escaping (_ name: String) throws(PGNSaveError) -> String = {
            _ throws(PGNSaveError) in throw PGNSaveError("opening files is not available here")
        }
    ) {
        self.exists = exists
        self.write = write
        self.read = read
        self.chooseFile = nil
    }

    /// Creates storage for a host that chooses files to open itself and hands the user the
    /// games saved (a browser's downloads, which never replace a file).
    public init(
        chooseFile: @escaping () -> Void,
        write: @escaping (_ name: String, _ pgn: String) throws(PGNSaveError) -> Void
    ) {
        self.exists = { _ in false }
        self.write = write
        self.read = nil
        self.chooseFile = chooseFile
    }

    /// A day as a PGN Date tag writes it, from the host's calendar: "2026.11.27".
    ///
    /// ```swift
    /// PGNStorage.date(year: 2026, month: 3, day: 7)   // "2026.03.07"
    /// ```
    public static func date(year: Int, month: Int, day: Int) -> String {
        func digits(_ n: Int, _ count: Int) -> String {
            let text = String(max(n, 0))
            return String(repeating: "0", count: max(count - text.count, 0)) + text
        }
        return "\(digits(year, 4)).\(digits(month, 2)).\(digits(day, 2))"
    }
}

extension ChessScene {
    /// Opens the save sheet (ctrl+s): a field for the file name, Cancel and Save.
    public mutating func openSaveSheet() {
        presentFileSheet(opening: false)
    }

    /// Opens the open sheet (ctrl+o): a field for the name of a PGN file, Cancel and Open;
    /// a host that chooses files itself shows its chooser instead.
    public mutating func openOpenSheet() {
        if let chooseFile = storage?.chooseFile {
            guard !fileSheet.isPresented, gamePicker == nil else { return }
            chooseFile()
            announce("Choose a PGN file to open.")
        } else {
            presentFileSheet(opening: true)
        }
    }

    private mutating func presentFileSheet(opening: Bool) {
        guard !fileSheet.isPresented, gamePicker == nil else { return }
        cancelInteraction()
        fileSheetOpens = opening
        fileSheet = FileNameSheet(
            title: opening ? "Open a PGN game" : "Save the game as PGN",
            message: opening
                ? "Type the name of a .pgn file; it is looked for where the app was started, unless the name is a full path."
                : storage?.chooseFile != nil
                    ? "Type a name for the file, then press Enter."
                    : "The file is written next to where the app was started, unless the name is a full path.",
            actionTitle: opening ? "Open" : "Save", isAvailable: storage != nil,
            unavailableMessage: (opening ? "Opening" : "Saving")
                + " is not available here: start the chess app itself (chess) to open and save games."
        )
        fileSheet.present(suggesting: pgnName, in: size, at: time)
    }

    /// Sends an event to the file sheet while it is up; returns whether it took it. A
    /// chosen name is saved or opened: on success the sheet closes, on failure it stays up
    /// with the reason in plain words and the game is untouched.
    mutating func handleFileSheet(_ event: InputEvent) -> Bool {
        guard fileSheet.isPresented else { return false }
        let opens = fileSheetOpens
        let exists: (String) -> Bool = { [storage] name in
            !opens && (storage?.exists(name) ?? false)
        }
        guard case .chosen(let name)? = fileSheet.handle(event, exists: exists), let storage
        else { return true }
        if opens {
            open(name, from: storage)
            return true
        }
        do {
            try storage.write(name, savedGame.pgn)
            pgnName = name
            fileSheet.dismiss(at: time)
            announce("Saved the game to \(name).")
        } catch {
            fileSheet.fail("Could not save \"\(name)\": \(error.reason).")
        }
        return true
    }

    /// The game as saved: the moves played up to the position shown, then the moves ahead
    /// that were only stepped back over in review (←, →, Home, End, the move list), as
    /// lichess exports the whole game whatever position is looked at; moves taken back with
    /// undo are not the game any more and are left out, with every move after them (redo
    /// or → brings them back). With the tags, comments and glyphs of a game opened from a
    /// file.
    var savedGame: PGNGame {
        var line = game
        for move in redoMoves.suffix(reviewedAhead).reversed() { try? line.play(move) }
        let kept = annotations.filter { $0.key <= line.moves.count }
        return PGNGame(
            tags: tags ?? playedTags, game: line, result: line.status.result, annotations: kept)
    }

    /// The tags of a game played here: the date it was started (when the host gave one)
    /// and who plays each side.
    var playedTags: [PGNGame.Tag] {
        let players = [
            PGNGame.Tag("White", playerName(of: .white)), .init("Black", playerName(of: .black)),
        ]
        return (startedOn.map { [PGNGame.Tag("Date", $0)] } ?? []) + players
    }

    /// Who plays a side, for its PGN tag: "Computer, level 2"; the person playing the
    /// computer by their name; two people as "White" and "Black".
    func playerName(of side: Side) -> String {
        if player(of: side) == .computer { return "Computer, level \(level)" }
        if player(of: side.opponent) == .computer { return storage?.personName ?? "Player" }
        return Self.name(of: side)
    }
}
