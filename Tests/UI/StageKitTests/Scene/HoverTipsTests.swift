import Geometry
import StageKit
import TestSupport
import Testing

/// A card whose title is cut to one line, and a short label that fits.
struct TitledCard: Scene {
    static let title = "A very long card title that does not fit on one line of this card"
    mutating func handle(_ event: InputEvent) {}
    mutating func advance(to time: Double) -> Bool { false }
    func draw(into list: inout DisplayList) {
        list.text(
            Self.title, at: Point(x: 40, y: 100), font: Font(size: 15), color: .black,
            maxWidth: 160, lineLimit: 1)
        list.text(
            "Short", at: Point(x: 40, y: 300), font: Font(size: 15), color: .black,
            maxWidth: 160, lineLimit: 1)
    }
    var stateDescription: String { "" }
}

@Suite struct HoverTipsTests {
    /// The title drawn whole (the card's own run is cut to one line).
    func tips(in driver: SceneDriver<HoverTips<TitledCard>>) -> [TextRun] {
        tips(in: driver.list)
    }

    func tips(in list: DisplayList) -> [TextRun] {
        list.items.compactMap { item -> TextRun? in
            guard case .text(let run) = item.content, run.string == TitledCard.title,
                !run.isCutShort
            else { return nil }
            return run
        }
    }

    @Test func restingOnTextCutShortShowsItWholeAfterAMoment() {
        var driver = SceneDriver(HoverTips(TitledCard()), size: Size(width: 640, height: 480))
        driver.move(to: Point(x: 60, y: 100))
        #expect(tips(in: driver).isEmpty, "not at once")
        // As a host runs it, the tip is on screen once everything rests.
        var scene = driver.scene
        let shown = lastPictureDrawn(running: &scene, from: driver.time)
        #expect(shown.picture.map { tips(in: $0).count } == 1, "the tip is drawn")
        #expect(shown.time < driver.time + 1, "and the host rests soon after")
        driver.wait(HoverTip.delay)
        #expect(tips(in: driver).count == 1)
        // The tip lies inside the window.
        let window = Rect(x: 0, y: 0, width: 640, height: 480)
        #expect(tips(in: driver).allSatisfy { window.contains($0.drawnFrame) })
        // A press hides it; so does a key.
        driver.press(at: Point(x: 60, y: 100))
        #expect(tips(in: driver).isEmpty)
    }

    @Test func textThatFitsAndEmptySpaceShowNoTip() {
        var driver = SceneDriver(HoverTips(TitledCard()), size: Size(width: 640, height: 480))
        driver.move(to: Point(x: 50, y: 300))
        driver.wait(1)
        #expect(driver.list.items.count == 2)
        driver.move(to: Point(x: 500, y: 400))
        driver.wait(1)
        #expect(driver.list.items.count == 2)
        var rest = driver.scene
        let still = rest.advance(to: driver.time + 0.1)
        #expect(!still, "no frames once nothing is due")
    }
}

@Test func aFingerShowsNoTip() {
    var driver = SceneDriver(HoverTips(TitledCard()), size: Size(width: 640, height: 480))
    driver.pointerKind = .touch
    driver.tap(at: Point(x: 60, y: 100))
    driver.move(to: Point(x: 62, y: 100))
    driver.wait(1)
    #expect(driver.list.items.count == 2)
}
