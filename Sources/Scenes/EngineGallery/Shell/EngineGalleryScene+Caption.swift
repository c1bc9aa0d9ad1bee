import Geometry
import Gestures
import StageKit

/// The caption under the tabs. In a phone-sized window it takes at most two lines, the
/// second ending in "… more", so the page keeps its room; a tap on it opens the whole
/// caption over the page, and the next tap (or Escape) closes it.
extension EngineGalleryScene {
    /// The most lines a caption takes, closed, in a phone-sized window.
    static let shortCaptionLines = 2
    /// What ends a shortened caption.
    static let moreMark = "… more"

    /// Lays the caption out in a band `width` points wide under the tabs.
    mutating func layoutCaption(width: Double) {
        fullCaptionLines = TextMetrics.wrappedLines(
            page.caption, font: Self.captionFont, maxWidth: width)
        let limit = Self.shortCaptionLines
        isCaptionShortened = TouchTarget.isPhoneSized(size) && fullCaptionLines.count > limit
        isCaptionOpen = isCaptionOpen && isCaptionShortened
        guard isCaptionShortened else {
            captionLines = fullCaptionLines
            return
        }
        captionLines = Array(fullCaptionLines.prefix(limit))
        var words = captionLines[limit - 1].split(separator: " ").map(String.init)
        func last() -> String { (words + [Self.moreMark]).joined(separator: " ") }
        while words.count > 1,
            TextMetrics.width(of: last(), font: Self.captionFont) > width
        {
            words.removeLast()
        }
        captionLines[limit - 1] = last()
    }

    /// Where the caption's lines lie, closed; a shortened one, which a tap opens, is at
    /// least a finger's height.
    var captionFrame: Rect {
        let lines = Double(captionLines.count) * TextMetrics.lineHeight(of: Self.captionFont)
        return Rect(
            x: theme.padding, y: captionTop, width: max(size.width - 2 * theme.padding, 0),
            height: isCaptionShortened ? max(lines, TouchTarget.side) : lines)
    }

    /// Opens or closes a shortened caption for a press on it, or closes an open one for any
    /// press or Escape; returns whether the event was used.
    mutating func handleCaption(_ event: InputEvent) -> Bool {
        guard isCaptionShortened else { return false }
        switch event {
        case .pointer(let p) where p.phase == .down:
            if isCaptionOpen || captionFrame.contains(p.location) {
                isCaptionOpen.toggle()
                captionPress = p.pointer
                return true
            }
        case .pointer(let p) where p.pointer == captionPress:
            // The rest of the press that opened or closed the caption is its own.
            if p.phase == .up || p.phase == .cancel { captionPress = nil }
            return true
        case .key(let key) where isCaptionOpen && key.matches(.escape):
            isCaptionOpen = false
            return true
        default:
            break
        }
        return false
    }

    /// Draws the caption: its lines, and when open the whole caption on a card over the
    /// page.
    func drawCaption(into list: inout DisplayList) {
        let lineHeight = TextMetrics.lineHeight(of: Self.captionFont)
        func draw(_ lines: [String]) {
            for (i, line) in lines.enumerated() {
                list.text(
                    line,
                    at: Point(
                        x: theme.padding + 2, y: captionTop + (Double(i) + 0.5) * lineHeight),
                    font: Self.captionFont, color: theme.secondaryText)
            }
        }
        if isCaptionOpen {
            let card = Rect(
                x: theme.padding - 6, y: captionTop - 6,
                width: captionFrame.width + 12,
                height: Double(fullCaptionLines.count) * lineHeight + 12)
            list.fill(
                .roundedRect(card, radius: theme.controlRadius), theme.surface,
                shadow: theme.sheetShadow)
            draw(fullCaptionLines)
        } else {
            draw(captionLines)
        }
        if isCaptionShortened {
            list.see(
                .control, "About this page", frame: captionFrame,
                value: isCaptionOpen ? "open" : "")
        }
    }
}
