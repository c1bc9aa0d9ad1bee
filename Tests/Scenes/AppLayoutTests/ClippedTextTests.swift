import Geometry
import StageKit
import TestSupport
import Testing

/// No app slices its own words: text that does not fit the panel, card or strip it is
/// clipped to wraps, or ends in "…" within a line limit, instead of being cut mid-letter
/// or mid-line by the clip.
@Suite("Text cut by clips")
struct ClippedTextTests {
    @Test(arguments: LayoutGuardTests.cases)
    func noTextIsCutByTheClipAroundIt(app: App, size: Size) {
        let cut = app.driver(size: size).list.textCutByClips(
            window: Rect(origin: .zero, size: size))
        #expect(cut.isEmpty, "\(app) at \(size): \(cut)")
    }
}
