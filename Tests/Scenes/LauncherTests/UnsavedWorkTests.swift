import Geometry
import Launcher
import StageKit
import TestSupport
import Testing

/// An app holding unsaved work: asked to close, it asks the user ("d" discards, "c"
/// cancels) and only then lets go, with the exit it was asked for.
private struct Unsaved: Scene {
    var asking: SceneExit?
    var exitRequest: SceneExit?
    var hasUnsavedChanges: Bool { true }
    mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        asking = exit
        return false
    }
    mutating func handle(_ event: InputEvent) {
        guard case .key(let key) = event, let asked = asking else { return }
        if key.matches(Key("d")) { exitRequest = asked }
        if key.matches(Key("c")) { asking = nil }
    }
    mutating func advance(to time: Double) -> Bool { false }
    func draw(into list: inout DisplayList) {
        list.text(
            asking == nil ? "editing" : "Save the changes?", at: Point(x: 10, y: 10),
            font: Font(size: 12), color: .black)
    }
    var stateDescription: String { "unsaved" }
}

@Suite("Launcher: an app with unsaved work is asked before it closes")
struct LauncherUnsavedWorkTests {
    var user = SceneDriver(
        LauncherScene(entries: [
            LauncherEntry(title: "Editor", summary: "Holds unsaved work.") { AnyScene(Unsaved()) }
        ]))

    @Test mutating func theBackButtonWaitsForTheAppsAnswer() {
        user.key("1")
        #expect(user.scene.hasUnsavedChanges, "the window title can show the mark")
        user.tap(at: user.list.textRuns("‹ All apps").first!.position)
        #expect(user.scene.openAppTitle == "Editor", "still open while the app asks")
        #expect(user.shows("Save the changes?"))
        user.key("c")
        #expect(user.scene.openAppTitle == "Editor", "Cancel keeps the app")
        user.tap(at: user.list.textRuns("‹ All apps").first!.position)
        user.key("d")
        #expect(user.scene.openAppTitle == nil, "Discard goes back to the cards")
        #expect(user.scene.exitRequest == nil, "back is not quit")
    }

    @Test mutating func quittingWaitsForTheAppsAnswerThenQuits() {
        user.key("1")
        user.key("ctrl+q")
        #expect(user.scene.exitRequest == nil, "the app asks first")
        let mayClose = user.scene.askToClose(for: .quit, at: user.time)
        #expect(!mayClose, "so does the close box")
        user.key("d")
        #expect(user.scene.exitRequest == .quit)
    }
}
