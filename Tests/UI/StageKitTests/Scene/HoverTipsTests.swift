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
        list.text("Short", at: Point(x: 40, y: 300), font: Font(size: 15), color: .black,
            maxWidth: 160, lineLimit: 1)
    }
    var stateDescription: String { "" }
}

@Suite struct HoverTipsTests {
    /// The title drawn whole (the card's own run is cut to one line).
    func tips(in driver: SceneDriver<HoverTips<TitledCard>>) -> [TextRun] {
        driver.list.items.compactMap { item -> TextRun? in
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
        // As a host runs it: a frame is drawn only when `advance` says something moves,
        // so the frame where the tip appears must be one of those.
        var scene = driver.scene
        var time = driver.time
        var drawnWithTip = false
        while time < driver.time + 2 {
            time += 1.0 / 60
            // The card draws two runs; a third is the tip.
            if scene.advance(to: time), scene.displayList().items.count > 2 { drawnWithTip = true }
        }
        #expect(drawnWithTip, "a frame with the tip was asked for")
        var idle = scene
        let moving = idle.advance(to: time + 1)
        #expect(!moving, "and none after it")
        driver.wait(HoverTips<TitledCard>.delay)
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
