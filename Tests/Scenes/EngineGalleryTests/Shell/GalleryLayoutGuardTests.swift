import EngineGallery
import Geometry
import StageKit
import TestSupport
import Testing

/// Every gallery page at rest, at the desktop's smallest window and larger ones, as a
/// person sees it: every item lies inside the window and wholly inside any place it sits
/// on (a zone, a panel, a magnet's disc), and covers neither another item nor the name
/// written on a place. (The controls are guarded for every app in `LayoutGuardTests`.)
@Suite("Gallery layout guard")
struct GalleryLayoutGuardTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 800, height: 600),
        Size(width: 1280, height: 800), Size(width: 2560, height: 1600),
    ]

    /// The page in a window of `size`, settled (every zone filed, every tile at rest).
    static func driver(_ page: GalleryPage, size: Size) -> SceneDriver<EngineGalleryScene> {
        var driver = SceneDriver(EngineGalleryScene(page: page), size: size)
        _ = driver.settle()
        return driver
    }

    /// The sortable page's lists, which scroll: an item half scrolled out is cut by design.
    static let scrolling: Set<String> = ["Shopping", "Tiles", "To do", "Done"]

    /// Whether two rects share more than a hairline.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        guard let common = a.intersection(b) else { return false }
        return common.width > 0.5 && common.height > 0.5
    }

    @Test(arguments: GalleryPage.allCases, sizes)
    func itemsAtRestStayInsideTheirPlacesAndCoverNoNameNorEachOther(
        page: GalleryPage, size: Size
    ) {
        let driver = Self.driver(page, size: size)
        let list = driver.list
        let places = list.seen(.place).filter { !$0.frame.isEmpty }
        // A scrolling list shows part of an item at its edge, by design: what it shows.
        let lists = places.filter { Self.scrolling.contains($0.label) }
        let items = list.seen(.item).map { item in
            var shown = item
            if let home = lists.first(where: { Self.overlap($0.frame, item.frame) }) {
                shown.frame = item.frame.intersection(home.frame) ?? item.frame
            }
            return shown
        }
        let window = Rect(origin: .zero, size: size).outset(by: 0.5)
        for item in items {
            // A scrolling list shows part of an item at its edge, by design.
            #expect(
                window.contains(item.frame), "\(page) at \(size): '\(item.label)' leaves the window"
            )
            for place in places
            where !Self.scrolling.contains(place.label) && Self.overlap(item.frame, place.frame)
                && !place.frame.outset(by: 0.5).contains(item.frame)
            {
                Issue.record(
                    "\(page) at \(size): '\(item.label)' \(item.frame) is cut by '\(place.label)' \(place.frame)"
                )
            }
        }
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] where Self.overlap(a.frame, b.frame) {
                Issue.record("\(page) at \(size): '\(a.label)' and '\(b.label)' overlap")
            }
        }
        // The names written on places: text runs reading a place's label.
        let names = Set(list.seen(.place).map { $0.label })
        for entry in list.items where entry.transform.isIdentity {
            guard case .text(let run) = entry.content, names.contains(run.string) else { continue }
            let written = run.drawnFrame
            for item in items where Self.overlap(item.frame, written) {
                Issue.record("\(page) at \(size): '\(item.label)' covers the name '\(run.string)'")
            }
        }
    }
}
