import DragAndDrop
import EmojiArt
import PropertyBased
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

/// Random presses, drags, releases, taps, double taps, pinches, wheel turns (with and
/// without ctrl), keys and pauses, with some NaN and infinite coordinates, anywhere but
/// on the toolbar, never crash,
/// never leave a non-finite or invalid position, and change the number of emoji only by
/// an explicit add (a palette copy released over the canvas) or delete (an emoji released
/// over the trash, or Delete with a selection).
@Test(.timeLimit(.minutes(3))) func randomGesturesNeverBreakTheDocumentAndOnlyAddOrDeleteOnPurpose()
    async
{
    await propertyCheck(count: 80, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...60)) {
        codes in
        useRandomly(codes)
    }
}

/// What a step may do to the item count, judged from the state before it.
private struct Allowance {
    var add = false
    var dropDelete = false
    var keyDelete = 0
}

func useRandomly(_ codes: [Int]) {
    var app = EmojiArtDriver(document: foxAndCat())
    var i = 0
    func next() -> Int {
        defer { i += 1 }
        return abs(codes[i % codes.count] &+ i &* 7919)
    }
    func somewhere() -> Point {
        // Anywhere but the toolbar, whose commands (New, Undo…) change the count on purpose
        // and are tested on their own.
        let p = anywhere()
        return p.y < Theme.standard.toolbarHeight ? Point(x: p.x, y: p.y + 760) : p
    }
    func anywhere() -> Point {
        switch next() % 8 {
        case 0: return Point(x: Double(next() % 1400) - 60, y: Double(next() % 900) - 50)
        case 1, 2:
            let set = app.scene.palette.currentSet
            return app.scene.palette.cellFrame(at: next() % set.emoji.count).center
        case 3 where !app.document.items.isEmpty:
            let item = app.document.items[next() % app.document.items.count]
            return app.windowPoint(of: item.position)
        case 4: return app.scene.layout.trash.center
        case 5 where next() % 6 == 0:
            return [Point(x: .nan, y: 3), Point(x: .infinity, y: -.infinity)][next() % 2]
        default:
            let v = app.viewport
            return Point(
                x: v.minX + Double(next() % Int(v.width)),
                y: v.minY + Double(next() % Int(v.height)))
        }
    }
    for _ in 0..<codes.count {
        let before = app.document.items.count
        var allowance = Allowance()
        if app.scene.session.phase == .dragging {
            if case .palette? = app.scene.session.item {
                allowance.add = true
            } else {
                allowance.dropDelete = true
            }
        }
        switch next() % 12 {
        case 0, 1:
            app.send(app.script.press(at: somewhere()))
        case 2, 3:
            app.send(
                app.script.drag(
                    to: somewhere(), steps: 1 + next() % 6, duration: Double(next() % 30) / 100))
        case 4:
            app.send(app.script.release())
        case 5:
            app.send(app.script.tap(at: somewhere()))
        case 6:
            let p = somewhere()
            app.send(app.script.tap(at: p))
            app.script.wait(0.1)
            app.send(app.script.tap(at: p))
        case 7:
            let dy = [1.0, -1, 3, -7, 0.5, 1e9, .nan][next() % 7]
            app.wheel(
                at: somewhere(), dx: next() % 4 == 0 ? 1 : 0, dy: dy,
                modifiers: next() % 2 == 0 ? .control : [])
        case 8:
            let chord = ["+", "-", "0", "escape", "delete", "backspace", "shift+="][next() % 7]
            if chord == "delete" || chord == "backspace", app.scene.session.phase == .idle,
                app.scene.handleDrag == nil
            {
                allowance.keyDelete = app.scene.editor.selection.count
            }
            app.key(chord)
        case 9:
            // Another finger: down, a few moves, up. Alone, it is a whole drag of its own.
            let a = somewhere(), b = somewhere()
            if app.scene.palette.emoji(at: a) != nil { allowance.add = true }
            if app.scene.item(at: a) != nil { allowance.dropDelete = true }
            app.script.wait(0.02)
            app.send([PointerEvent(.down, at: a, time: app.script.time, pointer: 7)])
            for k in 1...3 {
                app.script.wait(0.02)
                app.send([
                    PointerEvent(
                        .move, at: a.interpolated(to: b, by: Double(k) / 3), time: app.script.time,
                        pointer: 7)
                ])
            }
            app.send([PointerEvent(.up, at: b, time: app.script.time + 0.01, pointer: 7)])
        case 10:
            app.wait(Double(next() % 50) / 100)
        default:
            app.send(app.script.cancel())
        }
        let change = app.document.items.count - before
        if change > 0 {
            #expect(
                change == 1 && allowance.add, "an emoji appeared without a drop from the palette")
        } else if change < 0 {
            #expect(
                (change == -1 && allowance.dropDelete) || -change == allowance.keyDelete,
                "emoji vanished without the trash or Delete")
        }
        #expect((try? app.document.validate()) != nil)
        for item in app.document.items { #expect(item.position.isFinite && item.size.isFinite) }
        #expect(app.scene.view.zoom.isFinite && app.scene.view.pan.isFinite)
        #expect(CanvasView.zoomRange.contains(app.scene.view.zoom))
    }
    app.send(app.script.release())
    app.key("escape")
    app.wait(3)
    #expect(!app.scene.look.isAnimating, "everything comes to rest")
    #expect(app.scene.copies.isEmpty, "no copy is left floating")
    for item in app.scene.displayList().items { #expect(item.isDrawable) }
}
