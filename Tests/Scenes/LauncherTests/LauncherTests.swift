import Geometry
import Gestures
import Launcher
import StageKit
import TestSupport
import Testing

/// A tiny scene that records what reaches it.
private struct Probe: Scene {
    var size = Size.zero
    var downs: [Point] = []
    var exitRequest: SceneExit?
    mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let r): size = r.size
        case .pointer(let p) where p.phase == .down: downs.append(p.location)
        case .key(let k) where k.matches(Key("b")): exitRequest = .back
        case .key(let k) where k.matches(Key("x")): exitRequest = .quit
        default: break
        }
    }
    mutating func advance(to time: Double) -> Bool { false }
    func draw(into list: inout DisplayList) {
        list.text(
            "probe \(downs.count)", at: Point(x: 10, y: 10), font: Font(size: 12), color: .black)
    }
    var stateDescription: String { "probe \(Int(size.width))x\(Int(size.height)) \(downs.count)" }
}

@Suite("Launcher, driven like a user")
struct LauncherTests {
    var user = SceneDriver(
        LauncherScene(entries: [
            LauncherEntry(title: "Widgets", summary: "Every control.") {
                AnyScene(WidgetGalleryScene())
            },
            LauncherEntry(title: "Probe", summary: "Records events.") { AnyScene(Probe()) },
        ]))

    @Test("four cards share one row in the default window; a narrow window stacks them")
    func cardRows() {
        let entries = (1...4).map { n in
            LauncherEntry(title: "App \(n)", summary: "An app.") { AnyScene(WidgetGalleryScene()) }
        }
        let wide = SceneDriver(LauncherScene(entries: entries))
        let frames = (0..<4).compactMap { i in wide.scene.cardFrame(i) }
        #expect(frames.count == 4 && Set(frames.map(\.minY)).count == 1, "one row: \(frames)")
        #expect(
            frames.allSatisfy { frame in frame.minX >= 0 && frame.maxX <= 1280 && frame.maxY <= 800
            })
        let narrow = SceneDriver(
            LauncherScene(entries: entries), size: Size(width: 700, height: 800))
        let stacked = (0..<4).compactMap { i in narrow.scene.cardFrame(i) }
        #expect(Set(stacked.map(\.minY)).count == 2, "two rows of two: \(stacked)")
        #expect(stacked.allSatisfy { frame in frame.minX >= 0 && frame.maxX <= 700 })
    }

    @Test("it shows a card per app with its title and a picture of it")
    func cards() {
        let list = user.list
        #expect(list.strings.contains("Drag & Drop Demos"))
        #expect(list.strings.contains("Widgets") && list.strings.contains("Probe"))
        // The pictures are the apps' own frames, scaled into the cards.
        #expect(list.strings.contains("Widget gallery"))
        #expect(list.strings.contains("probe 0"))
        #expect(user.scene.stateDescription == "launcher: [Widgets] [Probe]")
        let a = user.scene.cardFrame(0)!, b = user.scene.cardFrame(1)!
        #expect(!a.intersects(b))
    }

    @Test("clicking a card opens the app below the bar; its events arrive in its own coordinates")
    mutating func opens() {
        user.tap(at: user.scene.cardFrame(1)!.center)
        #expect(user.scene.openAppTitle == "Probe")
        #expect(user.scene.stateDescription == "probe 1280x756 0")
        user.tap(at: Point(x: 300, y: 144))
        #expect(user.scene.stateDescription == "probe 1280x756 1")
        user.resize(to: Size(width: 1000, height: 600))
        #expect(user.scene.stateDescription == "probe 1000x556 1")
    }

    @Test("the back button returns to the cards, and presses on the bar never reach the app")
    mutating func backButton() {
        user.tap(at: user.scene.cardFrame(1)!.center)
        let back = user.list.textRuns("‹ All apps").first!.position
        user.tap(at: back)
        #expect(user.scene.openAppTitle == nil)
        #expect(user.scene.stateDescription.hasPrefix("launcher"))
    }

    @Test("Escape in the gallery goes back; an app asking to quit quits")
    mutating func escapeAndQuit() {
        user.key("1")
        #expect(user.scene.openAppTitle == "Widgets")
        user.key("escape")
        #expect(user.scene.openAppTitle == nil)
        user.key("right")  // the focus stays on the card last opened; right moves to the next
        user.key("enter")
        #expect(user.scene.openAppTitle == "Probe")
        user.key("x")
        #expect(user.scene.exitRequest == .quit)
    }

    @Test("ctrl+q asks to quit from anywhere")
    mutating func ctrlQ() {
        user.key("ctrl+q")
        #expect(user.scene.exitRequest == .quit)
    }
}

@Suite("AnyScene")
struct AnySceneTests {
    @Test("copies are independent values")
    func valueSemantics() {
        var a = AnyScene(Probe())
        a.handle(.resize(ResizeEvent(size: Size(width: 10, height: 10), time: 0)))
        var b = a
        b.handle(.pointer(PointerEvent(.down, at: .zero, time: 1)))
        #expect(a.stateDescription == "probe 10x10 0")
        #expect(b.stateDescription == "probe 10x10 1")
        #expect(b.displayList().strings == ["probe 1"])
    }
}
