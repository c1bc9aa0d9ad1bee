import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// Whatever pointers, buttons and keys do, every pick-up ends exactly once, no item is
/// lost or doubled, and once settled every item is drawn where the model has it.
@Test func nothingIsLostAndThePictureMatchesTheModel() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...120)) {
        codes in
        var row = SlotRow()
        let names = Announcer<String, Int>(item: { $0 }, location: { "slot \($0)" })
        var time = 0.0
        for (i, code) in codes.enumerated() {
            time += Double(code % 7) * 0.02
            let point = Point(x: Double(code % 560) - 30, y: Double((code / 560) % 160) - 30)
            let pointer = PointerID(code % 5 == 0 ? 1 : 0)
            let button: PointerButton = code % 11 == 0 ? .secondary : .primary
            switch (code &+ i) % 10 {
            case 0, 1:
                row.dragPointer(
                    PointerEvent(.down, at: point, time: time, pointer: pointer, button: button))
            case 2, 3, 4:
                row.dragPointer(PointerEvent(.move, at: point, time: time, pointer: pointer))
            case 5:
                row.dragPointer(
                    PointerEvent(.up, at: point, time: time, pointer: pointer, button: button))
            case 6: row.dragPointer(PointerEvent(.cancel, at: point, time: time, pointer: pointer))
            case 7: row.cancelDrag(.escape, at: time)
            case 8:
                if let item = ["a", "b"].first(where: { row.slot(of: $0) != nil }), row.drag.isIdle
                {
                    let from = row.slot(of: item)
                    _ = row.pickUpByKeys(
                        item, from: from, at: from ?? 0, announcer: names, time: time)
                } else {
                    _ = row.moveCarry(
                        code % 2 == 0 ? .right : .left,
                        navigate: { s, d in d == .right ? s + 1 : s - 1 }, announcer: names,
                        time: time)
                }
            default:
                _ =
                    code % 2 == 0
                    ? row.dropCarry(announcer: names, time: time)
                    : row.cancelCarry(announcer: names, time: time)
            }
        }
        row.cancelAnyDrag(announcer: names, time: time)
        row.time = time
        row.settle()
        let ups = row.log.filter { $0.hasPrefix("pickUp") }.count
        let ends = row.log.filter { $0.hasPrefix("ended") }.count
        #expect(ups == ends, "every pick-up ends exactly once: \(row.log)")
        #expect(row.slots.values.sorted() == ["a", "b"], "nothing lost or doubled")
        #expect(row.pictureMatchesModel)
    }
}
