import EmojiArt
import Geometry
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Issue 24: the status line says what the last change did. Each step is done as a person
/// does it, and the line must then describe that step, not an earlier one ("Added 🤣…"
/// stayed after later moves).
@Test func theStatusLineSaysWhatTheLastStepDid() {
    let disk = MemoryStorage()
    var app = SceneDriver(document: foxAndCat(), storage: disk.storage)
    typealias Step = StatusStep<EmojiArtScene>
    let fox = { (app: SceneDriver<EmojiArtScene>) in app.emoji(0)!.frame.center }
    let cat = { (app: SceneDriver<EmojiArtScene>) in app.emoji(1)!.frame.center }
    let steps: [Step] = [
        Step("add from the palette", says: "Added 😀") {
            $0.dragFromPalette("😀", to: $0.windowPoint(of: Point(x: 400, y: 300)))
        },
        Step("move the fox", says: "Moved 🦊") {
            $0.drag(from: fox($0), to: fox($0) + Vector(dx: 40, dy: 30))
        },
        Step("tap the cat", says: "Selected 🐈") { $0.tap(at: cat($0)) },
        Step("drag the cat's handle", says: "Resized 🐈 to") {
            let handle = $0.handle(of: 1)!
            $0.drag(from: handle, to: handle + Vector(dx: 30, dy: 30))
        },
        Step("Delete", says: "Deleted the selected emoji") { $0.key("delete") },
        Step("undo", says: "Undone") { $0.key("ctrl+z") },
        Step("zoom in", says: "Zoomed to") { $0.key("+") },
        Step("pan with the wheel", says: "Moved the view") {
            $0.wheel(dy: -2, at: $0.desk.origin + Vector(dx: 20, dy: 20))
        },
        Step("fit", says: "Fitted the canvas") { $0.key("0") },
        Step("tap the fox", says: "Selected 🦊") { $0.tap(at: fox($0)) },
        Step("Esc", says: "Deselected") { $0.key("escape") },
        Step("carry the cat, then Esc", says: "Cancelled: 🐈 is back") {
            $0.hold(from: cat($0), to: cat($0) + Vector(dx: 60, dy: 0))
            $0.key("escape")
            $0.release()
        },
        Step("drop the fox on the trash", says: "Deleted 🦊") {
            $0.hold(from: fox($0), to: fox($0) + Vector(dx: 20, dy: 20))
            $0.drag(to: $0.trash!.frame.center)
            $0.release()
        },
        Step("save", says: "Saved art.json") {
            $0.key("ctrl+s")
            $0.key("enter")
        },
        Step("undo the save's last change", says: "Undone") { $0.key("ctrl+z") },
        Step("new picture, discarding the changes", says: "A new picture") {
            $0.key("ctrl+n")
            $0.click("Discard")
        },
    ]
    #expect(app.walk(steps, status: { $0.statusLine ?? "" }) == [])
}
