import EmojiArt
import Geometry
import Testing

@Test func anItemKeepsWhatItWasGiven() {
    let item = EmojiItem(id: 3, text: "🦊", position: Point(x: 10, y: 20), size: 40)
    #expect(item.text == "🦊")
    #expect(item.position == Point(x: 10, y: 20))
    #expect(item.frame == Rect(x: -10, y: 0, width: 40, height: 40))
}

@Test(arguments: [
    (Point(x: .nan, y: 0), 40.0, EmojiArtError.invalidPosition(Point(x: .nan, y: 0))),
    (Point(x: 0, y: .infinity), 40, .invalidPosition(Point(x: 0, y: .infinity))),
    (Point(x: 1_000_001, y: 0), 40, .invalidPosition(Point(x: 1_000_001, y: 0))),
    (Point(x: 0, y: -1e300), 40, .invalidPosition(Point(x: 0, y: -1e300))),
    (Point.zero, 3.99, .invalidItemSize(3.99)),
    (Point.zero, 1000.5, .invalidItemSize(1000.5)),
    (Point.zero, -.infinity, .invalidItemSize(-.infinity)),
])
func anItemWithAbsurdNumbersIsInvalid(position: Point, size: Double, expected: EmojiArtError) {
    let item = EmojiItem(id: 0, text: "🦊", position: position, size: size)
    #expect(throws: EmojiArtError.self) { try item.validate() }
    if !position.x.isNaN {  // NaN never equals itself, so compare the others exactly
        #expect(throws: expected) { try item.validate() }
    }
}

@Test func theLimitsThemselvesAreValid() throws {
    try EmojiItem(id: 0, text: "🦊", position: Point(x: 1e6, y: -1e6), size: 4).validate()
    try EmojiItem(id: 0, text: "🦊", position: .zero, size: 1000).validate()
}

@Test func aLongRejectedTextIsShortenedInTheError() {
    let hostile = String(repeating: "a", count: 10_000)
    #expect(throws: EmojiArtError.notASingleEmoji(String(repeating: "a", count: 16) + "…")) {
        try EmojiItem(id: 0, text: hostile, position: .zero, size: 40).validate()
    }
}
