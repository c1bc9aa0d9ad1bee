import ChessScene
import Geometry
import Launcher
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// The launcher and Chess on phones and a tablet, upright and sideways: nothing overlaps
/// or runs off the window, and the main content takes the room a phone has.
@Suite("Phone layouts")
struct PhoneLayoutTests {
    static let upright = [
        Size(width: 320, height: 480), Size(width: 360, height: 640),
        Size(width: 390, height: 844), Size(width: 768, height: 1024),
    ]
    static let sideways = [Size(width: 844, height: 390)]
    static let sizes = upright + sideways

    @Test(
        "the launcher's cards stay apart and within the window's width, and so does its text",
        arguments: sizes)
    func launcher(size: Size) {
        var user = SceneDriver(LauncherScene(entries: DemoCatalog.entries), size: size)
        user.pointerKind = .touch
        user.tap(at: Point(x: 2, y: 2))
        let cards = user.seen(.control)
        #expect(cards.count == DemoCatalog.entries.count)
        let overlapping = LayoutGuardTests.overlaps(cards)
        #expect(overlapping.isEmpty, "at \(size): \(overlapping)")
        // The page scrolls: a card may lie below the window, never beside it.
        let tall = Size(width: size.width, height: .greatestFiniteMagnitude / 4)
        let beside = LayoutGuardTests.outside(cards, size: tall)
        #expect(beside.isEmpty, "at \(size): \(beside)")
        #expect(cards.allSatisfy { $0.frame.width >= 44 && $0.frame.height >= 44 })
        let off = Self.textOffTheWindow(user.list, size: size)
        #expect(off.isEmpty, "at \(size) text runs off the window: \(off)")
    }

    /// The text drawn without a transform (a card's picture is drawn scaled down) that
    /// runs past either side of a window of `size`.
    static func textOffTheWindow(_ list: DisplayList, size: Size) -> [String] {
        var off: [String] = []
        for item in list.items where item.transform.isIdentity {
            guard case .text(let run) = item.content else { continue }
            let width = run.maxWidth ?? TextMetrics.width(of: run.string, font: run.font)
            let left =
                run.alignment == .center
                ? run.position.x - width / 2
                : run.alignment == .trailing ? run.position.x - width : run.position.x
            if left < -1 || left + width > size.width + 1 { off.append(run.string) }
        }
        return off
    }

    @Test(
        "in the launcher's bar, each app's title keeps clear of the back button", arguments: sizes)
    func barTitles(size: Size) {
        for index in DemoCatalog.entries.indices {
            var launcher = LauncherScene(entries: DemoCatalog.entries)
            launcher.openApp(at: index)
            var user = SceneDriver(launcher, size: size)
            user.pointerKind = .touch
            user.tap(at: Point(x: size.width - 2, y: size.height - 2))
            guard let back = user.seen(.control, "‹ All apps") else {
                Issue.record("no back button at \(size)")
                continue
            }
            #expect(back.frame.height >= 44, "a finger's height on touch")
            let title = DemoCatalog.entries[index].title
            for item in user.list.items where item.transform.isIdentity {
                guard case .text(let run) = item.content, run.string == title,
                    run.position.y < 44
                else { continue }
                let width = TextMetrics.width(of: title, font: run.font)
                let left = run.alignment == .center ? run.position.x - width / 2 : run.position.x
                #expect(left >= back.frame.maxX, "\(title) at \(size) over the back button")
                #expect(left + min(width, run.maxWidth ?? width) <= size.width + 0.5)
            }
        }
    }

    @Test("Chess: nothing overlaps or leaves the window", arguments: sizes)
    func chessControls(size: Size) {
        var game = SceneDriver(ChessScene(), size: size)
        game.pointerKind = .touch
        _ = game.settle()
        let controls = game.seen(.control)
        let overlapping = LayoutGuardTests.overlaps(controls)
        #expect(overlapping.isEmpty, "at \(size): \(overlapping)")
        let outside = LayoutGuardTests.outside(controls + game.seen(.place), size: size)
        #expect(outside.isEmpty, "at \(size): \(outside)")
        let off = Self.textOffTheWindow(game.list, size: size)
        #expect(off.isEmpty, "at \(size) text runs off the window: \(off)")
    }

    @Test(
        "Chess: the toolbar's buttons are a finger's size on a phone",
        arguments: sizes.filter(TouchTarget.isPhoneSized))
    func chessButtonsFitAFinger(size: Size) throws {
        let game = SceneDriver(ChessScene(), size: size)
        for label in ["New game", "More ▾"] {
            let button = try #require(game.seen(.control, label), "\(label) at \(size)")
            #expect(
                button.frame.width >= TouchTarget.side - 0.5
                    && button.frame.height >= TouchTarget.side - 0.5,
                "\(label) at \(size): \(button.frame)")
        }
    }

    @Test("Chess upright: the board takes the width, the moves lie under it", arguments: upright)
    func chessUpright(size: Size) {
        var scene = ChessScene()
        scene.handle(.resize(ResizeEvent(size: size, time: 0)))
        let board = scene.layout.boardFrame
        let moves = scene.layout.moveListFrame
        // A 320×480 window is too short for that: its board takes the height left.
        if size.height >= 640 { #expect(board.width >= size.width - 80, "at \(size): \(board)") }
        #expect(moves.minY > board.maxY, "under the board at \(size): \(moves)")
        #expect(moves.maxX <= size.width && moves.maxY <= size.height, "at \(size): \(moves)")
        #expect(moves.height >= ChessLayout.shortestMoveList)
        if size.width >= 390 { #expect(scene.layout.square >= 44, "a finger's width at \(size)") }
    }

    @Test(
        "Chess sideways: the board takes the height, the moves lie beside it", arguments: sideways)
    func chessSideways(size: Size) {
        var scene = ChessScene()
        scene.handle(.resize(ResizeEvent(size: size, time: 0)))
        let board = scene.layout.boardFrame
        let moves = scene.layout.moveListFrame
        #expect(moves.minX > board.maxX && moves.maxX <= size.width, "at \(size): \(moves)")
        #expect(board.maxY <= size.height && board.maxY >= size.height - 60, "at \(size): \(board)")
    }
}

/// The widget gallery on phones: the play area goes under the cards where both do not fit
/// side by side, and nothing overlaps or leaves the window.
@Suite("Widget gallery on a phone")
struct WidgetGalleryPhoneTests {
    @Test(arguments: PhoneLayoutTests.sizes)
    func fits(size: Size) {
        let user = App.gallery.driver(size: size)
        let controls = user.seen(.control)
        let overlapping = LayoutGuardTests.overlaps(controls)
        #expect(overlapping.isEmpty, "at \(size): \(overlapping)")
        let outside = LayoutGuardTests.outside(controls, size: size)
        #expect(outside.isEmpty, "at \(size): \(outside)")
        let area = App.gallery.content(size)
        #expect(
            Rect(origin: .zero, size: size).contains(area) && area.width >= 120
                && area.height >= 120, "the play area at \(size): \(area)")
        let off = PhoneLayoutTests.textOffTheWindow(user.list, size: size)
        #expect(off.isEmpty, "at \(size): \(off)")
    }
}
