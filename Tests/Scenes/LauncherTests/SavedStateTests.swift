import Geometry
import Launcher
import StageKit
import TestSupport
import Testing

/// The launcher keeps each app's work through a saved-state store: restored when the
/// app's card opens it, saved when it is left or the launcher quits.
@Suite struct SavedStateTests {
    /// What the launcher said.
    final class Said { var sentences: [String] = [] }

    func launcher(_ store: SavedStateMemory, _ said: Said) -> LauncherScene {
        var launcher = LauncherScene(entries: DemoCatalog.entries)
        launcher.keeping = AppKeeping(store: store) { said.sentences.append($0) }
        launcher.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        return launcher
    }

    @Test func anAppLeftAndOpenedAgainComesBackAsItWasLeft() throws {
        let store = SavedStateMemory()
        let said = Said()
        var launcher = launcher(store, said)
        let board = try #require(launcher.entryIndex(titled: "Board"))
        launcher.openApp(at: board)
        #expect(launcher.stateDescription.contains("Plan the week"))
        launcher.handle(.key(try KeyEvent(parsing: "tab", time: 1)))
        launcher.handle(.key(try KeyEvent(parsing: "delete", time: 2)))
        let changed = launcher.stateDescription
        #expect(!changed.contains("Plan the week"))
        launcher.keepOpenApp(closing: true)
        #expect(launcher.openAppTitle == nil)
        #expect(store.entries["board"] != nil)
        launcher.openApp(at: board)
        #expect(launcher.stateDescription == changed)
        // A new launcher (the next run) opens it from the same store.
        var next = self.launcher(store, said)
        next.openApp(at: board)
        #expect(next.stateDescription == changed)
        #expect(said.sentences.isEmpty)
    }

    @Test func unreadableSavedWorkIsSetAsideAndSaid() throws {
        let store = SavedStateMemory()
        try store.save("chess save 1\nmoves e2e5\n", for: .chess)
        let said = Said()
        var launcher = launcher(store, said)
        launcher.openApp(at: try #require(launcher.entryIndex(titled: "Chess")))
        #expect(
            said.sentences == [
                "The last game could not be read (it does not say start), so it was set aside "
                    + "as chess.corrupt-1 and a new game begun."
            ])
        #expect(store.entries["chess.corrupt-1"] != nil)
    }

    @Test func appsThatKeepNothingAreLeftAlone() throws {
        let store = SavedStateMemory()
        var launcher = launcher(store, Said())
        launcher.openApp(at: try #require(launcher.entryIndex(titled: "Widgets")))
        launcher.keepOpenApp(closing: true)
        #expect(store.entries.isEmpty)
    }
}
