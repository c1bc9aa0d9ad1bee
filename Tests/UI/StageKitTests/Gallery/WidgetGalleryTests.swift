import Geometry
import Gestures
import StageKit
import TestSupport
import Testing

@Suite("Widget gallery, driven like a user")
struct WidgetGalleryTests {
    var user = SceneDriver(WidgetGalleryScene())

    func center(ofText text: String) -> Point? { user.list.textRuns(text).first?.position }

    @Test("the play area's hint speaks of a double-click, or of a double-tap after a finger")
    mutating func hintWords() {
        #expect(user.list.strings.contains("Drag the token · double-click flips it"))
        user.pointerKind = .touch
        user.tap(at: Point(x: 1270, y: 790))
        #expect(user.list.strings.contains("Drag the token · double-tap flips it"))
    }

    @Test("Count adds one per click, Clear goes back to zero, the disabled button does nothing")
    mutating func buttons() throws {
        let count = try #require(center(ofText: "Count"))
        for _ in 0..<3 { user.tap(at: count) }
        #expect(user.scene.count == 3)
        #expect(user.list.strings.contains("Pressed 3 times"))
        user.tap(at: try #require(center(ofText: "Disabled")))
        #expect(user.scene.count == 3)
        user.tap(at: try #require(center(ofText: "Clear")))
        #expect(user.scene.count == 0)
    }

    @Test("dragging the token moves it by the pointer's travel; double-click flips it")
    mutating func dragAndDoubleClick() {
        let start = user.scene.tokenCenter
        user.drag(from: start, to: start + Vector(dx: 300, dy: 120))
        #expect(user.scene.tokenCenter == start + Vector(dx: 300, dy: 120))
        #expect(!user.scene.tokenFlipped)
        user.doubleTap(at: user.scene.tokenCenter)
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
        user.tap(at: try #require(center(ofText: "Large")))
        #expect(user.scene.tokenRadius > before)
        #expect(user.scene.stateDescription.contains("size: Large"))
    }

    @Test(
        "typing into the field and pressing Enter submits; keys go to the field while it has focus")
    mutating func field() throws {
        user.tap(at: try #require(center(ofText: "Type a file name")))
        user.type("art.json")
        user.key("escape")  // leaves the field, does not leave the scene
        #expect(user.scene.exitRequest == nil)
        user.tap(at: try #require(center(ofText: "art.json")))
        user.key("enter")
        #expect(user.scene.submitted == "art.json")
        #expect(user.list.strings.contains("Submitted: art.json"))
    }

    @Test("the sheet is modal: it takes every event until dismissed; OK confirms")
    mutating func sheet() throws {
        user.tap(at: try #require(center(ofText: "Open sheet…")))
        user.wait(0.3)
        #expect(user.scene.stateDescription.contains("sheet: open"))
        #expect(user.list.strings.contains("A modal sheet"))
        let count = try #require(center(ofText: "Count"))
        user.tap(at: count)  // behind the veil: ignored
        #expect(user.scene.count == 0)
        user.key("escape")
        user.wait(0.3)
        #expect(user.scene.stateDescription.contains("sheet: closed, confirmed 0"))
        #expect(!user.list.strings.contains("A modal sheet"))
        user.tap(at: try #require(center(ofText: "Open sheet…")))
        user.wait(0.3)
        user.tap(at: try #require(center(ofText: "OK")))
        #expect(user.scene.confirmations == 1)
        user.tap(at: count)
        #expect(user.scene.count == 1)
    }

    @Test("Escape with nothing to cancel asks to go back")
    mutating func escapeGoesBack() {
        user.key("escape")
        #expect(user.scene.exitRequest == .back)
    }

    @Test("a resize keeps the state and re-lays the widgets out")
    mutating func resize() {
        user.drag(from: user.scene.tokenCenter, to: user.scene.tokenCenter + Vector(dx: 40, dy: 0))
        let state = user.scene.stateDescription
        user.resize(to: Size(width: 1600, height: 1000), pixelScale: 2)
        #expect(user.scene.stateDescription == state)
        #expect(user.scene.playArea.maxX == 1600 - 24)
    }
}
