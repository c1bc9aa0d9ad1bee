import Geometry

extension DisplayItem {
    /// A rect in window points that holds every pixel the item can touch: the shape, half
    /// its stroke (more where sharp corners of a path can reach), its soft shadow and a
    /// margin for anti-aliasing; nil for clips and for items that draw nothing.
    ///
    /// Text is measured with `TextMetrics`' estimate and then given generous room, because a
    /// host's glyphs can be wider than the estimate (a fallback font, an emoji sequence).
    /// Too large only costs drawing; too small would leave stale pixels, so each margin errs
    /// on the large side.
    public var drawnBounds: Rect? {
        guard opacity > 0, isDrawable else { return nil }
        var local: Rect
        switch content {
        case .fill(let shape, _):
            guard let r = shape.bounds else { return nil }
            local = r
        case .stroke(let shape, let stroke):
            guard let r = shape.bounds else { return nil }
            let reach: Double
            switch shape {
            // A miter of a path can reach the miter limit (10) times half the width.
            case .path: reach = 5 * stroke.width
            default: reach = stroke.width
            }
            local = r.outset(by: max(reach, 0))
        case .text(let run):
            local = run.generousBounds
        case .beginClip, .endClip:
            return nil
        }
        if let shadow {
            // Cairo's blur (the desktop) reaches about the radius; a canvas's reaches three
            // standard deviations of a Gaussian Chromium makes as wide as 0.58 times the
            // blur plus half a pixel, so about 1.8 radii: two radii cover both.
            let spread = 2 * max(shadow.radius, 0) + 2
            local = local.union(local.offset(by: shadow.offset).outset(by: spread))
        }
        return transform.apply(to: local).outset(by: 1.5)
    }
}

extension DisplayItem.Shape {
    /// A rect's or rounded rect's rect (standardized) and corner radius (0 for a rect,
    /// never negative); nil for other shapes. Hosts draw these faster than any path.
    public var box: (rect: Rect, corner: Double)? {
        switch self {
        case .rect(let r): return (r.standardized, 0)
        case .roundedRect(let r, let radius): return (r.standardized, max(radius, 0))
        case .ellipse, .line, .path: return nil
        }
    }

    /// The rects the shape fills wholly, in the item's coordinates: a rect itself, or a
    /// rounded rect's two bands between its corners (its corners' radius at most half a
    /// side); nil for other shapes and for a radius that is not a number.
    public var solidBands: [Rect]? {
        guard let (r, corner) = box else { return nil }
        let k = min(corner, r.width / 2, r.height / 2)
        guard k.isFinite else { return nil }
        if k == 0 { return [r] }
        return [
            Rect(x: r.minX, y: r.minY + k, width: r.width, height: r.height - 2 * k),
            Rect(x: r.minX + k, y: r.minY, width: r.width - 2 * k, height: r.height),
        ]
    }

    /// The rect the outline lies in, in the item's coordinates (nil for an empty path).
    public var bounds: Rect? {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        case .line(let a, let b): return Rect(corner: a, b)
        case .path(let p): return p.controlBounds
        }
    }
}

extension TextRun {
    /// `drawnFrame` widened for glyphs wider than the estimate: half an em and a third of
    /// the estimated width on each side, and every scalar outside ASCII counted as an em
    /// and a half (the widest emoji and CJK glyphs are under that).
    var generousBounds: Rect {
        let frame = drawnFrame
        var wide = 0.0
        for scalar in string.unicodeScalars where scalar.value > 0x7F { wide += 1.5 }
        let grow = max(frame.width / 3, wide * font.size) + font.size / 2
        return frame.outset(dx: grow, dy: font.size / 2)
    }
}
