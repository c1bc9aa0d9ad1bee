import EmojiArt
import Geometry
import Testing

/// An editor holding a fox at (100, 80) and a cactus at (300, 200).
func foxAndCactus() throws -> (editor: EmojiArtEditor, fox: Int, cactus: Int) {
    var editor = EmojiArtEditor()
    let fox = try editor.add("🦊", at: Point(x: 100, y: 80), size: 40)
    let cactus = try editor.add("🌵", at: Point(x: 300, y: 200), size: 64)
    return (editor, fox, cactus)
}

@Test func addingGivesFreshIDsOnTop() throws {
    let (editor, fox, cactus) = try foxAndCactus()
    #expect(fox == 0 && cactus == 1)
    #expect(editor.document.items.map { $0.text } == ["🦊", "🌵"])
    #expect(editor.document.item(withID: cactus)?.size == 64)
    try editor.document.validate()
}

@Test func addMoveResizeDeleteEachUndoAndRedo() throws {
    var (editor, fox, _) = try foxAndCactus()
    let start = editor.document
    try editor.move(fox, to: Point(x: 10, y: 20))
    try editor.resize(fox, to: 90)
    try editor.delete(fox)
    #expect(editor.document.item(withID: fox) == nil)

    #expect(editor.undo() == true)  // the delete
    #expect(editor.document.items.first?.id == fox, "back at the bottom of the drawing order")
    #expect(editor.document.item(withID: fox)?.size == 90)
    #expect(editor.undo() == true)  // the resize
    #expect(editor.document.item(withID: fox)?.size == 40)
    #expect(editor.undo() == true)  // the move
    #expect(editor.document == start)

    let redone = editor.redo() && editor.redo() && editor.redo()
    #expect(redone)
    #expect(editor.document.item(withID: fox) == nil)
    #expect(editor.redo() == false)
    try editor.document.validate()
}

@Test func undoingAnAddRemovesTheItemAndRedoBringsItBackWithItsID() throws {
    var (editor, _, cactus) = try foxAndCactus()
    #expect(editor.undo() == true)
    #expect(editor.document.item(withID: cactus) == nil)
    #expect(editor.redo() == true)
    #expect(editor.document.item(withID: cactus)?.text == "🌵")
}

@Test func idsAreNeverReusedEvenAfterUndoAndDelete() throws {
    var (editor, fox, cactus) = try foxAndCactus()
    editor.undo()  // the cactus add
    try editor.delete(fox)
    let next = try editor.add("🐈", at: .zero)
    #expect(next != fox && next != cactus)
    #expect(next == 2)
}

@Test func aNewEditClearsRedo() throws {
    var (editor, fox, _) = try foxAndCactus()
    try editor.move(fox, to: Point(x: 1, y: 1))
    editor.undo()
    #expect(editor.canRedo)
    try editor.resize(fox, to: 50)
    #expect(!editor.canRedo)
    #expect(editor.redo() == false)
}

@Test func clearIsOneStepAndUndoRestoresEveryItemInOrder() throws {
    var (editor, _, _) = try foxAndCactus()
    let before = editor.document
    editor.clear()
    #expect(editor.document.items.isEmpty)
    editor.undo()
    #expect(editor.document == before)
    editor.redo()
    #expect(editor.document.items.isEmpty)
    let steps = editor.history.undoSteps.count
    editor.clear()  // nothing to clear: no step
    #expect(editor.history.undoSteps.count == steps)
}

@Test func aDragCommittedOnDropIsOneUndoStep() throws {
    var (editor, fox, _) = try foxAndCactus()
    // The scene moves its own picture of the fox while dragging, then commits once.
    try editor.move(fox, to: Point(x: 400, y: 300))
    editor.undo()
    #expect(editor.document.item(withID: fox)?.position == Point(x: 100, y: 80))
}

@Test func liveMovesInsideAGestureAreOneUndoStep() throws {
    var (editor, fox, _) = try foxAndCactus()
    let steps = editor.history.undoSteps.count
    editor.beginGesture()
    for x in stride(from: 100.0, through: 400, by: 10) {
        try editor.move(fox, to: Point(x: x, y: 80 + x / 10))
        try editor.resize(fox, to: 40 + x / 10)
    }
    editor.endGesture()
    #expect(editor.history.undoSteps.count == steps + 1)
    #expect(editor.history.undoSteps.last?.count ?? 0 <= 62)
    editor.undo()
    #expect(editor.document.item(withID: fox)?.position == Point(x: 100, y: 80))
    #expect(editor.document.item(withID: fox)?.size == 40)
    editor.redo()
    #expect(editor.document.item(withID: fox)?.position == Point(x: 400, y: 120))
}

@Test func movesOfOneItemMergeInsideAGesture() throws {
    var (editor, fox, _) = try foxAndCactus()
    editor.beginGesture()
    for x in stride(from: 0.0, through: 500, by: 1) { try editor.move(fox, to: Point(x: x, y: 0)) }
    editor.endGesture()
    #expect(
        editor.history.undoSteps.last == [
            .move(id: fox, from: Point(x: 100, y: 80), to: Point(x: 500, y: 0))
        ])
}

@Test func invalidEditsThrowAndChangeNothing() throws {
    var (editor, fox, _) = try foxAndCactus()
    let document = editor.document
    let history = editor.history
    #expect(throws: EmojiArtError.notASingleEmoji("hello")) { try editor.add("hello", at: .zero) }
    #expect(throws: EmojiArtError.invalidItemSize(2)) { try editor.add("🐈", at: .zero, size: 2) }
    #expect(throws: EmojiArtError.self) { try editor.add("🐈", at: Point(x: .nan, y: 0)) }
    #expect(throws: EmojiArtError.self) { try editor.move(fox, to: Point(x: 0, y: .infinity)) }
    #expect(throws: EmojiArtError.invalidPosition(Point(x: 2e6, y: 0))) {
        try editor.move(fox, to: Point(x: 2e6, y: 0))
    }
    #expect(throws: EmojiArtError.self) { try editor.resize(fox, to: .nan) }
    #expect(throws: EmojiArtError.invalidItemSize(1001)) { try editor.resize(fox, to: 1001) }
    #expect(throws: EmojiArtError.unknownItem(42)) { try editor.move(42, to: .zero) }
    #expect(throws: EmojiArtError.unknownItem(42)) { try editor.resize(42, to: 50) }
    #expect(throws: EmojiArtError.unknownItem(42)) { try editor.delete(42) }
    #expect(throws: EmojiArtError.unknownItem(42)) { try editor.select(42) }
    #expect(throws: EmojiArtError.self) { try editor.setCanvasSize(Size(width: 1, height: 1)) }
    #expect(editor.document == document)
    #expect(editor.history == history)
    #expect(editor.document.nextItemID == 2, "a refused add does not use up an id")
}

@Test func theCanvasAndBackgroundChangeUndoably() throws {
    var editor = EmojiArtEditor()
    try editor.setCanvasSize(Size(width: 1024, height: 768))
    editor.setBackground(RGBAColor(red: 10, green: 20, blue: 30))
    editor.undo()
    #expect(editor.document.background == .white)
    editor.undo()
    #expect(editor.document.canvasSize == Size(width: 800, height: 600))
}

@Test func selectionIsViewStateThatFollowsTheDocument() throws {
    var (editor, fox, cactus) = try foxAndCactus()
    let steps = editor.history.undoSteps.count
    try editor.select(fox)
    try editor.select(cactus, extending: true)
    #expect(editor.selection == [fox, cactus])
    #expect(editor.history.undoSteps.count == steps, "selecting is not an undo step")
    try editor.select(cactus)
    #expect(editor.selection == [cactus])
    editor.undo()  // undoing the cactus's add drops it from the selection
    #expect(editor.selection.isEmpty)
    editor.redo()
    try editor.select(fox)
    try editor.delete(fox)
    #expect(!editor.isSelected(fox))
    try editor.select(cactus)
    editor.deselect(cactus)
    #expect(editor.selection.isEmpty)
}

@Test func deletingTheSelectionIsOneStep() throws {
    var (editor, fox, cactus) = try foxAndCactus()
    let third = try editor.add("🐈", at: .zero)
    try editor.select(fox)
    try editor.select(third, extending: true)
    editor.deleteSelection()
    #expect(editor.document.items.map { $0.id } == [cactus])
    #expect(editor.selection.isEmpty)
    editor.undo()
    #expect(editor.document.items.map { $0.id } == [fox, cactus, third])
}

@Test func replacingTheDocumentForgetsHistoryAndSelection() throws {
    var (editor, fox, _) = try foxAndCactus()
    try editor.select(fox)
    editor.replaceDocument(with: EmojiArtDocument())
    #expect(!editor.canUndo && !editor.canRedo)
    #expect(editor.selection.isEmpty)
    #expect(editor.document.items.isEmpty)
}
