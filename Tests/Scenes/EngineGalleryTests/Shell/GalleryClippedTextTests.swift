import EngineGallery
import Geometry
import StageKit
import TestSupport
import Testing

/// Every gallery page, at rest: no help or label is cut by the panel it is clipped to
/// (it wraps or ends in "…"); the sortable page's lists scroll, so their edges may cut.
@Suite("Gallery text cut by clips")
struct GalleryClippedTextTests {
    @Test(arguments: GalleryPage.allCases, GalleryLayoutGuardTests.sizes)
    func noTextIsCutByThePanelAroundIt(page: GalleryPage, size: Size) {
        let driver = GalleryLayoutGuardTests.driver(page, size: size)
        let lists = driver.list.seen(.place)
            .filter { GalleryLayoutGuardTests.scrolling.contains($0.label) }.map(\.frame)
        let cut = driver.list.textCutByClips(scrolling: { clip in
            lists.contains { $0.intersection(clip) == clip }
        })
        #expect(cut.isEmpty, "\(page) at \(size): \(cut)")
    }
}
