import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The "Many at once" page in a window, read through what it draws.
struct ManyAtOnceApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .manyAtOnce), size: size)
        app.settle()
    }

    func tile(_ number: Int) -> SeenElement { app.seen(.item, "Tile \(number)")! }
    func place(_ name: String) -> SeenElement { app.seen(.place, name)! }
    var selected: [Int] {
        (1...8).filter { tile($0).value.contains("selected") }
    }
    func placeOf(_ number: Int) -> String {
        String(tile(number).value.split(separator: ",")[0].dropFirst(3))
    }

    /// A point on the table that no tile covers (its bottom right corner).
    var emptyTable: Point {
        let table = place("Table").frame
        return Point(x: table.maxX - 4, y: table.maxY - 4)
    }

    /// Drags from empty space at `a` to `b`: a lasso.
    mutating func lasso(from a: Point, to b: Point, modifiers: KeyModifiers = []) {
        app.press(at: a, modifiers: modifiers)
        app.drag(to: b, steps: 6)
        app.release()
    }

    /// Selects tiles with Ctrl-clicks.
    mutating func select(_ numbers: [Int]) {
        for n in numbers { app.tap(at: tile(n).frame.center, modifiers: .control, wait: 0.05) }
    }
}

@Test func clicksSelectOneAddWithShiftAndToggleWithControl() {
    var page = ManyAtOnceApp()
    page.app.tap(at: page.tile(2).frame.center, wait: 0.05)
    #expect(page.selected == [2])
    page.app.tap(at: page.tile(5).frame.center, modifiers: .shift, wait: 0.05)
    #expect(page.selected == [2, 3, 4, 5], "Shift extends the run from the last click")
    page.app.tap(at: page.tile(3).frame.center, modifiers: .control, wait: 0.05)
    #expect(page.selected == [2, 4, 5])
    page.app.tap(at: page.tile(7).frame.center, wait: 0.05)
    #expect(page.selected == [7], "a plain click selects only it")
    page.app.key("ctrl+a")
    #expect(page.selected == Array(1...8))
    page.app.key("escape")
    #expect(page.selected.isEmpty, "Escape clears")
    #expect(page.app.scene.exitRequest == nil, "and does not leave the page while it clears")
}

@Test func aLassoOnEmptySpaceSelectsTheTilesItTouches() {
    var page = ManyAtOnceApp()
    let one = page.tile(1).frame
    let six = page.tile(6).frame
    // From the table's empty corner up and left over tiles 1, 2, 5 and 6 (a 4 × 2 grid).
    let start = Point(x: six.maxX + 4, y: six.maxY + 4)
    page.lasso(from: start, to: Point(x: one.minX + 2, y: one.minY + 2))
    #expect(page.selected == [1, 2, 5, 6])
    #expect(
        page.app.shows("The lasso caught 4 of 8 tiles.") == true,
        "shown: \(page.app.strings.suffix(8))")
    let eight = page.tile(8).frame
    page.lasso(
        from: Point(x: eight.maxX + 2, y: eight.maxY + 4),
        to: Point(x: eight.midX, y: eight.midY), modifiers: .shift)
    #expect(page.selected == [1, 2, 5, 6, 8], "Shift adds to the selection")
}

@Test func draggingASelectedTileMovesTheWholeSelection() {
    var page = ManyAtOnceApp()
    page.select([1, 3, 5])
    page.app.press(at: page.tile(3).frame.center)
    page.app.drag(to: page.place("Odds").frame.center, steps: 10)
    #expect(page.place("Odds").value.hasSuffix("takes them"))
    page.app.release()
    page.app.settle()
    #expect([1, 3, 5].allSatisfy { page.placeOf($0) == "Odds" })
    for n in [1, 3, 5] { #expect(page.place("Odds").frame.contains(page.tile(n).frame)) }
    #expect(
        page.app.shows("The 3 tiles landed in Odds.") == true,
        "shown: \(page.app.strings.suffix(8))")
}

@Test func spreadOutTheSelectionKeepsItsOffsetsAndIsJudgedTileByTile() {
    var page = ManyAtOnceApp()
    page.app.tap(at: page.app.seen(.control, "Spread")!.frame.center, wait: 0.05)
    #expect(page.app.seen(.control, "Stack") != nil)
    page.select([2, 3, 5])
    let start = page.tile(2).frame.center
    let offsets = [3, 5].map { page.tile($0).frame.center - start }
    page.app.press(at: start)
    page.app.drag(to: page.place("Any").frame.center, steps: 10)
    let lead = page.tile(2).frame.center
    for (n, offset) in zip([3, 5], offsets) {
        #expect(page.tile(n).frame.center.distance(to: lead + offset) < 1, "offsets kept")
    }
    #expect(page.tile(5).value.contains("refused here"), "tile 5 hangs below the tray")
    #expect(page.place("Any").value.hasSuffix("refuses"), "so the whole group is refused")
    page.app.release()
    page.app.settle()
    #expect([2, 3, 5].allSatisfy { page.placeOf($0) == "Table" })
    page.app.tap(at: page.tile(5).frame.center, modifiers: .control, wait: 0.05)
    page.app.drag(from: page.tile(2).frame.center, to: page.place("Any").frame.center)
    #expect(page.placeOf(2) == "Any" && page.placeOf(3) == "Any", "two side by side fit")
}

@Test func allOrNothingSendsEveryTileBackWhenOneIsRefused() {
    var page = ManyAtOnceApp()
    page.select([2, 3, 4])
    let homes = [2, 3, 4].map { page.tile($0).frame.center }
    page.app.press(at: page.tile(2).frame.center)
    page.app.drag(to: page.place("Evens").frame.center, steps: 10)
    #expect(page.place("Evens").value.hasSuffix("refuses"), "tile 3 is odd")
    #expect(page.tile(3).value.contains("refused here"))
    #expect(!page.tile(2).value.contains("refused"))
    page.app.release()
    page.app.wait(0.05)
    #expect(page.tile(2).frame.center.distance(to: homes[0]) > 5, "they glide back, not jump")
    page.app.settle()
    #expect([2, 3, 4].allSatisfy { page.placeOf($0) == "Table" })
    for (n, home) in zip([2, 3, 4], homes) {
        #expect(page.tile(n).frame.center.distance(to: home) < 0.5)
    }
    #expect(page.app.shows("All 3 tiles went back") == true, "shown: \(page.app.strings.suffix(8))")
}

@Test func perTileLandsWhatTheTrayTakes() {
    var page = ManyAtOnceApp()
    page.app.tap(at: page.app.seen(.control, "All or none")!.frame.center, wait: 0.05)
    #expect(page.app.seen(.control, "Per tile") != nil)
    page.select([2, 3, 4])
    page.app.drag(from: page.tile(2).frame.center, to: page.place("Evens").frame.center)
    #expect(page.placeOf(2) == "Evens" && page.placeOf(4) == "Evens")
    #expect(page.placeOf(3) == "Table")
    #expect(page.app.shows("2 landed, 1 went back") == true, "shown: \(page.app.strings.suffix(8))")
}

@Test func escapeMidDragPutsEveryTileBack() {
    var page = ManyAtOnceApp()
    page.select([1, 2])
    let homes = [1, 2].map { page.tile($0).frame.center }
    page.app.press(at: page.tile(1).frame.center)
    page.app.drag(to: page.place("Any").frame.center, steps: 8)
    page.app.key("escape")
    page.app.release()
    page.app.settle()
    #expect(page.placeOf(1) == "Table" && page.placeOf(2) == "Table")
    for (n, home) in zip([1, 2], homes) {
        #expect(page.tile(n).frame.center.distance(to: home) < 0.5)
    }
    #expect(page.selected == [1, 2], "the selection stays")
}

@Test func aStackGathersWithItsCountAndLandsTogether() {
    var page = ManyAtOnceApp()
    page.select([1, 2, 3])
    page.app.press(at: page.tile(1).frame.center)
    page.app.drag(to: page.place("Any").frame.center, steps: 8)
    page.app.wait(1)
    let lead = page.tile(1).frame.center
    #expect(page.tile(3).frame.center.distance(to: lead) < 20, "gathered under the lead")
    #expect(page.app.strings.contains("3"))
    page.app.release()
    page.app.settle()
    #expect([1, 2, 3].allSatisfy { page.placeOf($0) == "Any" })
}

@Test func keysSelectCarryAndDropTheSelection() {
    var page = ManyAtOnceApp()
    page.app.key("tab")
    page.app.key("space")
    page.app.key("tab")
    page.app.key("tab")
    page.app.key("space")
    #expect(page.selected == [1, 3])
    page.app.key("enter")
    #expect(page.app.scene.announcement.hasPrefix("Picked up 2 tiles on Table."))
    // Right of the table lie the trays; the nearest first.
    var heard: [String] = []
    for _ in 0..<3 {
        page.app.key("right")
        heard.append(page.app.scene.announcement)
        if heard.last!.contains("over Odds") { break }
        page.app.key("down")
        heard.append(page.app.scene.announcement)
        if heard.last!.contains("over Odds") { break }
    }
    #expect(heard.contains("2 tiles over Odds, can drop here."), "\(heard)")
    page.app.key("enter")
    #expect(page.app.scene.announcement == "Dropped 2 tiles on Odds.")
    page.app.settle()
    #expect(page.placeOf(1) == "Odds" && page.placeOf(3) == "Odds")
}

@Test func keysCannotDropWhereOneTileIsRefused() {
    var page = ManyAtOnceApp()
    page.select([1, 2])
    page.app.key("enter")  // the last tile clicked has the focus
    var said: [String] = []
    for key in ["right", "down", "down", "up", "right"] {
        page.app.key(key)
        said.append(page.app.scene.announcement)
        if said.last!.contains("Evens") { break }
    }
    #expect(said.last == "2 tiles over Evens, cannot drop here.", "\(said)")
    page.app.key("enter")
    #expect(page.app.scene.announcement == "2 tiles cannot be dropped on Evens.")
    page.app.key("escape")
    #expect(page.app.scene.announcement == "Cancelled. 2 tiles are back on Table.")
    page.app.settle()
    #expect(page.placeOf(1) == "Table" && page.placeOf(2) == "Table")
}

@Test func onAPhoneTapsAddToTheSelectionAndAHeldFingerDragsIt() {
    var page = ManyAtOnceApp(size: Size(width: 390, height: 844))
    page.app.pointerKind = .touch
    page.app.tap(at: page.tile(1).frame.center, wait: 0.05)
    page.app.tap(at: page.tile(2).frame.center, wait: 0.05)
    page.app.tap(at: page.tile(4).frame.center, wait: 0.05)
    #expect(page.selected == [1, 2, 4], "after the first, taps add")
    page.app.tap(at: page.tile(2).frame.center, wait: 0.05)
    #expect(page.selected == [1, 4], "and remove")
    page.app.press(at: page.tile(1).frame.center)
    page.app.wait(0.4)
    page.app.drag(to: page.place("Any").frame.center, steps: 10)
    page.app.release()
    page.app.settle()
    #expect(page.placeOf(1) == "Any" && page.placeOf(4) == "Any")
    #expect(page.placeOf(2) == "Table")
}
