import Geometry
import Gestures
import StageKit
import Testing

/// The action menu on its own: where it opens, and what keys, presses and a held finger do.
@Suite struct ActionMenuWidgetTests {
    let window = Size(width: 800, height: 600)
    let actions: [ActionMenu.Action] = [
        .init("a", "Alpha"), .init("b", "Beta", isEnabled: false), .init("c", "Gamma"),
    ]

    func rows(_ menu: ActionMenu) -> [SeenElement] {
        var list = DisplayList()
        menu.draw(into: &list)
        return list.seen(.control)
    }

    @Test func itOpensBesideTheItemAndStaysInsideTheWindow() {
        var menu = ActionMenu()
        let item = Rect(x: 100, y: 100, width: 50, height: 50)
        menu.open(actions, title: "Item", beside: item, in: window, byKeyboard: false)
        #expect(menu.frame!.minX >= item.maxX, "right of the item where there is room")
        #expect(menu.frame!.minY == item.minY)
        let nearCorner = Rect(x: 740, y: 560, width: 50, height: 30)
        menu.open(actions, title: "Item", beside: nearCorner, in: window, byKeyboard: false)
        #expect(menu.frame!.maxX <= nearCorner.minX, "left of an item at the right edge")
        #expect(Rect(origin: .zero, size: window).contains(menu.frame!))
        #expect(rows(menu).map { $0.kind } == [.menuItem, .menuItem, .menuItem])
    }

    @Test func theKeysSkipDisabledRowsAndEnterChooses() {
        var menu = ActionMenu()
        menu.open(
            actions, title: "Item", beside: Rect(x: 10, y: 10, width: 20, height: 20), in: window,
            byKeyboard: true)
        #expect(rows(menu).filter { $0.states.contains(.focused) }.map { $0.label } == ["Alpha"])
        _ = menu.handle(.key(KeyEvent(.down, time: 1)))
        #expect(menu.highlighted?.id == "c", "Beta is disabled")
        #expect(menu.handle(.key(KeyEvent(.enter, time: 2))) == .chose(actions[2]))
        #expect(!menu.isOpen)
    }

    @Test func escapeAndAPressOutsideCloseItAndThePressIsUsedUp() {
        var menu = ActionMenu()
        let item = Rect(x: 10, y: 10, width: 20, height: 20)
        menu.open(actions, title: "Item", beside: item, in: window, byKeyboard: false)
        #expect(menu.handle(.key(KeyEvent(.escape, time: 1))) == .closed)
        menu.open(actions, title: "Item", beside: item, in: window, byKeyboard: false)
        let outside = Point(x: 700, y: 500)
        #expect(menu.handle(.pointer(PointerEvent(.down, at: outside, time: 2))) == .closed)
        #expect(menu.takes(.pointer(PointerEvent(.up, at: outside, time: 3))), "its release too")
        _ = menu.handle(.pointer(PointerEvent(.up, at: outside, time: 3)))
        #expect(!menu.takes(.pointer(PointerEvent(.down, at: outside, time: 4))))
    }

    @Test func aPressOnARowChoosesItOnRelease() {
        var menu = ActionMenu()
        menu.open(
            actions, title: "Item", beside: Rect(x: 10, y: 10, width: 20, height: 20), in: window,
            byKeyboard: false)
        let gamma = rows(menu).first { $0.label == "Gamma" }!.frame.center
        #expect(menu.handle(.pointer(PointerEvent(.down, at: gamma, time: 1))) == .none)
        #expect(
            menu.handle(.pointer(PointerEvent(.up, at: gamma, time: 1.1))) == .chose(actions[2]))
    }

    @Test func shiftF10AndTheMenuKeyOpenItButF10AloneDoesNot() {
        #expect(ActionMenu.opens(KeyEvent(Key("f10"), modifiers: .shift, time: 0)))
        #expect(ActionMenu.opens(KeyEvent(.menu, time: 0)))
        #expect(!ActionMenu.opens(KeyEvent(Key("f10"), time: 0)), "F10 is the toolbar's")
        #expect((try? KeyEvent(parsing: "menu", time: 0))?.key == .menu)
    }

    @Test func onlyAFingerHeldStillAndLetGoCounts() {
        var held = HeldStillPress()
        let p = Point(x: 50, y: 50)
        func finger(_ phase: PointerEvent.Phase, _ at: Point, _ t: Double) -> PointerEvent {
            PointerEvent(phase, at: at, time: t, kind: .touch)
        }
        _ = held.release(finger(.down, p, 0))
        #expect(held.release(finger(.up, p, 0.2)) == nil, "a tap")
        _ = held.release(finger(.down, p, 1))
        _ = held.release(finger(.move, Point(x: 53, y: 50), 1.2))
        #expect(held.release(finger(.up, Point(x: 53, y: 50), 1.7)) == p, "held, barely moved")
        _ = held.release(finger(.down, p, 2))
        _ = held.release(finger(.move, Point(x: 80, y: 50), 2.2))
        #expect(held.release(finger(.up, p, 2.7)) == nil, "a drag that came back")
        _ = held.release(PointerEvent(.down, at: p, time: 3))
        #expect(held.release(PointerEvent(.up, at: p, time: 4)) == nil, "a mouse")
    }
}
