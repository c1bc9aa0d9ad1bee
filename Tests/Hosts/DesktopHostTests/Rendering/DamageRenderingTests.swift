import EngineGallery
import Foundation
import Geometry
import Gestures
import Launcher
import StageKit
import Testing
import TestSupport
@testable import DesktopHost

/// Drawing only what changed must give the very pixels a full repaint gives: every scene is
/// played with random drags, taps, keys, wheel turns and pauses, and after each frame the
/// canvas kept and patched with the frame's damaged tiles is compared, byte for byte, with
/// the frame drawn whole. The full repaint draws every item, even those an opaque item
/// covers, so the same comparison checks that skipping covered items (`Damage.covers`)
/// changes no pixel.
@Suite("Damage-only frames match full repaints pixel for pixel")
struct DamageRenderingTests {
    /// Every app of the launcher and every page of the engine gallery.
    static var scenes: [(name: String, make: () -> AnyScene)] {
        DemoCatalog.entries.map { entry in (entry.title, entry.makeScene) }
            + GalleryPage.allCases.map { page in
                ("Gallery, \(page.title)", { AnyScene(EngineGalleryScene(page: page)) })
            }
    }

    @Test(
        "random play in every scene",
        arguments: 0..<(DemoCatalog.entries.count + GalleryPage.allCases.count))
    func randomPlay(_ index: Int) throws {
        try expectMatches(
            scene: index, size: Size(width: 720, height: 520), pixelScale: 1, steps: 160,
            seed: 7 + UInt64(index))
    }

    @Test(
        "random play in every scene in a HiDPI window of 1280×800, where cards cover tiles",
        arguments: 0..<(DemoCatalog.entries.count + GalleryPage.allCases.count))
    func coveredTiles(_ index: Int) throws {
        try expectMatches(
            scene: index, size: Size(width: 1280, height: 800), pixelScale: 2, steps: 24,
            seed: 70 + UInt64(index))
    }

    /// Plays scene `index` of `scenes` and expects every frame to match.
    func expectMatches(
        scene index: Int, size: Size, pixelScale: Double, steps: Int, seed: UInt64
    ) throws {
        let (name, make) = Self.scenes[index]
        var covered = 0
        let mismatch = try DamagePlay.play(
            make(), size: size, pixelScale: pixelScale, steps: steps, seed: seed,
            coveredTiles: &covered)
        #expect(mismatch == nil, "\(name): \(mismatch ?? "")")
    }

    /// So the comparisons are known to meet covered tiles.
    @Test("opaque items do cover tiles in a HiDPI window")
    func someTilesCovered() throws {
        var covered = 0
        _ = try DamagePlay.play(
            AnyScene(WidgetGalleryScene()), size: Size(width: 1280, height: 800),
            pixelScale: 2, steps: 4, seed: 1, coveredTiles: &covered)
        #expect(covered >= 4 * 5, "the widget gallery's canvas card covers tiles: \(covered)")
    }

    @Test("random play at pixel scale 2 (HiDPI)")
    func hiDPI() throws {
        var covered = 0
        let mismatch = try DamagePlay.play(
            DemoCatalog.entries[0].makeScene(), size: Size(width: 640, height: 480),
            pixelScale: 2, steps: 80, seed: 99, coveredTiles: &covered)
        #expect(mismatch == nil, "Pentominoes at scale 2: \(mismatch ?? "")")
    }
}

/// Plays random input into a scene and draws each frame both ways.
enum DamagePlay {
    /// The first frame whose damage-only pixels differ from the full repaint's, described,
    /// or nil when every frame matched. The full repaint draws every item, covered or not;
    /// `coveredTiles` counts the tiles the damage-only frames found covered.
    static func play(
        _ scene: AnyScene, size: Size, pixelScale: Double, steps: Int, seed: UInt64,
        coveredTiles: inout Int
    ) throws -> String? {
        var scene = scene
        var random = SeededGenerator(seed: seed)
        let renderer = FrameRenderer()
        let everyItem = FrameRenderer()
        everyItem.skipsCoveredItems = false
        let width = Int(size.width * pixelScale), height = Int(size.height * pixelScale)
        let kept = try ImageCanvas(pixelWidth: width, pixelHeight: height)
        let whole = try ImageCanvas(pixelWidth: width, pixelHeight: height)
        var tracker = DamageTracker()
        var time = 0.0
        var held: Point?
        scene.handle(.resize(ResizeEvent(size: size, pixelScale: pixelScale, time: 0)))
        let keys = [
            "left", "right", "up", "down", "enter", "escape", "tab", "space", "z", "ctrl+z",
        ]
        for step in 0..<steps {
            time += 1.0 / 60
            let point = Point(
                x: Double.random(in: 0..<size.width, using: &random),
                y: Double.random(in: 0..<size.height, using: &random))
            var event: InputEvent?
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<4:
                if let h = held {
                    event = .pointer(PointerEvent(.up, at: h, time: time))
                    held = nil
                } else {
                    event = .pointer(PointerEvent(.down, at: point, time: time))
                    held = point
                }
            case 4..<13:
                // Drags move in small steps, as a hand does.
                let from = held ?? point
                let to = Point(
                    x: from.x + Double.random(in: -40...40, using: &random),
                    y: from.y + Double.random(in: -40...40, using: &random))
                if held != nil { held = to }
                event = .pointer(PointerEvent(.move, at: to, time: time))
            case 13..<15:
                let chord = keys[Int.random(in: 0..<keys.count, using: &random)]
                event = (try? KeyEvent(parsing: chord, time: time)).map { .key($0) }
            case 15:
                event = .wheel(
                    WheelEvent(
                        at: point,
                        delta: Vector(dx: 0, dy: Double.random(in: -60...60, using: &random)),
                        time: time))
            default:
                // A pause: animations run on.
                time += Double.random(in: 0...0.3, using: &random)
            }
            if let event { scene.handle(event) }
            _ = scene.advance(to: time)
            let list = scene.displayList()
            let damage = tracker.damage(for: list, size: size, pixelScale: pixelScale)
            renderer.draw(list, into: kept, pixelScale: pixelScale, damage: damage)
            everyItem.draw(list, into: whole, pixelScale: pixelScale)
            coveredTiles += damage.covers(in: list, pixelScale: pixelScale).count { $0 != nil }
            if let (x, y) = firstDifference(kept, whole, beyond: 0) {
                let shots = FileManager.default.temporaryDirectory.path
                try? kept.writePNG(to: "\(shots)/damage-kept.png")
                try? whole.writePNG(to: "\(shots)/damage-whole.png")
                let p = Point(x: (Double(x) + 0.5) / pixelScale, y: (Double(y) + 0.5) / pixelScale)
                var near: [String] = []
                for (i, item) in list.items.enumerated() {
                    guard let b = item.drawnBounds, b.outset(by: 30).contains(p) else { continue }
                    near.append("#\(i) bounds \(b) \(item.content)")
                }
                return
                    "\(near.joined(separator: "\n")) kept \(kept.color(atX: x, y: y)!) whole \(whole.color(atX: x, y: y)!) frame \(step) differs at pixel (\(x), \(y)); damage \(damage.tiles); images in \(shots)/damage-*.png"
            }
        }
        return nil
    }

    /// The first pixel where two canvases of one size differ by more than `levels` in a
    /// channel.
    static func firstDifference(_ a: ImageCanvas, _ b: ImageCanvas, beyond levels: UInt32)
        -> (Int, Int)?
    {
        let rowBytes = a.pixelWidth * 4
        for y in 0..<a.pixelHeight {
            let rowA = a.pixels + y * a.stride, rowB = b.pixels + y * b.stride
            guard memcmp(rowA, rowB, rowBytes) != 0 else { continue }
            let wordsA = rowA.assumingMemoryBound(to: UInt32.self)
            let wordsB = rowB.assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.pixelWidth where wordsA[x] != wordsB[x] {
                for shift: UInt32 in [0, 8, 16, 24] {
                    let p = (wordsA[x] >> shift) & 0xFF, q = (wordsB[x] >> shift) & 0xFF
                    if max(p, q) - min(p, q) > levels { return (x, y) }
                }
            }
        }
        return nil
    }
}
