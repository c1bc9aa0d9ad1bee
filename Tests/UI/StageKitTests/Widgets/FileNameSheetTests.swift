import Geometry
import Gestures
import StageKit
import Testing

/// The file-name sheet, driven by the keys and clicks a person would use and read from
/// what it draws.
@Suite("File-name sheet")
struct FileNameSheetTests {
    var sheet = FileNameSheet(
        title: "Save the game", message: "Name the file.", actionTitle: "Save")
    var files: Set<String> = []
    var time = 0.0
    /// What the last event handed back.
    var outcome: FileNameSheet.Outcome?

    init() {
        sheet.present(suggesting: "game.pgn", in: Size(width: 1000, height: 700), at: 0)
        wait()
    }

    mutating func wait() {
        time += 1
        _ = sheet.advance(to: time)
    }

    mutating func send(_ event: InputEvent) {
        let files = files
        outcome = sheet.handle(event) { files.contains($0) }
    }

    mutating func key(_ chord: String) {
        send(.key(try! KeyEvent(parsing: chord, time: time)))
    }

    mutating func type(_ text: String) { send(.text(TextInput(text, time: time))) }

    /// Clicks the control drawn with this label.
    mutating func click(_ label: String) {
        guard let control = seen(label) else {
            Issue.record("no \(label) control is drawn")
            return
        }
        for phase in [PointerEvent.Phase.down, .up] {
            send(.pointer(PointerEvent(phase, at: control.frame.center, time: time)))
        }
    }

    var drawn: DisplayList {
        var list = DisplayList()
        sheet.draw(into: &list)
        return list
    }

    func seen(_ label: String) -> SeenElement? { drawn.seen(.control).last { $0.label == label } }

    func shows(_ text: String) -> Bool { drawn.strings.contains { $0.contains(text) } }

    @Test("the suggested name comes selected: typing replaces it; Enter hands it back trimmed")
    mutating func typingReplacesTheSuggestedName() {
        #expect(seen("File name")?.value == "game.pgn")
        type("  mine.pgn ")
        #expect(seen("File name")?.value == "  mine.pgn ")
        #expect(outcome == nil)
        key("enter")
        #expect(outcome == .chosen("mine.pgn"))
        #expect(sheet.isPresented, "the scene dismisses it once the file is written")
    }

    @Test("an empty name is refused in the sheet")
    mutating func emptyNameRefused() {
        key("backspace")
        type("   ")
        key("enter")
        #expect(outcome == nil)
        #expect(shows("Type a file name first."))
        click("Save")
        #expect(outcome == nil && sheet.isPresented)
    }

    @Test("a name that is there is asked about inline; Enter or Replace confirms")
    mutating func replaceAskedAndConfirmed() {
        files = ["game.pgn"]
        key("enter")
        #expect(outcome == nil, "nothing handed back yet")
        #expect(shows("Replace \"game.pgn\"? A file of that name is already there."))
        #expect(seen("Replace") != nil && seen("Save") == nil)
        key("enter")
        #expect(outcome == .chosen("game.pgn"))
        // The Replace button confirms as well.
        sheet.present(suggesting: "game.pgn", in: Size(width: 1000, height: 700), at: time)
        wait()
        #expect(seen("Save") != nil && !shows("Replace"), "a fresh sheet asks afresh")
        click("Save")
        #expect(outcome == nil && seen("Replace") != nil)
        click("Replace")
        #expect(outcome == .chosen("game.pgn"))
    }

    @Test("typing another name after the question asks again, for that name")
    mutating func replaceCancelledByTypingAnotherName() {
        files = ["game.pgn", "other.pgn"]
        key("enter")
        #expect(shows("Replace \"game.pgn\"?"))
        type("new.pgn")
        #expect(!shows("Replace") && seen("Save") != nil, "the question was about game.pgn")
        #expect(shows("Name the file."))
        key("ctrl+a")
        type("other.pgn")
        key("enter")
        #expect(outcome == nil)
        #expect(shows("Replace \"other.pgn\"?"))
        key("enter")
        #expect(outcome == .chosen("other.pgn"))
    }

    @Test("Escape and Cancel cancel, and the sheet goes away")
    mutating func escapeCancels() {
        files = ["game.pgn"]
        key("enter")
        key("escape")
        #expect(outcome == .cancelled)
        #expect(!sheet.isPresented)
        wait()
        #expect(drawn.seen(.control).isEmpty)
        sheet.present(suggesting: "game.pgn", in: Size(width: 1000, height: 700), at: time)
        wait()
        click("Cancel")
        #expect(outcome == .cancelled && !sheet.isPresented)
    }

    @Test("a failure is shown in the sheet, which stays up with the name")
    mutating func failureShownAndSheetKept() {
        key("enter")
        #expect(outcome == .chosen("game.pgn"))
        sheet.fail("Could not save \"game.pgn\": the disk is full.")
        wait()
        #expect(sheet.isPresented)
        #expect(shows("Could not save \"game.pgn\": the disk is full."))
        #expect(seen("File name")?.value == "game.pgn")
        key("enter")
        #expect(outcome == .chosen("game.pgn"), "it can be tried again")
    }

    @Test("without storage it says why, takes no typing, and its action is disabled")
    func unavailable() {
        var sheet = FileNameSheet(
            title: "Save", message: "Name the file.", actionTitle: "Save", isAvailable: false,
            unavailableMessage: "Saving is not available here.")
        sheet.present(suggesting: "game.pgn", in: Size(width: 1000, height: 700), at: 0)
        _ = sheet.advance(to: 1)
        #expect(sheet.handle(.text(TextInput("x", time: 1))) { _ in false } == nil)
        #expect(sheet.handle(.key(try! KeyEvent(parsing: "enter", time: 1))) { _ in false } == nil)
        var list = DisplayList()
        sheet.draw(into: &list)
        #expect(list.strings.contains("Saving is not available here."))
        #expect(list.seen(.control).last { $0.label == "Save" }?.value == "disabled")
        #expect(list.seen(.control).last { $0.label == "File name" }?.value == "game.pgn")
        #expect(sheet.isPresented)
    }
}
