import Geometry
import StageKit
import Testing

/// A scene that says something through every part of `Scene` a host reads.
private struct Talker: Scene {
    var copied = CopiedText()
    var announcement: String { "said" }
    var announcementCount: Int { 3 }
    var savedStateText: String? { "kept" }
    var hasUnsavedChanges: Bool { true }
    var exitRequest: SceneExit? { .back }
    var stateDescription: String { "state" }
    mutating func handle(_ event: InputEvent) {
        if case .key = event { copied.copy("🐶") }
    }
    mutating func advance(to time: Double) -> Bool { false }
    func draw(into list: inout DisplayList) {}
}

/// Every wrapper a host runs a scene in (`AnyScene`, `HoverTips`) passes on what the
/// host reads of the scene: a property left out is silently the protocol's default (the
/// system's clipboard stayed empty behind `HoverTips` until this test).
@Suite("Scene wrappers pass everything on")
struct WrappersForwardTests {
    func expectForwarded(_ scene: some Scene, _ name: String) {
        #expect(scene.copied.text == "🐶" && scene.copied.count == 1, "\(name): copied")
        #expect(scene.announcement == "said" && scene.announcementCount == 3, "\(name)")
        #expect(scene.savedStateText == "kept" && scene.hasUnsavedChanges, "\(name)")
        #expect(scene.exitRequest == .back && scene.stateDescription == "state", "\(name)")
    }

    @Test func anySceneAndHoverTipsForwardEverything() {
        let key = InputEvent.key(KeyEvent(Key("c"), modifiers: .control, time: 0))
        var any = AnyScene(Talker())
        any.handle(key)
        expectForwarded(any, "AnyScene")
        var tips = HoverTips(Talker())
        tips.handle(key)
        expectForwarded(tips, "HoverTips")
    }
}
