import Geometry
import Gestures
import StageKit
import Testing

@Suite("Widget gallery, driven like a user")
struct WidgetGalleryTests {
    var user = ScriptedUser(WidgetGalleryScene())

    func center(ofText text: String) -> Point? { user.list.textRuns(text).first?.position }

    @Test("Count adds one per click, Clear goes back to zero, the disabled button does nothing")
    mutating func buttons() throws {
        let count = try #require(center(ofText: "Count"))
        for _ in 0..<3 { user.click(count) }
        #expect(user.scene.count == 3)
        #expect(user.list.strings.contains("Pressed 3 times"))
        user.click(try #require(center(ofText: "Disabled")))
        #expect(user.scene.count == 3)
        user.click(try #require(center(ofText: "Clear")))
        #expect(user.scene.count == 0)
    }

    @Test("dragging the token moves it by the pointer's travel; double-click flips it")
    mutating func dragAndDoubleClick() {
        let start = user.scene.tokenCenter
        user.drag(from: start, to: start + Vector(dx: 300, dy: 120))
        #expect(user.scene.tokenCenter == start + Vector(dx: 300, dy: 120))
        #expect(!user.scene.tokenFlipped)
        user.doubleClick(user.scene.tokenCenter)
        #expect(user.scene.tokenFlipped)
        #expect(user.list.strings.contains("🌙"))
        #expect(user.scene.stateDescription.contains("token: 500,280 moon"))
    }

    @Test("the token stays inside the play area however far it is dragged")
    mutating func tokenClamped() {
        user.drag(from: user.scene.tokenCenter, to: Point(x: 5000, y: -300))
        let area = user.scene.playArea
        #expect(abs(user.scene.tokenCenter.x - (area.maxX - user.scene.tokenRadius)) < 1e-9)
        #expect(abs(user.scene.tokenCenter.y - (area.minY + user.scene.tokenRadius)) < 1e-9)
    }

    @Test("the size picker changes the token")
    mutating func picker() throws {
        let before = user.scene.tokenRadius
        user.click(try #require(center(ofText: "Large")))
        #expect(user.scene.tokenRadius > before)
        #expect(user.scene.stateDescription.contains("size: Large"))
    }

    @Test(
        "typing into the field and pressing Enter submits; keys go to the field while it has focus")
    mutating func field() throws {
        user.click(try #require(center(ofText: "Type a file name")))
        user.type("art.json")
        user.press("escape")  // leaves the field, does not leave the scene
        #expect(user.scene.exitRequest == nil)
        user.click(try #require(center(ofText: "art.json")))
        user.press("enter")
        #expect(user.scene.submitted == "art.json")
        #expect(user.list.strings.contains("Submitted: art.json"))
    }

    @Test("the sheet is modal: it takes every event until dismissed; OK confirms")
    mutating func sheet() throws {
        user.click(try #require(center(ofText: "Open sheet…")))
        user.wait(0.3)
        #expect(user.scene.stateDescription.contains("sheet: open"))
        #expect(user.list.strings.contains("A modal sheet"))
        let count = try #require(center(ofText: "Count"))
        user.click(count)  // behind the veil: ignored
        #expect(user.scene.count == 0)
        user.press("escape")
        user.wait(0.3)
        #expect(user.scene.stateDescription.contains("sheet: closed, confirmed 0"))
        #expect(!user.list.strings.contains("A modal sheet"))
        user.click(try #require(center(ofText: "Open sheet…")))
        user.wait(0.3)
        user.click(try #require(center(ofText: "OK")))
        #expect(user.scene.confirmations == 1)
        user.click(count)
        #expect(user.scene.count == 1)
    }

    @Test("Escape with nothing to cancel asks to go back")
    mutating func escapeGoesBack() {
        user.press("escape")
        #expect(user.scene.exitRequest == .back)
    }

    @Test("a resize keeps the state and re-lays the widgets out")
    mutating func resize() {
        user.drag(from: user.scene.tokenCenter, to: user.scene.tokenCenter + Vector(dx: 40, dy: 0))
        let state = user.scene.stateDescription
        user.send(
            .resize(
                ResizeEvent(size: Size(width: 1600, height: 1000), pixelScale: 2, time: user.time)))
        #expect(user.scene.stateDescription == state)
        #expect(user.scene.playArea.maxX == 1600 - 24)
    }
}
