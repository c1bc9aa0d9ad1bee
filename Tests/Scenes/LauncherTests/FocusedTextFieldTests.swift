import Launcher
import StageKit
import TestSupport
import Testing

@Suite("Launcher: the open app's focused text field reaches the host, where it is drawn")
struct LauncherFocusedTextFieldTests {
    @Test("the Board's add-card field is recorded under the bar, and an edit there adds a card")
    func boardAddCardField() {
        var user = SceneDriver(LauncherScene(entries: DemoCatalog.entries))
        user.scene.openApp(at: user.scene.entryIndex(titled: "Board")!)
        user.settle()
        #expect(user.list.focusedTextField == nil)
        user.tap(at: user.seen(.control, "Add a card to Doing")!.frame.center)
        let field = user.list.focusedTextField
        let drawn = user.seen(.control, "Title of the new card")
        #expect(field != nil && field?.frame == drawn?.frame)
        #expect(field.map { $0.frame.minY >= user.scene.appFrame.minY } == true)
        #expect(field?.text == "" && field?.selection == 0..<0)
        // What a phone's text box sends: its whole value, then Enter.
        let typed = TextInput(changing: "", to: "Buy milk", caret: 8, time: 1)!
        user.scene.handle(.text(typed))
        #expect(user.list.focusedTextField?.text == "Buy milk")
        user.key("enter")
        #expect(user.list.focusedTextField?.text == "")
        user.key("escape")
        #expect(user.list.focusedTextField == nil)
        #expect(user.scene.stateDescription.contains("Buy milk"), "\(user.scene.stateDescription)")
    }
}
