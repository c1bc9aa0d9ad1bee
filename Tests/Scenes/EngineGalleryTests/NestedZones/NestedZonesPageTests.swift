import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import EngineGallery

/// The nested-zones page in a window, read through what it draws.
struct NestedZonesApp {
    var app: SceneDriver<EngineGalleryScene>

    init(size: Size = Size(width: 1280, height: 800)) {
        app = SceneDriver(EngineGalleryScene(page: .nestedZones), size: size)
    }

    func piece(_ name: String) -> SeenElement { app.seen(.item, name)! }
    func zone(_ name: String) -> SeenElement { app.seen(.place, name)! }

    /// A point inside `zone` but outside every zone nested in it.
    func spot(in name: String) -> Point {
        let frame = zone(name).frame
        return Point(x: frame.maxX - 20, y: frame.maxY - 20)
    }
}

@Test func aCircleDroppedInTheCirclesOnlyDishIsAcceptedThere() {
    var page = NestedZonesApp()
    page.app.press(at: page.piece("Circle").frame.center)
    page.app.drag(to: page.zone("Circles only").frame.center)
    #expect(page.zone("Circles only").value == "accepts", "the innermost zone, and it accepts")
    #expect(page.app.shows("Circles only accepts · Tray accepts · Table ignores it"))
    page.app.release()
    page.app.settle()
    #expect(page.piece("Circle").value == "in Circles only")
    #expect(page.zone("Circles only").value == "holds Circle")
    #expect(page.zone("Circles only").frame.contains(page.piece("Circle").frame.center))
}

@Test func aSquareOverTheCirclesOnlyDishGoesToTheTrayAroundIt() {
    var page = NestedZonesApp()
    page.app.press(at: page.piece("Square").frame.center)
    page.app.drag(to: page.zone("Circles only").frame.center)
    #expect(page.zone("Tray").value == "accepts", "the innermost zone that accepts wins")
    #expect(page.zone("Circles only").value == "")
    #expect(page.app.shows("Circles only refuses · Tray accepts"))
    page.app.release()
    page.app.settle()
    #expect(page.piece("Square").value == "in Tray")
}

@Test func aCircleOverTheSquaresOnlyBoxIsRefusedAndGlidesBack() {
    var page = NestedZonesApp()
    let home = page.piece("Circle").frame
    page.app.press(at: home.center)
    page.app.drag(to: page.zone("Squares only").frame.center)
    #expect(page.zone("Squares only").value == "refuses")
    #expect(page.app.shows("Circle over Squares only: refused"))
    page.app.release()
    page.app.wait(0.05)
    #expect(page.piece("Circle").frame != home, "it glides, it does not jump")
    page.app.settle()
    #expect(isClose(page.piece("Circle").frame, home, tolerance: 1e-6))
    #expect(page.piece("Circle").value == "on the shelf")
    #expect(page.app.shows("Circle: Squares only refuses the circle, so it glides back."))
}

@Test func theTableTakesNothingItselfSoADropOnItGlidesBack() {
    var page = NestedZonesApp()
    let home = page.piece("Star").frame
    page.app.press(at: home.center)
    page.app.drag(to: page.spot(in: "Table"))
    #expect(page.zone("Table").value == "")
    #expect(page.app.shows("Star over no zone that takes it."))
    #expect(page.app.shows("Table ignores it"))
    page.app.release()
    page.app.settle()
    #expect(isClose(page.piece("Star").frame, home, tolerance: 1e-6))
}

@Test func aPieceInAZoneCanBeMovedOnAndEscapeCancelsADrag() {
    var page = NestedZonesApp()
    page.app.drag(from: page.piece("Star").frame.center, to: page.spot(in: "Tray"))
    #expect(page.piece("Star").value == "in Tray")
    let inTray = page.piece("Star").frame
    page.app.press(at: inTray.center)
    page.app.drag(to: page.zone("Squares only").frame.center)
    page.app.key("escape")
    page.app.release()
    page.app.settle()
    #expect(isClose(page.piece("Star").frame, inTray, tolerance: 1e-6), "back in the tray")
    #expect(page.piece("Star").value == "in Tray")
    #expect(page.app.scene.exitRequest == nil)
    page.app.key("escape")
    #expect(page.app.scene.exitRequest == .back)
}

@Test(arguments: [Size(width: 640, height: 480), Size(width: 1280, height: 800)])
func zonesNestAndPiecesStartOffTheTable(size: Size) {
    let page = NestedZonesApp(size: size)
    let table = page.zone("Table").frame
    #expect(table.contains(page.zone("Tray").frame))
    #expect(page.zone("Tray").frame.contains(page.zone("Circles only").frame))
    #expect(table.contains(page.zone("Squares only").frame))
    #expect(!page.zone("Tray").frame.intersects(page.zone("Squares only").frame))
    for name in ["Circle", "Square", "Star"] {
        #expect(!table.intersects(page.piece(name).frame))
        #expect(Rect(origin: .zero, size: size).contains(page.piece(name).frame))
    }
}
