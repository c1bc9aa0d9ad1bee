import Geometry
import StageKit

extension DisplayList {
    /// The text runs given a room (a `maxWidth`: labels, titles, help) that a clip cuts:
    /// drawn partly inside the clip around them and partly outside, so a reader sees
    /// letters or lines sliced off. A run wholly outside its clip is scrolled away, not
    /// cut; runs without a room (emoji in a palette, on a canvas) and runs in the
    /// `scrolling` clips (lists whose edge shows part of an item by design) are left out.
    ///
    /// `slack` allows the line box's leading below the glyphs. Given the `window`, text
    /// cut only where a clip meets the window's edge (a row scrolled past it) is left out.
    public func textCutByClips(
        scrolling: (Rect) -> Bool = { _ in false }, window: Rect? = nil, slack: Double = 2
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
                    inside.height > 0.5, !clip.outset(by: slack).contains(frame),
                    !Self.isCutOnlyByTheWindow(frame, clip: clip, window: window, slack: slack)
                else { continue }
                cut.append("'\(run.lines.joined(separator: " / "))' at \(frame) in \(clip)")
            default:
                continue
            }
        }
        return cut
    }

    /// Whether every edge of `clip` that cuts `frame` lies on the window's edge: a row or
    /// list scrolled past the window (a column peeking in at the side), judged by the
    /// guards of the window's edges, not cut short by its own clip.
    static func isCutOnlyByTheWindow(_ frame: Rect, clip: Rect, window: Rect?, slack: Double)
        -> Bool
    {
        guard let window else { return false }
        let cutLeft = frame.minX < clip.minX - slack && clip.minX > window.minX + 0.5
        let cutRight = frame.maxX > clip.maxX + slack && clip.maxX < window.maxX - 0.5
        let cutTop = frame.minY < clip.minY - slack && clip.minY > window.minY + 0.5
        let cutBottom = frame.maxY > clip.maxY + slack && clip.maxY < window.maxY - 0.5
        return !(cutLeft || cutRight || cutTop || cutBottom)
    }
}
