import Geometry
import Gestures
import Launcher
import StageKit
import TestSupport
import Testing

/// The cards page on a phone, used with a finger: it scrolls by a swipe (with momentum)
/// and by the wheel, a pinch opens nothing, and its words speak of taps.
@Suite("Launcher on a phone")
struct LauncherTouchTests {
    static let phone = Size(width: 390, height: 844)

    func launcher(size: Size = phone) -> SceneDriver<LauncherScene> {
        var user = SceneDriver(LauncherScene(entries: DemoCatalog.entries), size: size)
        user.pointerKind = .touch
        return user
    }

    /// A finger swipe from `from` upwards by `distance`, quick, then let go.
    func swipe(_ user: inout SceneDriver<LauncherScene>, from: Point, up distance: Double) {
        user.press(at: from)
        user.drag(to: from - Vector(dx: 0, dy: distance), steps: 8)
        user.release()
    }

    @Test("the cards stack in one column and the Board card starts below the screen")
    func stacked() throws {
        let user = launcher()
        let frames = (0..<DemoCatalog.entries.count).compactMap { user.scene.cardFrame($0) }
        #expect(Set(frames.map(\.minX)).count == 1, "one column: \(frames)")
        #expect(frames.allSatisfy { $0.minX >= 0 && $0.maxX <= Self.phone.width })
        let board = try #require(DemoCatalog.entries.firstIndex { $0.title == "Board" })
        #expect(try #require(user.scene.cardFrame(board)).minY > Self.phone.height)
    }

    @Test("a swipe scrolls the page with momentum, and the Board card opens with a tap")
    func swipeToBoard() throws {
        var user = launcher()
        let board = try #require(DemoCatalog.entries.firstIndex { $0.title == "Board" })
        swipe(&user, from: Point(x: 195, y: 700), up: 300)
        let released = user.scene.pageOffset
        #expect(released > 250, "the page followed the finger: \(released)")
        #expect(user.scene.openAppTitle == nil, "a swipe over a card does not open it")
        user.settle()
        #expect(user.scene.pageOffset > released + 100, "it glided on after the finger let go")
        for _ in 0..<6 where user.scene.cardFrame(board)!.maxY > Self.phone.height {
            swipe(&user, from: Point(x: 195, y: 700), up: 400)
            user.settle()
        }
        let card = try #require(user.scene.cardFrame(board))
        #expect(card.minY >= 0 && card.maxY <= Self.phone.height, "in view: \(card)")
        user.tap(at: card.center)
        #expect(user.scene.openAppTitle == "Board")
    }

    @Test("the wheel scrolls the stacked cards too")
    func wheelScrolls() {
        var user = launcher()
        user.pointerKind = .mouse
        user.move(to: Point(x: 195, y: 400))
        user.wheel(dy: -3)
        #expect(user.scene.pageOffset > 0)
    }

    @Test("two fingers on a card, then lifted, open nothing")
    func pinchOpensNothing() throws {
        var user = launcher()
        let card = try #require(user.scene.cardFrame(0))
        user.pointer(.down, at: card.center, id: 1)
        user.pointer(.down, at: card.center + Vector(dx: 40, dy: 10), id: 2)
        user.pointer(.move, at: card.center + Vector(dx: 60, dy: 20), id: 2)
        user.pointer(.up, at: card.center, id: 1)
        user.pointer(.up, at: card.center + Vector(dx: 60, dy: 20), id: 2)
        user.settle()
        #expect(user.scene.openAppTitle == nil)
        user.tap(at: card.center)
        #expect(user.scene.openAppTitle != nil, "one finger still opens it")
    }

    @Test("after a touch the words speak of taps, with a keyboard of keys")
    func wordsForTheDevice() throws {
        var user = launcher()
        #expect(user.shows("Esc comes back here"), "a mouse is assumed at first")
        user.tap(at: Point(x: 5, y: 5))
        #expect(user.scene.device == .touch)
        #expect(user.shows("Tap an app to open it"))
        #expect(!user.strings.contains { $0.contains("Esc") })
        user.tap(at: try #require(user.scene.cardFrame(1)).center)
        #expect(!user.strings.contains { $0.contains("Esc") }, "no Escape in the bar either")
        var keys = launcher()
        keys.key("down")
        #expect(keys.shows("arrows and Enter"))
    }

    @Test("an app opened by a tap greets in taps; a page told of a touch screen, at once")
    func openedByATap() throws {
        var user = launcher()
        user.tap(at: Point(x: 5, y: 5))
        let emojiArt = try #require(DemoCatalog.entries.firstIndex { $0.title == "Emoji Art" })
        user.tap(at: try #require(user.scene.cardFrame(emojiArt)).center)
        #expect(user.scene.openAppTitle == "Emoji Art")
        #expect(user.shows("Tap one to select it"), "\(user.strings)")
        // A web page on a phone says so before any touch (host.js, `touchScreen`).
        var page = SceneDriver(LauncherScene(entries: DemoCatalog.entries), size: Self.phone)
        page.scene.handle(InputDevice.touchScreen(at: 0))
        #expect(page.shows("Tap an app to open it"))
    }

    @Test("the subtitle wraps inside the window instead of running off both sides")
    func subtitleFits() {
        for size in [Size(width: 320, height: 480), Size(width: 360, height: 640), Self.phone] {
            var user = launcher(size: size)
            user.tap(at: Point(x: 5, y: 5))
            for item in user.list.items {
                guard case .text(let run) = item.content, run.string.hasPrefix("Tap an app")
                else { continue }
                let room = run.maxWidth ?? .infinity
                #expect(room <= size.width - 32)
                for line in run.lines {
                    #expect(TextMetrics.width(of: line, font: run.font) <= room + 0.5)
                }
            }
        }
    }
}
