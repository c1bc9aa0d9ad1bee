import ChessScene
import Geometry
import Launcher
import StageKit
import TestSupport
import Testing

/// File-name fields as a person uses them in the apps.
@Suite("File-name fields")
struct FileNameFieldTests {
    @Test("in the gallery, ctrl+A then typing replaces what was typed")
    func galleryField() throws {
        var gallery = App.gallery.driver(size: Size(width: 1280, height: 800))
        let field = try #require(gallery.seen(.control, "Type a file name"))
        gallery.tap(at: field.frame.center)
        gallery.type("draft.txt")
        gallery.key("ctrl+a")
        gallery.type("final.txt")
        gallery.key("shift+left")
        gallery.key("shift+left")
        gallery.key("shift+left")
        gallery.key("backspace")
        gallery.type("md")
        gallery.key("enter")
        #expect(gallery.scene.stateDescription.contains("submitted: final.md"))
    }
}

/// Remembers the names the chess app saved under.
final class SavedNames {
    var names: [String] = []
}

extension FileNameFieldTests {
    @Test("Chess's save sheet suggests game.pgn selected: typing a name replaces it")
    func chessSaveName() throws {
        let saved = SavedNames()
        let scene = ChessScene(
            storage: PGNStorage(
                exists: { _ in false }, write: { name, _ in saved.names.append(name) }))
        var chess = SceneDriver(AnyScene(scene), size: Size(width: 1280, height: 800))
        chess.key("ctrl+s")
        chess.settle()
        #expect(chess.seen(.control, "File name")?.value == "game.pgn")
        chess.type("opening.pgn")
        chess.key("enter")
        #expect(saved.names == ["opening.pgn"])
    }
}
