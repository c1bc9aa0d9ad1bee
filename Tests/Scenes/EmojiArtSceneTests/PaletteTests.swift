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
    var app = EmojiArtDriver()
    #expect(app.scene.palette.currentSet.name == "Faces")
    app.showSet(named: "Animals")
    #expect(app.scene.palette.currentSet.name == "Animals")
    let strings = app.scene.displayList().strings
    #expect(strings.contains("Animals") && strings.contains("🦊"))
    #expect(!strings.contains("😃"), "the faces left the grid")
    app.showSet(named: "Travel")
    #expect(app.scene.palette.currentSet.name == "Travel")
}

@Test func aSetTallerThanThePanelScrollsWithTheWheelWithinItsBounds() {
    var app = EmojiArtDriver()
    app.showSet(named: "Travel")
    let palette = app.scene.palette
    let view = app.scene.view
    #expect(palette.maximumScroll > 0, "96 travel emoji do not fit 800 points")
    let grid = palette.gridFrame.center
    let firstCell = palette.cellFrame(at: 0)
    app.wheel(at: grid, dy: -2)  // towards the user: further down the set
    #expect(isClose(app.scene.palette.scroll, 80))
    #expect(isClose(app.scene.palette.cellFrame(at: 0).minY, firstCell.minY - 80))
    app.wheel(at: grid, dy: -100)
    #expect(app.scene.palette.scroll == palette.maximumScroll, "no further than the last row")
    app.wheel(at: grid, dy: 100)
    #expect(app.scene.palette.scroll == 0, "no further than the first row")
    #expect(app.scene.view == view, "the canvas did not pan")
}

@Test func anEmojiScrolledIntoViewCanBeDragged() {
    var app = EmojiArtDriver()
    app.showSet(named: "Travel")
    let last = app.scene.palette.currentSet.emoji.last!
    #expect(app.scene.palette.visibleCell(of: last) == nil, "out of view at first")
    app.wheel(at: app.scene.palette.gridFrame.center, dy: -100)
    let target = app.viewport.center
    app.drag(from: app.scene.palette.visibleCell(of: last)!.center, to: target)
    #expect(app.lastItem?.text == last)
}
