import BoardScene
import ChessScene
import EmojiArtScene
import EngineGallery
import Geometry
import PentominoesScene
import Launcher
import StageKit
import TestSupport
@testable import BoardScene
@testable import ChessScene
@testable import EmojiArtScene
@testable import PentominoesScene

/// Every app the layout guard checks: how to open it, and where its main content (the
/// board, the canvas, the cards) lies in a window of a given size.
struct App: CustomStringConvertible, Sendable {
    var name: String
    var make: @Sendable () -> AnyScene
    var content: @Sendable (Size) -> Rect
    /// Where the app's own window begins: below the launcher's bar inside the launcher.
    var top = 0.0
    /// Whether the page scrolls up and down as a whole (the launcher's cards), so what it
    /// shows may lie below the window until scrolled to.
    var scrolls = false
    /// The places that scroll their contents (a column's cards, a sortable list), whose
    /// edges cut what is half scrolled out, by design.
    var scrollingPlaces: @Sendable (DisplayList) -> [Rect] = { _ in [] }

    var description: String { name }

    /// The app in a window of `size`, settled.
    func driver(size: Size) -> SceneDriver<AnyScene> {
        var driver = SceneDriver(make(), size: size)
        _ = driver.settle()
        return driver
    }

    static let pentominoes = App(
        name: "Pentominoes", make: { AnyScene(PentominoesScene()) },
        content: { size in
            var scene = PentominoesScene()
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            return scene.layout.boardFrame
        })

    static let chess = App(
        name: "Chess", make: { AnyScene(ChessScene()) },
        content: { size in
            var scene = ChessScene()
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            return scene.layout.boardFrame
        })

    static let emojiArt = App(
        name: "Emoji Art",
        make: { AnyScene(EmojiArtScene(document: EmojiArtScene.samplePicture)) },
        content: { size in
            var scene = EmojiArtScene(document: EmojiArtScene.samplePicture)
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            return scene.layout.viewport
        })

    static let gallery = App(
        name: "Widget gallery", make: { AnyScene(WidgetGalleryScene()) },
        content: { size in
            var scene = WidgetGalleryScene()
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            return scene.playArea
        })

    static let board = App(
        name: "Board", make: { AnyScene(BoardScene()) },
        content: { size in
            var scene = BoardScene()
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            return scene.layout.area
        },
        // Every column scrolls its cards; the trash does not.
        scrollingPlaces: { list in
            list.seen(.place).filter { $0.label != "Trash" }.map { $0.frame }
        })

    /// The real catalog, so a card added to the launcher is checked too.
    static var launcherEntries: [LauncherEntry] { DemoCatalog.entries }

    static let launcher = App(
        name: "Launcher", make: { AnyScene(LauncherScene(entries: launcherEntries)) },
        content: { size in
            var scene = LauncherScene(entries: launcherEntries)
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            var all = scene.cardFrame(0) ?? .zero
            for i in launcherEntries.indices { all = all.union(scene.cardFrame(i) ?? all) }
            return all
        }, scrolls: true)

    /// An app opened from the launcher: under its bar, in the rest of the window.
    static func inLauncher(_ app: App, card: Int) -> App {
        var inner = App(
            name: "Launcher › \(app.name)",
            make: {
                var launcher = LauncherScene(entries: launcherEntries)
                launcher.openApp(at: card)
                return AnyScene(launcher)
            },
            content: { size in
                let bar = 44.0
                let inner = app.content(Size(width: size.width, height: size.height - bar))
                return inner.offset(by: Vector(dx: 0, dy: bar))
            }, top: 44)
        inner.scrollingPlaces = app.scrollingPlaces
        return inner
    }

    /// The engine gallery's first page; its content is the page under the tab bar (each
    /// page's own fit is checked in EngineGalleryTests).
    static let engineGallery = App(
        name: "Engine gallery", make: { AnyScene(EngineGalleryScene()) },
        content: { size in
            Rect(x: 0, y: 52, width: size.width, height: max(size.height - 52, 0))
        })

    /// Every page of the engine gallery after its first (`engineGallery`), each checked as
    /// an app of its own.
    static let otherGalleryPages = GalleryPage.allCases.dropFirst().map { page in
        App(
            name: "Engine gallery › \(page.title)",
            make: { AnyScene(EngineGalleryScene(page: page)) },
            content: engineGallery.content,
            scrollingPlaces: { list in
                list.seen(.place).filter { sortableLists.contains($0.label) }.map { $0.frame }
            })
    }

    /// The sortable page's lists, which scroll.
    static let sortableLists: Set<String> = ["Shopping", "Tiles", "To do", "Done"]

    static let all = [
        pentominoes, chess, emojiArt, gallery, engineGallery, launcher,
        inLauncher(pentominoes, card: 0), inLauncher(chess, card: 1),
        inLauncher(emojiArt, card: 2), inLauncher(gallery, card: 3),
        inLauncher(engineGallery, card: 4), board, inLauncher(board, card: 5),
    ]
}
