import EngineGallery
import Geometry
import StageKit
import TestSupport
import Testing

/// Every gallery page on phones and a tablet, upright and sideways: the checks of
/// `GalleryLayoutGuardTests`, and no control overlaps another or leaves the window.
@Suite("Gallery on phones")
struct GalleryPhoneLayoutTests {
    static let sizes = [
        Size(width: 320, height: 480), Size(width: 360, height: 640), Size(width: 390, height: 844),
        Size(width: 844, height: 390), Size(width: 768, height: 1024),
    ]

    @Test(arguments: GalleryPage.allCases, sizes)
    func fits(page: GalleryPage, size: Size) {
        GalleryLayoutGuardTests().itemsAtRestStayInsideTheirPlacesAndCoverNoNameNorEachOther(
            page: page, size: size)
        let controls = GalleryLayoutGuardTests.driver(page, size: size).seen(.control)
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        for control in controls where !window.contains(control.frame) {
            Issue.record("\(page) at \(size): '\(control.label)' leaves the window")
        }
        for (i, a) in controls.enumerated() {
            for b in controls[(i + 1)...] where GalleryLayoutGuardTests.overlap(a.frame, b.frame) {
                Issue.record("\(page) at \(size): '\(a.label)' and '\(b.label)' overlap")
            }
        }
    }
}

/// On a phone the tabs fold into a menu whose button names the page shown: the menu shows
/// when it is tapped, and a page chosen in it opens.
@Suite("Gallery's pages on a phone")
struct GalleryPhonePagesTests {
    @Test func thePagesAreChosenFromTheMenuNamedForThePageShown() throws {
        var app = GalleryLayoutGuardTests.driver(.snapZones, size: Size(width: 390, height: 844))
        app.pointerKind = .touch
        #expect(app.seen(.control, "Collide") == nil, "the tabs are folded")
        #expect(app.seen(.control, "More ▾") == nil)
        let menu = try #require(app.seen(.control, "Snap zones ▾"))
        app.tap(at: menu.frame.center)
        let row = try #require(app.seen(.control, "Collide"), "the open menu lists the pages")
        #expect(Rect(origin: .zero, size: app.size).contains(row.frame))
        app.tap(at: row.frame.center)
        #expect(app.scene.page == .collisions)
        #expect(app.seen(.control, "Collide") == nil, "the menu closed")
        #expect(app.seen(.control, "Collisions ▾") != nil, "the button names the new page")
    }
}

/// On a phone a long caption takes two lines; a tap opens the whole of it over the page and
/// the next tap or Escape closes it; the page menu, open over the caption, still chooses.
@Suite("Gallery's caption on a phone")
struct GalleryPhoneCaptionTests {
    static func phone(_ page: GalleryPage) -> SceneDriver<EngineGalleryScene> {
        var app = GalleryLayoutGuardTests.driver(page, size: Size(width: 390, height: 844))
        app.pointerKind = .touch
        return app
    }

    @Test func aTapOpensTheWholeCaptionAndTheNextClosesIt() throws {
        var app = Self.phone(.sortable)
        let about = try #require(app.seen(.control, "About this page"))
        let lines = app.list.items.filter {
            if case .text(let run) = $0.content { return about.frame.contains(run.position) }
            return false
        }
        #expect(lines.count == 2, "two lines, closed")
        let before = app.scene.stateDescription
        app.tap(at: about.frame.center)
        #expect(app.seen(.control, "About this page")?.value == "open")
        app.tap(at: Point(x: 195, y: 600))
        #expect(app.seen(.control, "About this page")?.value == "", "the next tap closes it")
        #expect(app.scene.stateDescription == before, "and does nothing on the page")
        app.tap(at: about.frame.center)
        app.key("escape")
        #expect(app.seen(.control, "About this page")?.value == "")
        #expect(app.scene.exitRequest == nil, "Escape closed the caption, not the gallery")
    }

    @Test func aPageChosenFromTheMenuOverTheCaptionOpens() throws {
        var app = Self.phone(.sortable)
        app.tap(at: try #require(app.seen(.control, "Sortable ▾")).frame.center)
        let row = try #require(app.seen(.control, "Snap"))
        let about = try #require(app.seen(.control, "About this page"))
        #expect(row.frame.intersection(about.frame) != nil, "the row lies over the caption")
        app.tap(at: row.frame.center)
        #expect(app.scene.page == .snapZones)
        #expect(app.seen(.control, "About this page")?.value == "")
    }
}
