import ChessScene
import EmojiArtScene
import Geometry
import PentominoesScene
import StageKit
import TestSupport
@testable import ChessScene
@testable import EmojiArtScene
@testable import PentominoesScene

/// Every app the layout guard checks: how to open it, and where its main content (the
/// board, the canvas, the cards) lies in a window of a given size.
struct App: CustomStringConvertible, Sendable {
    var name: String
    var make: @Sendable () -> AnyScene
    var content: @Sendable (Size) -> Rect

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

    static var launcherEntries: [LauncherEntry] {
        [
            LauncherEntry(title: "Pentominoes", summary: "Drag the twelve pieces onto the board.") {
                AnyScene(PentominoesScene(escapeLeaves: true))
            },
            LauncherEntry(title: "Chess", summary: "Drag a piece and its legal squares light up.") {
                AnyScene(ChessScene(escapeLeaves: true))
            },
            LauncherEntry(title: "Emoji Art", summary: "Drag emoji from the palette onto a canvas.")
            {
                AnyScene(EmojiArtScene(document: EmojiArtScene.samplePicture, escapeLeaves: true))
            },
            LauncherEntry(title: "Widgets", summary: "Every control of the UI kit, live.") {
                AnyScene(WidgetGalleryScene())
            },
        ]
    }

    static let launcher = App(
        name: "Launcher", make: { AnyScene(LauncherScene(entries: launcherEntries)) },
        content: { size in
            var scene = LauncherScene(entries: launcherEntries)
            scene.handle(.resize(ResizeEvent(size: size, time: 0)))
            var all = scene.cardFrame(0) ?? .zero
            for i in launcherEntries.indices { all = all.union(scene.cardFrame(i) ?? all) }
            return all
        })

    static let all = [pentominoes, chess, emojiArt, gallery, launcher]
}
