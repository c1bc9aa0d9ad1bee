import EmojiArt
import Geometry
import Testing

@Test func theHistoryForgetsTheOldestStepsBeyondItsBound() throws {
    var editor = EmojiArtEditor(history: HistoryConfiguration(maximumSteps: 5))
    let fox = try editor.add("🦊", at: .zero)
    for size in 41...50 { try editor.resize(fox, to: Double(size)) }
    #expect(editor.history.undoSteps.count == 5)
    while editor.undo() {}
    #expect(editor.document.item(withID: fox)?.size == 45, "only the last five resizes undo")
}

@Test func theDefaultBoundIsTwoHundredStepsAndAtLeastOne() {
    #expect(HistoryConfiguration().maximumSteps == 200)
    #expect(HistoryConfiguration(maximumSteps: 0).maximumSteps == 1)
}

@Test func everyEditHasAnInverseThatTurnsItBack() {
    let fox = EmojiItem(id: 1, text: "🦊", position: .zero, size: 40)
    let edits: [Edit] = [
        .add(fox, index: 0), .delete(fox, index: 2),
        .move(id: 1, from: .zero, to: Point(x: 3, y: 4)), .resize(id: 1, from: 40, to: 80),
        .replaceAll(from: [fox], to: []),
        .resizeCanvas(from: Size(width: 800, height: 600), to: Size(width: 100, height: 100)),
        .recolorBackground(from: .white, to: RGBAColor(red: 0, green: 0, blue: 0)),
    ]
    for edit in edits {
        #expect(edit.inverse != edit)
        #expect(edit.inverse.inverse == edit)
    }
}

@Test func onlyContinuingEditsOfOneItemMerge() {
    let a = Point(x: 0, y: 0), b = Point(x: 1, y: 0), c = Point(x: 2, y: 0)
    #expect(
        Edit.move(id: 1, from: a, to: b).merged(with: .move(id: 1, from: b, to: c))
            == .move(id: 1, from: a, to: c))
    #expect(Edit.move(id: 1, from: a, to: b).merged(with: .move(id: 2, from: b, to: c)) == nil)
    #expect(Edit.move(id: 1, from: a, to: b).merged(with: .resize(id: 1, from: 40, to: 50)) == nil)
    #expect(
        Edit.resize(id: 1, from: 40, to: 50).merged(with: .resize(id: 1, from: 50, to: 60))
            == .resize(id: 1, from: 40, to: 60))
}

@Test func anEmptyGestureLeavesNoStep() throws {
    var editor = EmojiArtEditor()
    try editor.add("🦊", at: .zero)
    editor.beginGesture()
    editor.endGesture()
    #expect(editor.history.undoSteps.count == 1)
}

@Test func undoClosesAnOpenGesture() throws {
    var editor = EmojiArtEditor()
    let fox = try editor.add("🦊", at: .zero)
    editor.beginGesture()
    try editor.move(fox, to: Point(x: 50, y: 50))
    #expect(editor.undo() == true)
    #expect(editor.document.item(withID: fox)?.position == .zero)
    #expect(editor.history.openGroup == nil)
}
