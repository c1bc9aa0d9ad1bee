import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Model = picture, nothing lost, second button: seeded random sequences of what a person
/// does (card drags to anywhere, onto the trash, outside the window and to NaN; column
/// drags, of one card or of a selection of several (shift- and ctrl-clicks, ctrl+a, Space);
/// right and middle clicks in the middle of drags; Escape mid-drag; taps, double
/// clicks with typing; keys, keyboard moves, undo and redo; rows of a card's action menu;
/// wheel scrolls; window sizes
/// down to 640×480) never crash, and once settled every card of the board is drawn
/// exactly once, in its column, in the model's order. Undoing everything gives back the
/// board the run started with.
struct ModelPictureProperties {
    /// 12 seeded runs of at least 400 events each.
    @Test(.timeLimit(.minutes(10)), arguments: 0..<12)
    func thePictureShowsExactlyTheModel(seed: Int) {
        _ = BoardRun.play(seed: UInt64(seed), events: 400)
    }

    /// The same on a board with a column of 30 cards and more columns than a small
    /// window shows, with cards and columns held near the edges (auto-scroll under way
    /// when they are dropped, cancelled or met by a second button) and long keyboard moves.
    @Test(.timeLimit(.minutes(10)), arguments: 0..<8)
    func thePictureShowsExactlyTheModelWhileThingsScroll(seed: Int) {
        _ = BoardRun.play(seed: UInt64(seed), events: 300, board: AutoScrollTests.longBoard)
    }

    /// The same for longer: `SOAK_EVENTS=1000000 swift test --filter pictureMatchesModelSoak`.
    @Test(.timeLimit(.minutes(60)), .enabled(if: Soak.requested != nil))
    func pictureMatchesModelSoak() {
        Soak.play(standardSeed: 1000, runLength: 5000) { seed, events in
            BoardRun.play(seed: seed, events: events)
        }
    }
}

/// One seeded run.
struct BoardRun {
    var app: SceneDriver<BoardScene>
    var random: SeededGenerator
    var problem: String?
    /// The board the run started with, and whether it holds things near the edges.
    var start: Board
    var edges: Bool

    static func play(seed: UInt64, events: Int, board: Board? = nil) -> Int {
        var run = BoardRun(
            app: SceneDriver(BoardScene(board: board ?? .sample)),
            random: SeededGenerator(seed: (seed &+ 1) &* 0xD1B5_4A32_D192_ED03),
            start: board ?? .sample,
            edges: board != nil)
        while run.app.eventsSent < events && run.problem == nil {
            run.step()
            run.check()
        }
        if run.problem == nil { run.finish() }
        if let problem = run.problem { Issue.record("seed \(seed): \(problem)") }
        return run.app.eventsSent
    }

    mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }

    mutating func anyPoint() -> Point {
        switch int(12) {
        case 0: return Point(x: .nan, y: 100)
        case 1: return Point(x: -200, y: 5000)
        default:
            return Point(
                x: Double(int(Int(app.size.width) + 40)) - 20,
                y: Double(int(Int(app.size.height) + 40)) - 20)
        }
    }

    mutating func anyCard() -> SeenElement? { app.seen(.item).randomElement(using: &random) }

    mutating func step() {
        switch int(edges ? 17 : 14) {
        case 14, 15: holdNearAnEdge()
        case 16: carryFar()
        case 0, 1, 2, 3: dragACard()
        case 4: dragAColumn()
        case 5:
            // A click anywhere, or a shift- or ctrl-click on a card: selections of several
            // cards come and go, and the drags and keyboard moves carry them.
            if int(2) == 0, let card = anyCard() {
                app.tap(at: card.frame.center, modifiers: [.shift, .control][int(2)], wait: 0.05)
            } else {
                app.tap(at: anyPoint(), wait: 0.05)
            }
        case 6:
            if let card = anyCard() {
                app.doubleTap(at: card.frame.center)
                app.type(["x", "", "  ", "New name"][int(4)])
                app.key(["enter", "escape"][int(2)])
            }
        case 7, 8:
            let keys = [
                "tab", "shift+tab", "space", "enter", "up", "down", "left", "right", "escape",
                "delete", "ctrl+z", "ctrl+shift+z", "c", "a", "n", "f2", "ctrl+a", "space",
            ]
            app.key(keys[int(keys.count)])
            if app.scene.editing != nil {
                app.type("typed")
                app.key(["enter", "escape"][int(2)])
            }
        case 9: app.wheel(dx: Double(int(200)) - 100, dy: Double(int(400)) - 200, at: anyPoint())
        case 10:
            let sizes = [
                Size(width: 1280, height: 800), Size(width: 640, height: 480),
                Size(width: 900, height: 1000),
            ]
            app.resize(to: sizes[int(sizes.count)])
        case 11: app.key("ctrl+z")
        case 12: chooseFromACardsMenu()
        default: dragACard(viaTrash: true)
        }
        // A keyboard move left open is finished, so the board can be checked at rest.
        if carryingByKeys { app.key(["enter", "escape"][int(2)]) }
        app.settle()
    }

    mutating func dragACard(viaTrash: Bool = false) {
        guard let card = anyCard() else { return }
        app.press(at: card.frame.center)
        app.drag(to: anyPoint(), steps: 1 + int(6))
        if int(4) == 0 {
            // A card drag under way shows the trash.
            let dragging = app.seen(.place, "Trash") != nil
            app.click([.secondary, .middle][int(2)])
            if dragging && app.seen(.place, "Trash") == nil {
                fail("a second button ended a card drag")
            }
        }
        if viaTrash, let trash = app.seen(.place, "Trash") {
            app.drag(to: trash.frame.center, steps: 3)
        }
        if int(6) == 0 { app.key("escape") }
        app.release()
    }

    /// Presses a card or a column header, holds it near an edge of the window or of the
    /// lists while time passes (things scroll under it), and ends it somehow.
    mutating func holdNearAnEdge() {
        let places = app.seen(.place).filter { $0.label != "Trash" }
        let start: Point
        if int(3) == 0, let column = places.randomElement(using: &random) {
            start = Point(x: column.frame.minX + 30, y: column.frame.minY + 20)
        } else if let card = anyCard() {
            start = card.frame.center
        } else {
            return
        }
        let w = app.size.width
        let h = app.size.height
        let edges = [
            Point(x: 10, y: h / 2), Point(x: w - 12, y: h / 2), Point(x: w / 6, y: h - 90),
            Point(x: w / 6, y: 110), Point(x: w - 30, y: h - 90),
        ]
        app.press(at: start)
        app.drag(to: edges[int(edges.count)], steps: 2 + int(6))
        app.wait(Double(int(20)) / 10)
        switch int(5) {
        case 0: app.key("escape")
        case 1: app.click(.secondary)
        case 2: app.wheel(dx: 0, dy: Double(int(400)) - 200, at: app.pointer)
        default: break
        }
        app.release()
    }

    /// Opens a card's action menu (right click, or shift+F10 on the focused card) and
    /// chooses one of its rows (clicked, or by the arrows and Enter), or closes it with
    /// Escape or a press elsewhere.
    mutating func chooseFromACardsMenu() {
        if int(2) == 0, let card = anyCard() {
            app.rightClick(at: card.frame.center)
        } else {
            app.key("tab")
            app.key(["shift+f10", "menu"][int(2)])
        }
        let rows = app.menuItems.filter { !$0.states.contains(.disabled) }
        guard let row = rows.randomElement(using: &random) else { return }
        switch int(5) {
        case 0: app.key("escape")
        case 1: app.tap(at: anyPoint(), wait: 0.05)
        case 2:
            for _ in 0..<int(6) { app.key(["down", "up"][int(2)]) }
            app.key("enter")
        default: app.chooseMenuItem(row.label)
        }
        if !app.menuItems.isEmpty { app.key("escape") }
    }

    /// A long keyboard move: down many places, sideways, then dropped or cancelled.
    mutating func carryFar() {
        app.key("tab")
        app.key("enter")
        for _ in 0..<int(35) { app.key(["down", "down", "up", "right", "left"][int(5)]) }
        app.key(["enter", "escape"][int(2)])
    }

    mutating func dragAColumn() {
        guard
            let column = app.seen(.place).filter({ $0.label != "Trash" }).randomElement(
                using: &random)
        else { return }
        app.press(at: Point(x: column.frame.minX + 30, y: column.frame.minY + 20))
        app.drag(to: anyPoint(), steps: 1 + int(6))
        if int(3) == 0 {
            let before = follows(column.label)
            app.click(.secondary)
            if before && !follows(column.label) { fail("a right click ended a column drag") }
        }
        if int(6) == 0 { app.key("escape") }
        app.release()
    }

    /// Whether a keyboard move is open: the last thing said was its pick-up or a step.
    var carryingByKeys: Bool {
        let said = app.scene.announcement
        return said.hasPrefix("Picked up") || (said.hasPrefix("“") && said.contains("”: "))
    }

    /// Whether the column is dragged: moved 10 points sideways, it follows the pointer.
    mutating func follows(_ column: String) -> Bool {
        guard let before = app.seen(.place, column)?.frame, app.pointer.isFinite else {
            return false
        }
        app.move(to: Point(x: app.pointer.x + 10, y: app.pointer.y))
        guard let after = app.seen(.place, column)?.frame else { return false }
        // The lift scales it about its centre, so the centre is what follows exactly.
        return abs(after.midX - before.midX - 10) < 0.5
    }

    mutating func fail(_ message: String) {
        if problem == nil { problem = message }
    }

    mutating func check() {
        let board = app.scene.board
        let items = app.seen(.item)
        if items.count != board.cardCount {
            return fail("\(items.count) cards drawn for \(board.cardCount) on the board")
        }
        let columns = app.columnsDrawn
        if columns.map({ $0.column }) != board.columns.map({ $0.title }) {
            return fail(
                "columns drawn \(columns.map { $0.column }) for \(board.columns.map { $0.title })")
        }
        for (drawn, column) in zip(columns, board.columns)
        where drawn.cards != column.cards.map({ $0.title }) {
            return fail(
                "\(column.title) draws \(drawn.cards) for \(column.cards.map { $0.title })")
        }
        for item in items where !(item.frame.isFinite) {
            return fail("a card drawn at \(item.frame)")
        }
        let focused = app.list.seen.filter { $0.states.contains(.focused) }.map(\.label)
        if focused.count > 1 { return fail("the keyboard's focus is on \(focused)") }
    }

    mutating func finish() {
        if app.scene.editing != nil { app.key("escape") }
        var steps = 0
        while app.scene.editor.canUndo && steps < 10_000 {
            app.key("ctrl+z")
            steps += 1
        }
        app.settle()
        // The history keeps 200 steps; a run rarely makes more, and then only the oldest go.
        if steps < 200 && app.scene.board != start {
            fail("undoing everything gave\n\(app.scene.board.text)")
        }
    }
}
