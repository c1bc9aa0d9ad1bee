import EmojiArt
import Geometry
import Testing

@Test func anItemKeepsWhatItWasGiven() {
    let item = EmojiItem(id: 3, text: "🦊", position: Point(x: 10, y: 20), size: 40)
    #expect(item.text == "🦊")
    #expect(item.position == Point(x: 10, y: 20))
}
