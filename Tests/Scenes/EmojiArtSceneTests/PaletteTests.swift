import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

@Test func thePaletteOffersAtLeastFiveThemedSetsOfSingleEmoji() {
    let sets = EmojiSet.all
    #expect(sets.count >= 5)
    #expect(Set(sets.map { $0.name }).count == sets.count, "every set has its own name")
    for set in sets {
        #expect(set.emoji.count >= 20, "\(set.name) is a real set")
        #expect(Set(set.emoji).count == set.emoji.count, "\(set.name) repeats no emoji")
        for emoji in set.emoji + [set.symbol] {
            #expect(
                EmojiText.isSingleEmoji(emoji),
                "\(set.name): \(emoji) is one emoji the document accepts")
        }
    }
}

@Test func tappingATabShowsThatSet() {
    var app = SceneDriver(document: EmojiArtDocument())
    #expect(app.setName == "Faces")
    app.showSet(named: "Animals")
    #expect(app.setName == "Animals")
    #expect(app.control(EmojiSet.all[1].symbol)?.value.contains("selected") == true)
    let strings = app.strings
    #expect(strings.contains("Animals") && strings.contains("🦊"))
    #expect(!strings.contains("😃"), "the faces left the grid")
    app.showSet(named: "Travel")
    #expect(app.setName == "Travel")
}

@Test func aSetTallerThanThePanelScrollsWithTheWheelWithinItsBounds() {
    var app = SceneDriver(document: EmojiArtDocument())
    app.showSet(named: "Travel")
    let canvas = app.canvas
    let travel = EmojiSet.all.first { $0.name == "Travel" }!.emoji
    #expect(app.cell(travel.last!) == nil, "96 travel emoji do not fit 800 points")
    let grid = app.paletteGrid.center
    let first = app.cells[0]
    let second = app.cells[8]
    let secondCell = app.cell(second)!
    app.wheel(dy: -2, at: grid)  // towards the user: further down the set
    #expect(app.cells.first != first, "the first row left the grid")
    #expect(isClose(app.cell(second)?.minY ?? 0, secondCell.minY - 80))
    app.wheel(dy: -100, at: grid)
    let bottom = app.cell(travel.last!)
    #expect(bottom != nil && bottom!.maxY <= app.paletteGrid.maxY + 1e-9, "the last row shows")
    app.wheel(dy: -3, at: grid)
    #expect(app.cell(travel.last!) == bottom, "no further than the last row")
    app.wheel(dy: 100, at: grid)
    #expect(
        app.cells.first == first && app.cell(second) == secondCell, "no further than the first row")
    #expect(app.canvas == canvas, "the canvas did not pan")
}

@Test func anEmojiScrolledIntoViewCanBeDragged() {
    var app = SceneDriver(document: EmojiArtDocument())
    app.showSet(named: "Travel")
    let last = EmojiSet.all.first { $0.name == "Travel" }!.emoji.last!
    #expect(app.cell(last) == nil, "out of view at first")
    app.wheel(dy: -100, at: app.paletteGrid.center)
    app.drag(from: app.cell(last)!.center, to: app.desk.center)
    #expect(app.lastItem?.text == last)
}
