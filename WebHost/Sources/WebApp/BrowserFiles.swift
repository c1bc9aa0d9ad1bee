import ChessScene
import EmojiArt
import EmojiArtScene
import Geometry
import StageKit
import WebRuntime

// Files in the browser, for Emoji Art and Chess. Open shows the page's file chooser, and the file chosen
// comes back through the `receiveFile` export; Save hands the page the document's JSON
// (the desktop's format, `EmojiArtText`) or the game's PGN, and Export PNG the canvas's
// picture as a display list, each to be downloaded under the name typed in the sheet. The
// page's functions are declared in WebRuntime.h, with C's calling convention.

/// The page downloads `text` (UTF-8) as a file named `name`.
func download(_ text: String, as name: String) {
    let name = Array(name.utf8)
    let bytes = Array(text.utf8)
    name.withUnsafeBufferPointer { name in
        bytes.withUnsafeBufferPointer { bytes in
            host_save_file(name.baseAddress, name.count, bytes.baseAddress, bytes.count)
        }
    }
}

enum BrowserFiles {
    /// Chess's games in the browser: Open PGN shows the page's file chooser, Save PGN
    /// downloads the game, dated by the browser's calendar.
    static var chess: PGNStorage {
        var storage = PGNStorage(
            chooseFile: { host_choose_file() },
            write: { name, pgn throws(PGNSaveError) in download(pgn, as: name) })
        storage.today = {
            let day = Int(host_today())
            return PGNStorage.date(year: day / 10_000, month: day / 100 % 100, day: day % 100)
        }
        return storage
    }

    /// Emoji Art's storage in the browser.
    static var emojiArt: EmojiArtStorage {
        EmojiArtStorage(
            chooseFile: { host_choose_file() },
            save: { document, name throws(StorageError) in
                download(EmojiArtText.encode(document), as: name)
            },
            export: { document, name throws(StorageError) in
                var encoding = DisplayListEncoding()
                encoding.encode(CanvasPicture.displayList(of: document), drawableOnly: true)
                let name = Array(name.utf8)
                name.withUnsafeBufferPointer { name in
                    encoding.numbers.withUnsafeBufferPointer { numbers in
                        encoding.strings.withUnsafeBufferPointer { strings in
                            host_export_picture(
                                name.baseAddress, name.count, numbers.baseAddress, numbers.count,
                                strings.baseAddress, strings.count, document.canvasSize.width,
                                document.canvasSize.height)
                        }
                    }
                }
            })
    }
}
