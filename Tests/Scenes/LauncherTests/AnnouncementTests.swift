import Launcher
import StageKit
import TestSupport
import Testing

@Suite("Launcher: the open app's announcements reach the host")
struct LauncherAnnouncementTests {
    @Test(
        "keyboard play in Pentominoes is announced through the launcher, and nothing on the cards")
    func pentominoesKeyboardPlayIsAnnounced() {
        var user = SceneDriver(LauncherScene(entries: DemoCatalog.entries))
        #expect(user.scene.announcement == "")
        user.key("1")
        #expect(user.scene.openAppTitle == "Pentominoes")
        user.key("tab")
        user.key("enter")
        #expect(user.scene.announcement.contains("piece"), "\(user.scene.announcement)")
        let pickedUp = user.scene.announcement
        user.key("right")
        #expect(user.scene.announcement != pickedUp, "each step is said")
        user.key("escape")
        user.key("escape")
        #expect(user.scene.openAppTitle == nil)
        #expect(user.scene.announcement == "")
    }
}
