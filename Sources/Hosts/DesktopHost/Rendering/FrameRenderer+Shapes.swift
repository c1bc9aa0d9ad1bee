import Foundation
import CPangoCairo
import Geometry
import StageKit

extension FrameRenderer {
    /// Replaces Cairo's current path with a shape's outline. Given `reach` (how far beyond
    /// its outline a subpath draws: 0 for a fill, the stroke's reach for a stroke), a
    /// path's subpaths that cannot reach the clip are left out: a tile then rasterises the
    /// few dots of a dotted grid near it, not all of them (a closed subpath adds nothing
    /// outside itself, and each subpath starts its dash pattern afresh, so the pixels in
    /// the clip are the same).
    func addShape(_ shape: DisplayItem.Shape, to cr: OpaquePointer, reach: Double? = nil) {
        cairo_new_path(cr)
        if case .path(let path) = shape, let reach {
            addSubpaths(of: path, reaching: clipExtents(of: cr).outset(by: reach), to: cr)
        } else {
            addSubpath(shape, to: cr)
        }
    }

    /// Adds the subpaths of `path` whose control points' bounds meet `visible`.
    private func addSubpaths(of path: Path, reaching visible: Rect, to cr: OpaquePointer) {
        let elements = path.elements
        var start = 0
        while start < elements.count {
            var end = start + 1
            while end < elements.count {
                if case .move = elements[end] { break }
                end += 1
            }
            if Self.bounds(of: elements[start..<end]).map({ $0.intersects(visible) }) ?? true {
                add(elements[start..<end], to: cr)
            }
            start = end
        }
    }

    private static func bounds(of elements: ArraySlice<Path.Element>) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .curve(let c1, let c2, let p):
                include(c1)
                include(c2)
                include(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func add(_ elements: ArraySlice<Path.Element>, to cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// Adds a shape's outline to Cairo's current path, keeping what is there.
    func addSubpath(_ shape: DisplayItem.Shape, to cr: OpaquePointer) {
        switch shape {
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .line(let a, let b):
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
        case .roundedRect, .ellipse, .path:
            add(shape.path.elements[...], to: cr)
        }
    }

    /// Fills a rounded rect, in an upright and evenly scaled space, as three bands split on
    /// whole device rows: the rows with the rounded corners as a path, and the straight
    /// middle as a rect, which pixman fills far faster than it rasterises a curved path
    /// (a card as big as half the window was a fifth of a full repaint). No pixel is in two
    /// bands, so none is blended twice. False when the space or the rect does not allow it.
    func fillInBands(_ rect: Rect, radius: Double, on cr: OpaquePointer) -> Bool {
        guard let m = uprightMatrix(of: cr) else { return false }
        let r = rect.standardized
        let k = m.xx
        let corner = min(max(radius, 0), r.width / 2, r.height / 2) * k
        let x0 = k * r.minX + m.x0, y0 = k * r.minY + m.y0
        let x1 = k * r.maxX + m.x0, y1 = k * r.maxY + m.y0
        let top = (y0 + corner).rounded(.up), bottom = (y1 - corner).rounded(.down)
        guard top < bottom, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else {
            return false
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x0, top, x1 - x0, bottom - top)
        cairo_fill(cr)
        let outline = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        for rows in [(y0.rounded(.down), top), (bottom, y1.rounded(.up))] where rows.0 < rows.1 {
            cairo_save(cr)
            cairo_rectangle(cr, x0.rounded(.down) - 1, rows.0, x1 - x0 + 2, rows.1 - rows.0)
            cairo_clip(cr)
            addShape(.roundedRect(outline, radius: corner), to: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
        return true
    }

    func apply(_ stroke: Stroke, on cr: OpaquePointer) {
        cairo_set_line_width(cr, max(stroke.width, 0))
        cairo_set_line_cap(cr, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(
            cr, stroke.cap == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        var total = 0.0
        for d in stroke.dash { total += d }
        if total > 0 {
            stroke.dash.withUnsafeBufferPointer {
                cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0)
            }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// A soft shadow copied from an image of it (`ShadowImages`), or false.
    func drawImageShadow(
        _ shadow: Shadow, of shape: DisplayItem.Shape, filled: Bool, width: Double, opacity: Double,
        on cr: OpaquePointer
    ) -> Bool {
        shadowImages.draw(
            shadow, of: shape, filled: filled, width: width, opacity: opacity, on: cr
        ) { shadow, shape, cr in
            self.drawShadow(
                shadow, of: shape, filled: filled, width: width, opacity: opacity,
                coveredByShape: false, on: cr)
        }
    }

    /// A soft shadow: the shape drawn several times, offset, each layer a little larger and
    /// faint, so the edge fades over the shadow's radius (Cairo has no blur of its own).
    /// Small radii need fewer layers.
    ///
    /// When an opaque rect will cover the middle of its own shadow, the layers are drawn
    /// only in four bands around a hole that lies under the rect, each band a rectangular
    /// clip, so Cairo rasterises the rim and not the whole area (see HostBenchmarks). The
    /// hole is the shape inset by more than the offset, the largest inward spread and its
    /// corner radius, so it lies inside every layer and under the shape.
    func drawShadow(
        _ shadow: Shadow, of shape: DisplayItem.Shape, filled: Bool, width: Double, opacity: Double,
        coveredByShape: Bool, on cr: OpaquePointer
    ) {
        let layers = shadow.radius > 0.5 ? min(max(Int(shadow.radius / 3), 2), 6) : 1
        let alpha = shadow.color.alpha * opacity
        // Layers that add up to `alpha` where they all overlap: 1 - (1 - a)^n = alpha.
        let layerAlpha = 1 - pow(1 - min(alpha, 0.999), 1 / Double(layers))
        cairo_save(cr)
        cairo_translate(cr, shadow.offset.dx, shadow.offset.dy)
        cairo_set_source_rgba(
            cr, shadow.color.red, shadow.color.green, shadow.color.blue, layerAlpha)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let layer = { (i: Int) in
            let spread =
                layers == 1 ? 0 : shadow.radius * ((Double(i) + 0.5) / Double(layers) - 0.5)
            self.drawShadowLayer(of: shape, spread: spread, filled: filled, width: width, on: cr)
        }
        if coveredByShape, let bands = Self.rimBands(of: shape, shadow: shadow) {
            for band in bands where !band.isEmpty {
                cairo_save(cr)
                cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
                cairo_clip(cr)
                for i in 0..<layers { layer(i) }
                cairo_restore(cr)
            }
        } else {
            for i in 0..<layers { layer(i) }
        }
        cairo_restore(cr)
    }

    /// Four rects around the part of a rect's shadow its opaque shape hides (in the
    /// shadow's offset coordinates), or nil when the shape is not a big enough rect.
    static func rimBands(of shape: DisplayItem.Shape, shadow: Shadow) -> [Rect]? {
        guard let (r, corner) = shape.box else { return nil }
        let inset = shadow.radius / 2 + abs(shadow.offset.dx) + abs(shadow.offset.dy) + corner + 1
        guard r.width > 2 * inset, r.height > 2 * inset else { return nil }
        let hole = r.outset(by: -inset)
        let outer = r.outset(by: shadow.radius + 2)
        return [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: hole.minY - outer.minY),
            Rect(x: outer.minX, y: hole.maxY, width: outer.width, height: outer.maxY - hole.maxY),
            Rect(x: outer.minX, y: hole.minY, width: hole.minX - outer.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: outer.maxX - hole.maxX, height: hole.height),
        ]
    }

    private func drawShadowLayer(
        of shape: DisplayItem.Shape, spread: Double, filled: Bool, width: Double,
        on cr: OpaquePointer
    ) {
        switch (shape, filled) {
        case (.rect(let r), true):
            addShape(.roundedRect(r.outset(by: spread), radius: max(spread, 0)), to: cr)
            cairo_fill(cr)
        case (.roundedRect(let r, let radius), true):
            addShape(.roundedRect(r.outset(by: spread), radius: max(radius + spread, 0)), to: cr)
            cairo_fill(cr)
        case (.ellipse(let r), true):
            addShape(.ellipse(r.outset(by: spread)), to: cr)
            cairo_fill(cr)
        default:
            addShape(shape, to: cr)
            let grow = max(2 * spread, 0)
            if filled {
                if grow > 0 {
                    cairo_set_line_width(cr, grow)
                    cairo_stroke_preserve(cr)
                }
                cairo_fill(cr)
            } else {
                cairo_set_line_width(cr, max(width + grow, 0.5))
                cairo_stroke(cr)
            }
        }
    }
}
