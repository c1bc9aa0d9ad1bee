import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

@Suite struct EditingTests {
    var app = SceneDriver(BoardScene())

    @Test mutating func enterAddsACardAndKeepsTheFieldOpenForTheNext() {
        app.tap(at: app.seen(.control, "Add a card to Doing")!.frame.center)
        app.type("Book the train")
        app.key("enter")
        app.type("Pack")
        app.key("enter")
        #expect(app.scene.editing != nil)
        app.key("escape")
        app.settle()
        #expect(app.scene.editing == nil)
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Book the train", "Pack"])
        app.key("ctrl+z")
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Book the train"])
    }

    /// A phone's keyboard has no Escape: after a finger, the hint says a tap outside closes
    /// the field, and one does, keeping what was added.
    @Test mutating func onATouchScreenTheHintSaysATapOutsideClosesTheField() {
        app.pointerKind = .touch
        app.tap(at: app.seen(.control, "Add a card to Doing")!.frame.center)
        app.type("Book the train")
        app.key("enter")
        #expect(app.scene.status.hasSuffix("Type the next, or tap outside to close."))
        app.tap(at: Point(x: 5, y: app.size.height - 5))
        app.settle()
        #expect(app.scene.editing == nil)
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Book the train"])
    }

    @Test mutating func anEmptyTitleIsRefusedWithAReason() {
        app.tap(at: app.seen(.control, "Add a card to Done")!.frame.center)
        app.type("   ")
        app.key("enter")
        #expect(app.scene.board == .sample)
        #expect(app.shows("A title cannot be empty."))
    }

    @Test mutating func doubleClickRenamesACard() {
        let card = app.frame(of: "Buy groceries").center
        app.doubleTap(at: card)
        #expect(app.scene.editing != nil)
        app.key("ctrl+a")
        app.type("Buy bread")
        app.key("enter")
        app.settle()
        #expect(app.cardsSeen(in: "To do") == ["Plan the week", "Buy bread", "Call the plumber"])
    }

    @Test mutating func doubleClickRenamesAColumnAndEscapeLeavesIt() {
        let header = app.frame(ofColumn: "Done")
        let p = Point(x: header.minX + 40, y: header.minY + 22)
        app.doubleTap(at: p)
        app.type("Finished")
        app.key("escape")
        #expect(app.scene.board == .sample)
        app.doubleTap(at: p)
        app.type("Finished")
        app.key("enter")
        #expect(app.columnsSeen.map { $0.column } == ["To do", "Doing", "Finished"])
    }

    @Test mutating func deleteRemovesTheSelectedCard() {
        app.tap(at: app.frame(of: "Call the plumber").center)
        app.key("delete")
        app.settle()
        #expect(app.cardsSeen(in: "To do") == ["Plan the week", "Buy groceries"])
        app.key("ctrl+z")
        app.settle()
        #expect(app.scene.board == .sample)
    }

    @Test mutating func addColumnOpensItsName() {
        app.tap(at: app.seen(.control, "+ Add column")!.frame.center)
        app.type("Later")
        app.key("enter")
        app.settle()
        #expect(app.columnsSeen.map { $0.column } == ["To do", "Doing", "Done", "Later"])
        #expect(app.cardsSeen(in: "Later") == [])
    }

    @Test mutating func notesAndColoursFromTheKeys() {
        app.tap(at: app.frame(of: "Plan the week").center)
        app.key("n")
        app.type("mon to fri")
        app.key("enter")
        app.key("c")
        let card = app.scene.board.columns[0].cards[0]
        #expect(card.note == "mon to fri" && card.label == .purple)
    }

    /// A window sends a letter key and then the same letter as typed text: the key that
    /// opens the field does not also type into it.
    @Test mutating func theLetterThatOpensTheFieldIsNotTyped() {
        app.tap(at: app.frame(of: "Write the report").center)
        app.key("a")
        app.type("a")
        app.type("Milk")
        app.key("enter")
        app.key("escape")
        app.settle()
        #expect(app.cardsSeen(in: "Doing") == ["Write the report", "Milk"])
        app.tap(at: app.frame(of: "Milk").center)
        app.key("n")
        app.type("n")
        app.type("oat")
        app.key("enter")
        #expect(app.scene.board.columns[1].cards[1].note == "oat")
    }
}
