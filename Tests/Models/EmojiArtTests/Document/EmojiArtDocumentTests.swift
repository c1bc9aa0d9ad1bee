import EmojiArt
import Geometry
import Testing

@Test func aNewDocumentIsAnEmptyWhiteCanvas() throws {
    let document = EmojiArtDocument()
    #expect(document.items.isEmpty)
    #expect(document.canvasSize == Size(width: 800, height: 600))
    #expect(document.background == .white)
    #expect(document.nextItemID == 0)
    try document.validate()
}

@Test func aDocumentFromPartsGetsTheNextIDAfterItsLargest() throws {
    let document = try EmojiArtDocument(
        canvasSize: Size(width: 400, height: 300), background: .white,
        items: [
            EmojiItem(id: 4, text: "🌵", position: Point(x: 50, y: 60), size: 48),
            EmojiItem(id: 9, text: "🦊", position: Point(x: 10, y: 10), size: 40),
        ])
    #expect(document.nextItemID == 10)
    #expect(document.item(withID: 9)?.text == "🦊")
    #expect(document.index(ofItem: 4) == 0)
    #expect(document.item(withID: 5) == nil)
}

@Test func aDocumentNamesTheItemThatBreaksIt() {
    let fox = EmojiItem(id: 0, text: "🦊", position: .zero, size: 40)
    let word = EmojiItem(id: 1, text: "fox", position: .zero, size: 40)
    #expect(throws: EmojiArtError.invalidItem(index: 1, id: 1, reason: .notASingleEmoji("fox"))) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white, items: [fox, word])
    }
    #expect(throws: EmojiArtError.invalidItem(index: 1, id: 0, reason: .duplicateItemID(0))) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white, items: [fox, fox])
    }
    #expect(throws: EmojiArtError.invalidItem(index: 0, id: 0, reason: .invalidItemID(0))) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white, items: [fox],
            nextItemID: 0)
    }
    var negative = fox
    negative.id = -3
    #expect(throws: EmojiArtError.invalidItem(index: 0, id: -3, reason: .invalidItemID(-3))) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white, items: [negative])
    }
}

@Test(arguments: [
    Size(width: 0, height: 600), Size(width: 800, height: .nan), Size(width: 20_001, height: 600),
    Size(width: .infinity, height: 600), Size(width: -800, height: 600),
])
func anAbsurdCanvasSizeIsRefused(_ size: Size) {
    #expect(throws: EmojiArtError.self) {
        try EmojiArtDocument(canvasSize: size, background: .white, items: [])
    }
}

@Test func tooManyItemsAreRefused() {
    let items = (0...DocumentLimits.maximumItemCount).map {
        EmojiItem(id: $0, text: "🦊", position: .zero, size: 40)
    }
    #expect(throws: EmojiArtError.tooManyItems(100_001)) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white, items: items)
    }
    #expect(throws: Never.self) {
        try EmojiArtDocument(
            canvasSize: Size(width: 400, height: 300), background: .white,
            items: Array(items.dropLast()))
    }
}

@Test func aTapHitsTheTopmostItemUnderIt() throws {
    let document = try EmojiArtDocument(
        canvasSize: Size(width: 400, height: 300), background: .white,
        items: [
            EmojiItem(id: 0, text: "🌵", position: Point(x: 50, y: 50), size: 40),
            EmojiItem(id: 1, text: "🦊", position: Point(x: 60, y: 60), size: 40),
        ])
    #expect(document.topmostItem(at: Point(x: 55, y: 55))?.id == 1)
    #expect(document.topmostItem(at: Point(x: 35, y: 35))?.id == 0)
    #expect(document.topmostItem(at: Point(x: 200, y: 200)) == nil)
}

@Test func coloursReadAndWriteHex() {
    #expect(RGBAColor(red: 0, green: 128, blue: 255, alpha: 16).hexString == "#0080FF10")
    #expect(RGBAColor(hexString: "#ff8000") == RGBAColor(red: 255, green: 128, blue: 0))
    #expect(
        RGBAColor(hexString: "#0080FF10") == RGBAColor(red: 0, green: 128, blue: 255, alpha: 16))
    for bad in [
        "", "#", "orange", "#12345", "#1234567", "#GG0000", "ff8000", "#ff80000000", "#ff80 0",
    ] {
        #expect(RGBAColor(hexString: bad) == nil, "\(bad)")
    }
}
