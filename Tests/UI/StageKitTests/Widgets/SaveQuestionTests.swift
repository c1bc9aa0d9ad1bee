import Geometry
import Gestures
import StageKit
import Testing

@Suite("SaveQuestion")
struct SaveQuestionTests {
    enum Pending: Hashable, Sendable { case new, close }
    let window = Size(width: 900, height: 600)

    func asked(canSave: Bool = true) -> SaveQuestion<Pending> {
        var question = SaveQuestion<Pending>()
        question.ask(
            before: .close, name: "\"art.json\"", consequence: "Closing", canSave: canSave,
            in: window, at: 0)
        _ = question.advance(to: 1)
        return question
    }

    func click(_ title: String, on question: inout SaveQuestion<Pending>) -> SaveQuestion<
        Pending
    >.Outcome? {
        guard let button = question.sheet.buttons.first(where: { $0.title == title }) else {
            Issue.record("no \(title) button")
            return nil
        }
        let c = button.frame.center
        _ = question.handle(.pointer(PointerEvent(.down, at: c, time: 1.1)), at: 1.1)
        return question.handle(.pointer(PointerEvent(.up, at: c, time: 1.2)), at: 1.2)
    }

    @Test("it names the file and what is at stake, and offers Cancel, Discard and Save")
    func wording() {
        let question = asked()
        #expect(question.sheet.title == "Save the changes to \"art.json\"?")
        #expect(question.sheet.message.hasPrefix("Closing without saving loses the changes"))
        #expect(question.sheet.buttons.map(\.title) == ["Cancel", "Discard", "Save"])
        #expect(question.isPresented)
    }

    @Test("each answer carries what waited for it; Escape and Cancel keep everything")
    func answers() {
        var question = asked()
        #expect(click("Discard", on: &question) == .answered(.discard(.close)))
        #expect(!question.isPresented && question.pending == nil)
        question = asked()
        #expect(click("Save", on: &question) == .answered(.save(.close)))
        question = asked()
        #expect(click("Cancel", on: &question) == .answered(.cancel))
        question = asked()
        let escape = question.handle(.key(KeyEvent(.escape, time: 1.5)), at: 1.5)
        #expect(escape == .answered(.cancel))
    }

    @Test("Save is offered only where there is somewhere to save, and a failure is explained")
    func saveDisabledAndFailure() {
        var question = asked(canSave: false)
        #expect(question.sheet.buttons.last?.isEnabled == false)
        let enter = question.handle(.key(KeyEvent(.enter, time: 1.5)), at: 1.5)
        #expect(enter == .busy, "Enter on a disabled Save does nothing")
        question.explain("The disk is full.", in: window)
        #expect(question.sheet.message == "The disk is full." && question.isPresented)
    }

    @Test("when it is not up it takes nothing")
    func notAsked() {
        var question = SaveQuestion<Pending>()
        #expect(question.handle(.key(KeyEvent(.escape, time: 0)), at: 0) == nil)
    }
}
