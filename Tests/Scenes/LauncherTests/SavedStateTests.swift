import EmojiArt
import EmojiArtScene
import Geometry
import Gestures
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

    @Test func aPictureSavedAsAFileComesBackLinkedToIt() throws {
        let store = SavedStateMemory()
        let saved = SavedPicture(document: EmojiArtDocument(), fileName: "/home/ada/art.json")
        try store.save(saved.text, for: .emojiArt)
        var launcher = launcher(store, Said())
        launcher.openApp(at: try #require(launcher.entryIndex(titled: "Emoji Art")))
        launcher.keepOpenApp(closing: true)
        let kept = try SavedPicture(decoding: try #require(store.entries["emoji-art"]))
        #expect(kept.fileName == "/home/ada/art.json")
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

/// The property over the whole catalog: every app that keeps work, changed by random
/// drags and taps, then left, comes back exactly as it was left, in this run of the
/// launcher and in the next one.
@Suite struct EveryAppKeepsItsWork {
    static let keeping = DemoCatalog.entries.map { $0.title }.filter {
        DemoCatalog.savedStateKey(ofTitle: $0) != nil
    }

    @Test func theFourAppsKeepWork() {
        #expect(Set(Self.keeping) == ["Pentominoes", "Chess", "Emoji Art", "Board"])
    }

    /// Four seeded runs an app: each must come back as it was left, and random input must
    /// have changed the app in at least one of them (a random tap may also open a sheet
    /// that takes the rest of a run).
    @Test(arguments: keeping)
    func changedLeftAndOpenedAgainIsAsLeft(title: String) throws {
        var changed = 0
        for seed: UInt64 in 0..<4 where try leaveAndReopen(title, seed: seed) { changed += 1 }
        #expect(changed > 0, "\(title): random input changed nothing in any run")
    }

    /// One run: random input, leave, reopen, quit, start again; says whether the input
    /// changed the app.
    func leaveAndReopen(_ title: String, seed: UInt64) throws -> Bool {
        let store = SavedStateMemory()
        var launcher = LauncherScene(entries: DemoCatalog.entries)
        launcher.keeping = AppKeeping(store: store) { Issue.record("said: \($0)") }
        launcher.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        launcher.openApp(at: try #require(launcher.entryIndex(titled: title)))
        let fresh = launcher.stateDescription
        var random = SeededGenerator(seed: seed)
        var time = 1.0
        func send(_ event: InputEvent) {
            launcher.handle(event)
            _ = launcher.advance(to: time)
        }
        // Random drags and taps below the launcher's bar until the app's state changes
        // (keys could open a sheet that would take every later event).
        for _ in 0..<2000 where launcher.stateDescription == fresh {
            let from = Point(
                x: Double.random(in: 20...1260, using: &random),
                y: Double.random(in: 100...780, using: &random))
            let to = Point(
                x: Double.random(in: 20...1260, using: &random),
                y: Double.random(in: 100...780, using: &random))
            send(.pointer(PointerEvent(.down, at: from, time: time)))
            for step in 1...6 {
                time += 0.03
                send(
                    .pointer(
                        PointerEvent(
                            .move, at: from.interpolated(to: to, by: Double(step) / 6), time: time))
                )
            }
            time += 0.03
            send(.pointer(PointerEvent(.up, at: to, time: time)))
            time += 1
            send(.tick(time))
        }
        // Whatever the changes left in flight settles before the app is left.
        time += 5
        send(.tick(time))
        #expect(launcher.openAppTitle == title, "the random input stayed in \(title)")
        let left = launcher.stateDescription
        launcher.keepOpenApp(closing: true)
        #expect(launcher.openAppTitle == nil, "\(title) closed")
        launcher.openApp(at: try #require(launcher.entryIndex(titled: title)), time: time)
        #expect(launcher.stateDescription == left, "\(title) reopened as it was left")
        // Quit and start again: the next launcher opens it from the same store.
        launcher.keepOpenApp(closing: true)
        var next = LauncherScene(entries: DemoCatalog.entries)
        next.keeping = AppKeeping(store: store) { Issue.record("said: \($0)") }
        next.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
        next.openApp(at: try #require(next.entryIndex(titled: title)))
        #expect(next.stateDescription == left, "\(title) in the next run as it was left")
        // What is kept survives a round trip whole, beyond what the description shows
        // (Emoji Art's linked file, Chess's date and players).
        let key = try #require(DemoCatalog.savedStateKey(ofTitle: title))
        let kept = store.entries[key.app]
        next.keepOpenApp(closing: true)
        #expect(store.entries[key.app] == kept, "\(title) keeps the same state after a round trip")
        return left != fresh
    }
}
