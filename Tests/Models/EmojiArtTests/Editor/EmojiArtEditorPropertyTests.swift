import EmojiArt
import Geometry
import PropertyBased
import Testing

/// Numbers a careless or hostile caller might pass: fine ones and absurd ones.
let probeNumbers: [Double] = [
    0, 12.5, -300, 999_999, 1_000_000, 1_000_001, -2e6, 1e300, .infinity, -.infinity, .nan, 3, 4,
    1000, 1001,
]
let probeTexts = ["🦊", "🌵", "👍🏽", "🇫🇷", "abc", "", "7", "🦊🦊"]

/// Runs one operation chosen by a number; returns how it should change the item count if it
/// succeeds: nil for "it may not change the count", or the expected new count.
func perform(_ code: Int, on editor: inout EmojiArtEditor) {
    let kind = code % 11
    let a = code / 11 % probeNumbers.count
    let b = code / 173 % probeNumbers.count
    let ids = editor.document.items.map { $0.id }
    let id = ids.isEmpty ? code % 5 : ids[code / 7 % ids.count]
    let someID = code % 13 == 0 ? 999 : id  // sometimes an unknown id
    switch kind {
    case 0, 1:
        _ = try? editor.add(
            probeTexts[code / 3 % probeTexts.count],
            at: Point(x: probeNumbers[a], y: probeNumbers[b]),
            size: probeNumbers[(a + b) % probeNumbers.count])
    case 2: try? editor.move(someID, to: Point(x: probeNumbers[a], y: probeNumbers[b]))
    case 3: try? editor.resize(someID, to: probeNumbers[a])
    case 4: try? editor.delete(someID)
    case 5: try? editor.select(someID, extending: code % 2 == 0)
    case 6: if code % 9 == 0 { editor.clear() } else { editor.deleteSelection() }
    case 7: editor.undo()
    case 8: editor.redo()
    case 9: if code % 2 == 0 { editor.beginGesture() } else { editor.endGesture() }
    default: try? editor.setCanvasSize(Size(width: probeNumbers[a], height: probeNumbers[b]))
    }
}

@Test func randomOperationsKeepTheDocumentValidAndFinite() async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...80)) { codes in
        var editor = EmojiArtEditor(history: HistoryConfiguration(maximumSteps: 20))
        for code in codes {
            perform(code, on: &editor)
            #expect(throws: Never.self) { try editor.document.validate() }
            for item in editor.document.items {
                #expect(item.position.isFinite && item.size.isFinite)
            }
            #expect(editor.selection.allSatisfy { editor.document.item(withID: $0) != nil })
        }
    }
}

@Test func theItemCountChangesOnlyByAddDeleteClearAndTheirUndo() async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...80)) { codes in
        var editor = EmojiArtEditor()
        for code in codes {
            let before = editor.document.items.count
            let kind = code % 11
            perform(code, on: &editor)
            let after = editor.document.items.count
            switch kind {
            case 0, 1: #expect(after == before || after == before + 1)
            case 4: #expect(after == before || after == before - 1)
            case 6: #expect(after <= before)
            case 7, 8: break  // undo and redo replay adds, deletes and clears
            default: #expect(after == before, "operation \(kind) changed the count")
            }
        }
        // Undoing everything (the history is large enough) empties the document again.
        while editor.undo() {}
        #expect(editor.document.items.isEmpty)
    }
}

@Test func undoThenRedoAlwaysReturnsToTheSameDocument() async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...60)) { codes in
        var editor = EmojiArtEditor()
        for code in codes where code % 11 != 7 && code % 11 != 8 { perform(code, on: &editor) }
        editor.endGesture()
        let final = editor.document
        var undone = 0
        while editor.undo() { undone += 1 }
        for _ in 0..<undone { editor.redo() }
        #expect(editor.document == final)
    }
}
