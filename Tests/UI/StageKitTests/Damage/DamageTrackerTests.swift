import Geometry
import StageKit
import Testing
import TestSupport

@Suite("DamageTracker: the tiles that changed between frames")
struct DamageTrackerTests {
    let window = Size(width: 1024, height: 768)
    let red = Color(hex: 0xE02020)
    let blue = Color(hex: 0x2050E0)

    func list(_ body: (inout DisplayList) -> Void) -> DisplayList {
        var list = DisplayList(background: .white)
        body(&list)
        return list
    }

    /// The tiles' top left corners, for short expectations.
    func corners(_ damage: Damage) -> [Point] { damage.tiles.map(\.origin) }

    @Test("the first frame is redrawn whole; the same frame again needs nothing")
    func firstFrameThenNothing() {
        var tracker = DamageTracker()
        let frame = list { $0.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), red) }
        let first = tracker.damage(for: frame, size: window)
        #expect(first.isEverything)
        #expect(first.tiles.count == 4 * 3)  // 256-point tiles at scale 1
        #expect(tracker.damage(for: frame, size: window).isEmpty)
    }

    @Test("a moved item damages the tiles of its old and new places, and no others")
    func movedItem() {
        var tracker = DamageTracker()
        let background = { (list: inout DisplayList) in
            list.fill(.rect(Rect(x: 0, y: 0, width: 1024, height: 768)), Color(hex: 0xEEEEEE))
            list.text("Title", at: Point(x: 600, y: 600), font: Font(size: 20), color: .black)
        }
        _ = tracker.damage(
            for: list {
                background(&$0)
                $0.fill(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), red)
            }, size: window)
        let moved = tracker.damage(
            for: list {
                background(&$0)
                $0.fill(.rect(Rect(x: 300, y: 20, width: 40, height: 40)), red)
            }, size: window)
        #expect(!moved.isEverything)
        #expect(corners(moved) == [Point(x: 0, y: 0), Point(x: 256, y: 0)])
        // The big background reaches the damaged tiles, so it is drawn there.
        #expect(moved.itemBounds[0].intersects(moved.tiles[0]))
    }

    @Test("restacking overlapping items damages where they are, though no item changed")
    func restacked() {
        var tracker = DamageTracker()
        let a = DisplayItem(.fill(.rect(Rect(x: 600, y: 400, width: 40, height: 40)), red))
        let b = DisplayItem(.fill(.rect(Rect(x: 620, y: 420, width: 40, height: 40)), blue))
        _ = tracker.damage(
            for: list {
                $0.append(a); $0.append(b)
            }, size: window)
        let swapped = tracker.damage(
            for: list {
                $0.append(b); $0.append(a)
            }, size: window)
        #expect(corners(swapped) == [Point(x: 512, y: 256)])
    }

    @Test("a new background, size or pixel scale redraws everything")
    func wholeWindowChanges() {
        var tracker = DamageTracker()
        let frame = list { $0.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), red) }
        _ = tracker.damage(for: frame, size: window)
        var dark = frame
        dark.background = .black
        #expect(tracker.damage(for: dark, size: window).isEverything)
        #expect(tracker.damage(for: dark, size: Size(width: 800, height: 600)).isEverything)
        let hiDPI = tracker.damage(for: dark, size: Size(width: 800, height: 600), pixelScale: 2)
        #expect(hiDPI.isEverything)
        // At scale 2 a 256-pixel tile is 128 points.
        #expect(hiDPI.tiles[1].origin == Point(x: 128, y: 0))
        tracker.reset()
        #expect(
            tracker.damage(for: dark, size: Size(width: 800, height: 600), pixelScale: 2)
                .isEverything)
    }

    @Test("a changed clip damages the items inside it, which did not change themselves")
    func changedClip() {
        var tracker = DamageTracker()
        func framed(_ clip: Rect) -> DisplayList {
            list { list in
                list.clipped(to: clip) {
                    $0.fill(.rect(Rect(x: 300, y: 300, width: 100, height: 100)), red)
                }
            }
        }
        _ = tracker.damage(for: framed(Rect(x: 300, y: 300, width: 100, height: 50)), size: window)
        let wider = tracker.damage(
            for: framed(Rect(x: 300, y: 300, width: 100, height: 100)), size: window)
        #expect(corners(wider) == [Point(x: 256, y: 256)])
    }

    @Test("shadows and strokes widen an item's bounds; invisible items have none")
    func bounds() {
        let shadowed = DisplayItem(
            .fill(.rect(Rect(x: 100, y: 100, width: 50, height: 50)), red),
            shadow: Shadow(color: .black, radius: 10, offset: Vector(dx: 0, dy: 8)))
        let b = shadowed.drawnBounds!
        #expect(b.minY <= 108 - 10 && b.maxY >= 158 + 10 && b.minX <= 90)
        let stroked = DisplayItem(
            .stroke(.rect(Rect(x: 100, y: 100, width: 50, height: 50)), Stroke(.black, width: 6)))
        #expect(stroked.drawnBounds!.minX <= 97)
        #expect(
            DisplayItem(.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), red), opacity: 0)
                .drawnBounds == nil)
        let nan = DisplayItem(.fill(.rect(Rect(x: .nan, y: 0, width: 5, height: 5)), red))
        #expect(nan.drawnBounds == nil)
    }

    /// Everything that draws in a tile, in order, with the clips around it (an item cut
    /// away by its clips draws nothing).
    func drawing(in tile: Rect, of list: DisplayList) -> [String] {
        var clips: [(item: DisplayItem, box: Rect?)] = []
        var seen: [String] = []
        for item in list.items {
            switch item.content {
            case .beginClip(let rect):
                let box = item.transform.apply(to: rect)
                clips.append(
                    (item, clips.isEmpty ? box : clips[clips.count - 1].box?.intersection(box)))
            case .endClip: if !clips.isEmpty { clips.removeLast() }
            default:
                guard var b = item.drawnBounds else { continue }
                if let last = clips.last {
                    guard let box = last.box, let cut = b.intersection(box) else { continue }
                    b = cut
                }
                if b.intersects(tile) { seen.append("\(item) in \(clips.map(\.item))") }
            }
        }
        return seen
    }

    @Test("random edits: every tile left alone is drawn by the same items in the same order")
    func randomEdits() {
        var random = SeededGenerator(seed: 28)
        let colors = [red, blue, .black, Color(hex: 0x20A040)]
        func randomItem() -> DisplayItem {
            let rect = Rect(
                x: Double.random(in: -50..<1000, using: &random),
                y: Double.random(in: -50..<750, using: &random),
                width: Double.random(in: 1..<300, using: &random),
                height: Double.random(in: 1..<300, using: &random))
            let color = colors[Int.random(in: 0..<colors.count, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return DisplayItem(.fill(.roundedRect(rect, radius: 8), color))
            case 1: return DisplayItem(.stroke(.ellipse(rect), Stroke(color, width: 3)))
            case 2:
                return DisplayItem(
                    .text(
                        TextRun(
                            "Card \(Int(rect.width))", at: rect.origin, font: Font(size: 14),
                            color: color)))
            default:
                return DisplayItem(
                    .fill(.rect(rect), color),
                    shadow: Shadow(color: .black, radius: 12, offset: Vector(dx: 0, dy: 4)))
            }
        }
        var tracker = DamageTracker()
        var items = (0..<30).map { _ in randomItem() }
        func frame() -> DisplayList {
            list { list in
                for (i, item) in items.enumerated() {
                    if i == 10 {
                        list.clipped(to: Rect(x: 100, y: 100, width: 400, height: 300)) {
                            $0.append(item)
                        }
                    } else {
                        list.append(item)
                    }
                }
            }
        }
        var previous = frame()
        _ = tracker.damage(for: previous, size: window)
        for _ in 0..<300 {
            let i = Int.random(in: 0..<items.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: items[i] = randomItem()
            case 1:
                items[i].transform = AffineTransform(translation: Vector(dx: 7, dy: -3))
                    .concatenating(items[i].transform)
            case 2: items.swapAt(i, Int.random(in: 0..<items.count, using: &random))
            case 3: items.append(items.remove(at: i))
            default: if items.count > 5 { items.remove(at: i) } else { items.append(randomItem()) }
            }
            let next = frame()
            let damage = tracker.damage(for: next, size: window)
            let all = Damage.everything(of: next, size: window, pixelScale: 1)
            for tile in all.tiles where !damage.tiles.contains(tile) {
                #expect(
                    drawing(in: tile, of: previous) == drawing(in: tile, of: next), "tile \(tile)")
            }
            previous = next
        }
    }
}
