import Board
import BoardScene
import ChessScene
import EmojiArt
import EmojiArtScene
import Launcher
import Pentominoes
import PentominoesScene
import StageKit

// What the page keeps in localStorage for each app (see `Scene.keptText`), and how a kept
// text becomes the app again. The formats are the desktop's own (`PentominoesSave`,
// `ChessSave`, `EmojiArtText`, `BoardJSON`), read with the same checks; an app that keeps
// nothing needs no line here.

/// Why a kept text could not be restored, as the end of a sentence.
struct KeptTextError: Error {
    var reason: String
}

/// The app titled `title` restored from `text`, with the browser's files as a fresh one
/// has them (`WebApp.entries`); nil when that app keeps nothing.
func restoredScene(title: String, from text: String) throws(KeptTextError) -> AnyScene? {
    switch title {
    case "Pentominoes":
        let save: PentominoesSave
        do { save = try PentominoesSave(text: text) } catch {
            throw KeptTextError(reason: error.description)
        }
        return AnyScene(
            PentominoesScene(board: save.board, restoring: save.placement, escapeLeaves: true))
    case "Chess":
        let save: ChessSave
        do { save = try ChessSave(text: text) } catch {
            throw KeptTextError(reason: error.description)
        }
        return AnyScene(
            ChessScene(
                start: save.start, moves: save.moves, white: save.white, black: save.black,
                level: save.level, escapeLeaves: true, storage: BrowserFiles.chess))
    case "Emoji Art":
        let document: EmojiArtDocument
        do { document = try EmojiArtText.decode(Array(text.utf8)) } catch {
            throw KeptTextError(reason: error.description)
        }
        return AnyScene(
            EmojiArtScene(document: document, storage: BrowserFiles.emojiArt, escapeLeaves: true))
    case "Board":
        // Not `let board: Board`: Pentominoes has a `Board` too.
        do throws(BoardJSONError) {
            let board = try BoardJSON.decode(Array(text.utf8))
            return AnyScene(BoardScene(board: board, escapeLeaves: true))
        } catch {
            throw KeptTextError(reason: error.description)
        }
    default:
        return nil
    }
}
