import Geometry
import StageKit

extension DisplayList {
    /// The text runs given a room (a `maxWidth`: labels, titles, help) that a clip cuts:
    /// drawn partly inside the clip around them and partly outside, so a reader sees
    /// letters or lines sliced off. A run wholly outside its clip is scrolled away, not
    /// cut; runs without a room (emoji in a palette, on a canvas) and runs in the
    /// `scrolling` clips (lists whose edge shows part of an item by design) are left out.
    ///
    /// `slack` allows the line box's leading below the glyphs.
    public func textCutByClips(
        scrolling: (Rect) -> Bool = { _ in false }, slack: Double = 2
    ) -> [String] {
        var clips: [Rect] = []
        var cut: [String] = []
        for item in items {
            switch item.content {
            case .beginClip(let rect):
                let shown = item.transform.apply(to: rect)
                if let outer = clips.last {
                    clips.append(
                        outer.intersection(shown) ?? Rect(origin: shown.origin, size: .zero))
                } else {
                    clips.append(shown)
                }
            case .endClip:
                _ = clips.popLast()
            case .text(let run):
                guard run.maxWidth != nil, let clip = clips.last, !scrolling(clip) else { continue }
                let frame = item.transform.apply(to: run.drawnFrame)
                guard let inside = frame.intersection(clip), inside.width > 0.5,
                    inside.height > 0.5, !clip.outset(by: slack).contains(frame)
                else { continue }
                cut.append("'\(run.lines.joined(separator: " / "))' at \(frame) in \(clip)")
            default:
                continue
            }
        }
        return cut
    }
}
