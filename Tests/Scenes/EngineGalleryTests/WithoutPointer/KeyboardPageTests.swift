import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The "without a pointer" page in a window, read through what it draws.
struct KeyboardApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .withoutPointer), size: size)
    }

    func box(_ name: String) -> SeenElement { app.seen(.item, "the \(name) box")! }
    func shelf(_ name: String) -> Rect { app.seen(.place, name)!.frame }
    /// The newest announcement: the first line drawn under the "Announcements" heading.
    var said: String {
        let strings = app.strings
        guard let i = strings.firstIndex(of: "Announcements"), i + 1 < strings.count else {
            return ""
        }
        return strings[i + 1]
    }
}

@Test func aBoxIsCarriedFromShelfToShelfWithTheKeysAndEveryStepIsAnnounced() {
    var page = KeyboardApp()
    page.app.key("tab")
    #expect(page.said == "Focus on the red box, on top left. Space picks it up.")
    page.app.key("space")
    #expect(page.said.hasPrefix("Picked up the red box on top left."))
    #expect(page.box("red").value == "carried")
    page.app.key("right")
    #expect(page.said == "The red box over top middle, can drop here.")
    page.app.key("right")
    #expect(page.said == "The red box over top right, cannot drop here.", "the green box is there")
    page.app.key("down")
    #expect(page.said == "The red box over the locked shelf, cannot drop here.")
    page.app.key("enter")
    #expect(page.said == "The red box cannot be dropped on the locked shelf.")
    page.app.key("left")
    page.app.key("left")
    page.app.key("enter")
    #expect(page.said == "Dropped the red box on bottom left.")
    page.app.settle()
    #expect(page.box("red").value == "bottom left")
    #expect(
        isClose(page.box("red").frame.center, page.shelf("bottom left").center, tolerance: 1e-6))
    let shown = page.app.shows("Picked up the red box on top left.")
    #expect(shown, "earlier announcements stay listed")
}

@Test func whatThePageListsIsTheGallerysAnnouncementAndSwitchingPagesSaysNothingNew() {
    var page = KeyboardApp()
    #expect(page.app.scene.announcement == "" && page.app.scene.announcementCount == 0)
    for (n, key) in ["tab", "space", "right", "enter"].enumerated() {
        page.app.key(key)
        #expect(page.app.scene.announcement == page.said, "after \(key)")
        #expect(page.app.scene.announcementCount == n + 1)
    }
    page.app.key("pagedown")
    #expect(page.app.scene.page == .sortable)
    #expect(page.app.scene.announcementCount == 4, "another page is not an announcement")
    page.app.key("pageup")
    page.app.key("tab")
    #expect(page.app.scene.announcement == page.said && page.app.scene.announcementCount == 5)
}

@Test func escapePutsACarriedBoxBackThenLeaves() {
    var page = KeyboardApp()
    let home = page.box("red").frame
    page.app.key("tab")
    page.app.key("space")
    page.app.key("down")
    page.app.key("escape")
    #expect(page.said.hasPrefix("Cancelled"), "\(page.said)")
    page.app.settle()
    #expect(isClose(page.box("red").frame, home, tolerance: 1e-6))
    #expect(page.app.scene.exitRequest == nil)
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}

@Test func tappingABoxThenAShelfMovesItThereUnlessTheShelfRefuses() {
    var page = KeyboardApp()
    page.app.tap(at: page.box("blue").frame.center)
    #expect(page.said == "Selected the blue box on bottom middle. Tap where it should go.")
    #expect(page.box("blue").value == "bottom middle, selected")
    page.app.tap(at: page.shelf("the locked shelf").center)
    #expect(page.said == "The blue box cannot go to the locked shelf.")
    page.app.tap(at: page.box("blue").frame.center)
    page.app.tap(at: page.shelf("bottom left").center)
    #expect(page.said == "Moved the blue box from bottom middle to bottom left.")
    page.app.settle()
    #expect(
        isClose(page.box("blue").frame.center, page.shelf("bottom left").center, tolerance: 1e-6))
}

// At 640 points the ten tabs fold into a menu (the layout guard checks it).
@Test(arguments: [Size(width: 800, height: 600), Size(width: 1280, height: 800)])
func theShelvesTheBoxesAndTheTabsFitTheWindow(size: Size) {
    let page = KeyboardApp(size: size)
    let window = Rect(origin: .zero, size: size)
    for name in KeyboardPage.shelfNames { #expect(window.contains(page.shelf(name))) }
    for name in ["red", "blue", "green"] { #expect(window.contains(page.box(name).frame)) }
    // The tabs show short titles in a narrow window.
    let tabs = GalleryPage.allCases.compactMap { tab in
        (page.app.seen(.control, tab.title) ?? page.app.seen(.control, tab.shortTitle))?.frame
    }
    #expect(tabs.count == GalleryPage.allCases.count, "every tab is drawn")
    for (i, tab) in tabs.enumerated() {
        #expect(window.contains(tab))
        for other in tabs[(i + 1)...] { #expect(!tab.intersects(other.outset(by: -0.5))) }
    }
}
