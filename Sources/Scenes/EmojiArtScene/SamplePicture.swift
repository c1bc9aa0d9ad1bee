import DragAndDrop
import EmojiArt

extension EmojiArtScene {
    /// A small picture to start from where there is no document of the user's (the demos
    /// launcher): a sun over a house, a tree and a cat on the grass.
    public static var samplePicture: EmojiArtDocument {
        let placed: [(String, Double, Double, Double)] = [
            ("🌞", 110, 100, 110), ("☁️", 330, 90, 70), ("☁️", 560, 130, 90), ("🏠", 400, 380, 200),
            ("🌳", 640, 390, 190), ("🌳", 140, 420, 130), ("🐈", 260, 520, 80), ("🌷", 520, 545, 50),
            ("🌼", 580, 555, 44), ("🌷", 180, 560, 46),
        ]
        var items: [EmojiItem] = []
        for (id, (text, x, y, size)) in placed.enumerated() {
            items.append(EmojiItem(id: id, text: text, position: Point(x: x, y: y), size: size))
        }
        // The values above are all valid, so the document always builds.
        return
            (try? EmojiArtDocument(
                canvasSize: DocumentLimits.defaultCanvasSize,
                background: RGBAColor(red: 0xD8, green: 0xEE, blue: 0xFB),
                items: items)) ?? EmojiArtDocument()
    }
}
