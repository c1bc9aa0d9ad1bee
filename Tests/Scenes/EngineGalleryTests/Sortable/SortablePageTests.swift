import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The sortable page in a window, read through what it draws.
struct SortableApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .sortable), size: size)
    }

    func item(_ name: String) -> SeenElement { app.seen(.item, name)! }
    func container(_ name: String) -> Rect { app.seen(.place, name)!.frame }

    /// The items seen in a container, top to bottom (left to right in a row), by name.
    func order(in name: String) -> [String] {
        let frame = container(name)
        return app.seen(.item)
            .filter { frame.contains($0.frame.center) }
            .sorted { a, b in
                a.frame.minY < b.frame.minY - 1
                    || (abs(a.frame.minY - b.frame.minY) <= 1 && a.frame.minX < b.frame.minX)
            }
            .map { $0.label }
    }
}

@Test func draggingARowDownReordersTheListAndTheOthersGlideAside() {
    var page = SortableApp()
    #expect(Array(page.order(in: "To do").prefix(3)) == ["Buy milk", "Call mum", "Pay rent"])
    let start = page.item("Buy milk").frame.center
    let target = page.item("Pay rent").frame.center
    let callMum = page.item("Call mum").frame
    page.app.press(at: start)
    page.app.drag(to: target - Vector(dx: 0, dy: 10))
    // Mid-drag, Call mum has moved up into the lifted row's place.
    page.app.wait(1)
    #expect(page.item("Call mum").frame.minY < callMum.minY - 20)
    page.app.release()
    _ = page.app.settle()
    #expect(
        Array(page.order(in: "To do").prefix(4)) == [
            "Call mum", "Pay rent", "Buy milk", "Walk the dog",
        ])
    #expect(page.app.scene.stateDescription.contains("To do: Call mum, Pay rent, Buy milk, Walk"))
    let said = page.app.shows("Moved Buy milk to To do, position 3 of 7.")
    #expect(said, "the status line says what moved")
}

@Test func aCardMovesFromToDoToDone() {
    var page = SortableApp()
    let done = page.container("Done")
    page.app.drag(
        from: page.item("Call mum").frame.center, to: Point(x: done.midX, y: done.minY + 20))
    #expect(page.order(in: "Done") == ["Call mum", "Read the book", "Plan the trip"])
    #expect(!page.order(in: "To do").contains("Call mum"))
    #expect(page.app.scene.announcement == "Moved Call mum to Done, position 1 of 3.")
}

@Test func aCardDroppedOnTheTrashLeavesItsListAndTheOthersCloseUp() {
    var page = SortableApp()
    let trash = page.container("Trash")
    let payRent = page.item("Pay rent").frame
    page.app.press(at: page.item("Call mum").frame.center)
    page.app.drag(to: trash.center)
    #expect(page.app.seen(.place, "Trash")?.value == "over")
    page.app.wait(1)
    // Over the trash, its place in the list stays open.
    #expect(abs(page.item("Pay rent").frame.minY - payRent.minY) < 1)
    page.app.release()
    // The cards below glide up into the room it left: nothing jumps.
    page.app.wait(1.0 / 60)
    #expect(abs(page.item("Pay rent").frame.minY - payRent.minY) < 20)
    _ = page.app.settle()
    #expect(page.item("Pay rent").frame.minY < payRent.minY - 20)
    #expect(!page.order(in: "To do").contains("Call mum"))
    #expect(page.app.seen(.item, "Call mum") == nil)
    #expect(page.app.scene.stateDescription.contains("To do: Buy milk, Pay rent, Walk"))
    #expect(page.app.scene.announcement == "Deleted Call mum from To do.")
}

@Test func aCardDroppedOnAListsHeadingGoesToItsTop() {
    var page = SortableApp()
    let done = page.container("Done")
    page.app.drag(
        from: page.item("Pay rent").frame.center, to: Point(x: done.midX, y: done.minY - 12))
    #expect(page.order(in: "Done") == ["Pay rent", "Read the book", "Plan the trip"])
    #expect(page.app.scene.announcement == "Moved Pay rent to Done, position 1 of 3.")
}

@Test func aTileMovesInTheGridButNotIntoAList() {
    var page = SortableApp()
    let grape = page.item("🍇").frame
    page.app.drag(from: page.item("🍎").frame.center, to: grape.center + Vector(dx: 2, dy: 0))
    #expect(Array(page.order(in: "Tiles").prefix(3)) == ["🍌", "🍇", "🍎"])
    // Dropped over the to-do list, a tile goes home.
    page.app.drag(from: page.item("🍌").frame.center, to: page.container("To do").center)
    #expect(page.order(in: "Tiles").first == "🍌")
    #expect(page.app.scene.stateDescription.contains("Tiles: 🍌, 🍇, 🍎"))
}

@Test func holdingARowAtTheBottomScrollsTheShoppingList() {
    var page = SortableApp()
    let list = page.container("Shopping")
    #expect(!page.order(in: "Shopping").contains("Chocolate"))
    page.app.press(at: page.item("Milk").frame.center)
    page.app.drag(to: Point(x: list.midX, y: list.maxY - 6))
    page.app.wait(3)
    page.app.release()
    _ = page.app.settle()
    let order = page.order(in: "Shopping")
    #expect(order.contains("Chocolate"), "scrolled to the end")
    #expect(!order.contains("Bread"), "only the rows in view are drawn")
    #expect(page.app.scene.stateDescription.contains("Shopping: Bread, Eggs"))
}

@Test func keysPickUpMoveAndDropACardWithAnnouncements() {
    var page = SortableApp()
    for _ in 0..<(25 + 16 + 2) { page.app.key("tab") }
    #expect(page.app.scene.announcement.hasPrefix("Focus on Call mum, position 2 in To do."))
    page.app.key("space")
    #expect(page.app.scene.announcement == "Picked up Call mum, position 2 of 7 in To do.")
    page.app.key("down")
    #expect(page.app.scene.announcement == "Moved to position 3.")
    page.app.key("right")
    #expect(page.app.scene.announcement == "Moved to Done, position 3 of 3.")
    page.app.key("enter")
    #expect(page.app.scene.announcement == "Dropped in Done, position 3 of 3.")
    _ = page.app.settle()
    #expect(page.order(in: "Done") == ["Read the book", "Plan the trip", "Call mum"])
    page.app.key("space")
    page.app.key("up")
    page.app.key("escape")
    #expect(page.app.scene.announcement == "Cancelled. Call mum is back in Done, position 3 of 3.")
    _ = page.app.settle()
    #expect(page.order(in: "Done") == ["Read the book", "Plan the trip", "Call mum"])
}

@Test func aMoveThatCannotBeMadeIsSaidAgainEachTime() {
    var page = SortableApp()
    for _ in 0..<(25 + 16 + 1) { page.app.key("tab") }
    page.app.key("space")
    page.app.key("up")
    let said = page.app.scene.announcement
    let count = page.app.scene.announcementCount
    #expect(said.hasSuffix("cannot move up."), "\(said)")
    page.app.key("up")
    #expect(page.app.scene.announcement == said)
    #expect(page.app.scene.announcementCount == count + 1, "the repeat is a new announcement")
}
