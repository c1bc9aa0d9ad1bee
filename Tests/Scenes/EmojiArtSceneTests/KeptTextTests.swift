import EmojiArt
import Geometry
import TestSupport
import Testing

@testable import EmojiArtScene

@Test func thePictureIsKeptAsTheFileFormatAndComesBackWhole() throws {
    var app = SceneDriver(document: foxAndCat())
    app.dragFromPalette("🦊", to: app.windowPoint(of: Point(x: 300, y: 200)))
    let canvasEmpty = app.windowPoint(of: Point(x: 5, y: 5))
    app.drag(from: app.emoji(0)!.frame.center, to: canvasEmpty + Vector(dx: 40, dy: 30))
    app.settle()
    #expect(app.document.items.first { $0.id == 0 }?.position != Point(x: 200, y: 150))
    let kept = try #require(app.scene.keptText)
    #expect(kept.contains("\"version\" : 1"))
    let restored = try EmojiArtText.decode(Array(kept.utf8))
    #expect(restored == app.document)
    #expect(restored.items.count == foxAndCat().items.count + 1)
    #expect(EmojiArtScene(document: restored).keptText == kept)
}
