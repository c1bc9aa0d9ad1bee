import EngineGallery
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

    @Test(
        "the engine gallery's No pointer page is announced through the launcher, a repeat counts as new, and the cards say nothing"
    )
    func noPointerPageIsAnnouncedAndARepeatIsNew() {
        var user = SceneDriver(
            LauncherScene(entries: DemoCatalog.entries(galleryPage: .withoutPointer)))
        user.key("5")
        #expect(user.scene.openAppTitle == DemoCatalog.galleryTitle)
        #expect(user.scene.announcement == "" && user.scene.announcementCount == 0)
        user.key("tab")
        #expect(
            user.scene.announcement == "Focus on the red box, on top left. Space picks it up.")
        user.key("space")
        #expect(user.scene.announcement.hasPrefix("Picked up the red box on top left."))
        user.key("up")
        let stuck = "The red box cannot move up from top left."
        #expect(user.scene.announcement == stuck)
        let first = user.scene.announcementCount
        user.key("up")
        #expect(user.scene.announcement == stuck)
        #expect(user.scene.announcementCount == first + 1, "the repeat is a new announcement")
        user.wait(1)
        #expect(user.scene.announcementCount == first + 1, "time alone says nothing new")
        user.key("escape")
        #expect(user.scene.announcement.hasPrefix("Cancelled"), "\(user.scene.announcement)")
        user.key("escape")
        #expect(user.scene.openAppTitle == nil)
        #expect(user.scene.announcement == "" && user.scene.announcementCount == 0)
    }
}
