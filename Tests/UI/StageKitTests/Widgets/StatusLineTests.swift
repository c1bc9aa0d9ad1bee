import Geometry
import StageKit
import Testing

@Test func aShownStatusIsNotSaidAndAnAnnouncedStepIsBoth() {
    var line = StatusLine("Drag the pieces onto the board.")
    #expect(line.text == "Drag the pieces onto the board." && line.announcement == "")
    line.announce("Picked up the L piece.")
    #expect(line.text == "Picked up the L piece." && line.announcement == line.text)
    line.show("3 of 12 pieces placed.")
    #expect(line.text == "3 of 12 pieces placed.")
    #expect(line.announcement == "Picked up the L piece.", "showing says nothing new")
    line.announce("Dropped the L piece.", then: line.text)
    #expect(line.text == "3 of 12 pieces placed.")
    #expect(line.announcement == "Dropped the L piece. 3 of 12 pieces placed.")
}

@Test func eachAnnouncedSentenceCountsEvenWhenItRepeatsTheLast() {
    var line = StatusLine("Drag the pieces onto the board.")
    #expect(line.announcementCount == 0)
    line.announce("The L piece cannot move up from row 1, column 1.")
    line.show("Shown only.")
    #expect(line.announcementCount == 1, "showing is not announcing")
    line.announce("The L piece cannot move up from row 1, column 1.")
    #expect(line.announcementCount == 2, "a host can tell the repeat is new")
    #expect(line.announcement == "The L piece cannot move up from row 1, column 1.")
}

@Test func aLongStatusWrapsWithinItsWidth() {
    let line = StatusLine(String(repeating: "A rather long status sentence. ", count: 8))
    var list = DisplayList()
    line.draw(into: &list, at: Point(x: 200, y: 20), maxWidth: 300)
    guard case .text(let run)? = list.items.first?.content else {
        Issue.record("the status is drawn as one text run")
        return
    }
    #expect(run.string == line.text && run.maxWidth == 300 && run.alignment == .center)
}
