import Geometry
import StageKit
import Testing

@Suite("The F12 frame-time overlay")
struct FrameTimeOverlayTests {
    @Test("F12 toggles it and is taken; other keys are not")
    func toggles() throws {
        var overlay = FrameTimeOverlay()
        #expect(!overlay.isShown)
        #expect(overlay.toggle(on: try KeyEvent(parsing: "f12", time: 0)))
        #expect(overlay.isShown)
        #expect(!overlay.toggle(on: try KeyEvent(parsing: "ctrl+f12", time: 0)))
        #expect(!overlay.toggle(on: try KeyEvent(parsing: "space", time: 0)))
        #expect(overlay.toggle(on: try KeyEvent(parsing: "f12", time: 0)))
        #expect(!overlay.isShown)
    }

    @Test("it keeps the last 120 frames, reports their medians and draws them in its panel")
    func recordsAndDraws() {
        var overlay = FrameTimeOverlay()
        for i in 0..<200 {
            overlay.record(sceneMilliseconds: Double(i % 3), drawingMilliseconds: i < 80 ? 50 : 2)
        }
        overlay.record(sceneMilliseconds: .nan, drawingMilliseconds: -1)
        #expect(overlay.medians.scene == 1)
        #expect(overlay.medians.drawing == 2)  // the slow frames 0..<80 have left the window
        let size = Size(width: 800, height: 600)
        var list = DisplayList()
        overlay.draw(into: &list, size: size)
        let panel = FrameTimeOverlay.frame(in: size)
        #expect(list.strings.contains("Scene 1.00 ms") && list.strings.contains("Drawing 2.00 ms"))
        for item in list.items {
            if case .text(let run) = item.content {
                #expect(panel.contains(run.drawnFrame))
            } else {
                #expect(panel.contains(item.drawnBounds!.outset(by: -2)))
            }
        }
    }
}
