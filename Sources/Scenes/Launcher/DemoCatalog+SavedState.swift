import Board
import BoardScene
import ChessScene
import EmojiArt
import EmojiArtScene
import Pentominoes
import PentominoesScene
import StageKit

extension DemoCatalog {
    /// An app's name from its title: lower case, with dashes for spaces ("emoji-art"), as
    /// the web page's address and every app's state folder spell it.
    ///
    /// ```swift
    /// DemoCatalog.appName(ofTitle: "Emoji Art")   // "emoji-art"
    /// ```
    public static func appName(ofTitle title: String) -> String {
        var name = ""
        for byte in title.utf8 {
            let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
            name.unicodeScalars.append(Unicode.Scalar(lower == 32 ? 45 : lower))
        }
        return name
    }

    /// The saved state of the app titled `title` ("Emoji Art"), if it keeps any.
    ///
    /// ```swift
    /// DemoCatalog.savedStateKey(ofTitle: "Emoji Art")   // .emojiArt
    /// ```
    public static func savedStateKey(ofTitle title: String) -> SavedStateKey? {
        let name = appName(ofTitle: title)
        return [SavedStateKey.pentominoes, .chess, .emojiArt, .board].first { $0.app == name }
    }

    /// The app `key` names, restored from its saved state in `store` as its card opens it
    /// (Emoji Art and Chess with `emojiArtStorage` and `pgnStorage`), or started anew (see
    /// `SavedStateStore.start(_:decode:)`); nil for an app that keeps nothing.
    public static func restoredScene(
        _ key: SavedStateKey, from store: some SavedStateStore,
        emojiArtStorage: EmojiArtStorage? = nil, pgnStorage: PGNStorage? = nil
    ) -> SavedStateStart<AnyScene>? {
        switch key {
        case .pentominoes:
            store.start(key) { bytes throws(PentominoesSaveError) in
                let save = try PentominoesSave(text: String(decoding: bytes, as: UTF8.self))
                return AnyScene(
                    PentominoesScene(
                        board: save.board, restoring: save.placement, escapeLeaves: true))
            }
        case .chess:
            store.start(key) { bytes throws(ChessSaveError) in
                let save = try ChessSave(text: String(decoding: bytes, as: UTF8.self))
                return AnyScene(
                    ChessScene(
                        start: save.start, moves: save.moves, white: save.white,
                        black: save.black, level: save.level, escapeLeaves: true,
                        storage: pgnStorage, startedOn: save.date))
            }
        case .emojiArt:
            store.start(key) { bytes throws(EmojiArtTextError) in
                // The picture comes back linked to the file it was saved as, if any.
                let kept = try SavedPicture(decoding: bytes)
                return AnyScene(
                    EmojiArtScene(
                        document: kept.document, fileName: kept.fileName,
                        storage: emojiArtStorage, escapeLeaves: true))
            }
        case .board:
            store.start(key) { bytes throws(BoardJSONError) in
                AnyScene(BoardScene(board: try BoardJSON.decode(bytes), escapeLeaves: true))
            }
        default: nil
        }
    }
}
