import Chess
import DragAndDrop
import StageKit

/// Opening a game from PGN: the file sheet reads the text through the host's storage; a
/// file of several games lists them to pick one; the game opens at its last position,
/// both sides played by people, ready to step through (see `ChessScene+Review`).
extension ChessScene {
    /// Reads the named file and opens its game, or lists its games; a failure stays in the
    /// sheet, in one sentence, and changes nothing.
    mutating func open(_ name: String, from storage: PGNStorage) {
        guard let read = storage.read else { return }
        let text: String
        do throws(PGNSaveError) {
            text = try read(name)
        } catch {
            fileSheet.fail("Could not open \"\(name)\": \(error.reason).")
            return
        }
        let games: [PGNGame]
        do throws(PGNError) {
            games = try PGNGame.games(in: text)
        } catch {
            fileSheet.fail("\(name), \(error.description).")
            return
        }
        fileSheet.dismiss(at: time)
        show(games, from: name)
    }

    /// A file the host hands over: one chosen in its own file chooser after Open PGN, or
    /// dropped on the window. It is read as a PGN file opened by name is; a file that is
    /// not PGN is said in the status line and changes nothing. Always takes the file.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    {
        self.time = max(self.time, time)
        guard let text = String(validating: contents, as: UTF8.self) else {
            announce("Could not open \"\(name)\": it is not text (UTF-8).")
            return true
        }
        let games: [PGNGame]
        do throws(PGNError) {
            games = try PGNGame.games(in: text)
        } catch {
            announce("\(name), \(error.description).")
            return true
        }
        if fileSheet.isPresented { fileSheet.dismiss(at: time) }
        gamePicker = nil
        show(games, from: name)
        return true
    }

    /// Opens the only game of a file, or lists its games to pick one.
    private mutating func show(_ games: [PGNGame], from name: String) {
        if games.count == 1 {
            load(games[0], from: name)
        } else {
            var picker = GamePicker(fileName: name, games: games)
            picker.present(in: size, at: time)
            gamePicker = picker
        }
    }

    /// Sends an event to the list of games while it is up; returns whether it took it.
    mutating func handleGamePicker(_ event: InputEvent) -> Bool {
        guard var picker = gamePicker, picker.isPresented else { return false }
        let outcome = picker.handle(event)
        gamePicker = picker
        switch outcome {
        case .picked(let index)?:
            gamePicker?.dismiss(at: time)
            load(picker.games[index], from: picker.fileName, number: index + 1)
        case .cancelled?:
            gamePicker?.dismiss(at: time)
            announce("No game opened.")
        case nil:
            break
        }
        return true
    }

    /// Replaces the game with `pgn`'s main line, at its last position; the pieces glide
    /// (or fade) into place. Both sides become people's, so that nothing moves by itself.
    public mutating func load(_ pgn: PGNGame, from name: String, number: Int? = nil) {
        cancelInteraction()
        thinking = nil
        let before = game.position
        let previous = ids
        game = Game(start: pgn.game.startPosition)
        ids = PieceIDs(game.position)
        idHistory.removeAll()
        redoMoves.removeAll()
        reviewedAhead = 0
        fading.removeAll()
        for move in pgn.game.moves {
            let kept = ids
            guard (try? game.play(move)) != nil else { break }
            idHistory.append(kept)
            ids.follow(move)
        }
        clock = nil
        flagged = nil
        pgnName = name
        tags = pgn.tags
        annotations = pgn.annotations
        setComputer(white: .human, black: .human)
        arrangePieces(leaving: previous, of: before)
        updateHistoryButtons()
        let which = number.map { "game \($0) of " } ?? ""
        announce(
            "Opened \(which)\(name): \(pgn.summary). ← and → step through the moves.")
    }
}
