import CPangoCairo
import Geometry
import StageKit

extension FrameRenderer {
    /// The soft shadow of a rect or rounded rect cut from a kept picture (`ShadowSprites`);
    /// false when the shape is not such a rect or the space not upright.
    func drawSpriteShadow(
        _ shadow: Shadow, of shape: DisplayItem.Shape, opacity: Double, coveredByShape: Bool,
        on cr: OpaquePointer
    ) -> Bool {
        guard let (rect, corner) = shape.box else { return false }
        return shadows.draw(
            shadow, of: rect, corner: corner, opacity: opacity, coveredByShape: coveredByShape,
            on: cr
        ) { shadow, shape, cr in
            self.drawBoxShadow(shadow, of: shape, opacity: 1, coveredByShape: false, on: cr)
        }
    }

    /// The soft shadow of a rect or rounded rect drawn as gradients: four edge strips with
    /// linear gradients, four corners with radial ones, and the middle solid unless the
    /// opaque shape covers it. About a dozen small fills, however big the rect, where
    /// stacked blurred layers would fill the whole area many times (see HostBenchmarks).
    /// Returns false when the shape is not a rect big enough for it.
    func drawBoxShadow(
        _ shadow: Shadow, of shape: DisplayItem.Shape, opacity: Double, coveredByShape: Bool,
        on cr: OpaquePointer
    ) -> Bool {
        guard let (s, corner) = shape.box else { return false }
        let b = max(shadow.radius, 0.5)
        // The corner zone: as round as the shape, and at least as wide as the blur.
        let m = max(min(corner, s.width / 2, s.height / 2), b / 2)
        guard s.width >= 2 * m, s.height >= 2 * m else { return false }
        let a = shadow.color.alpha * opacity
        let c = shadow.color
        // A smooth ramp from nothing (offset 0) to full strength (offset 1).
        let ramp: [(Double, Double)] = [(0, 0), (0.25, 0.12), (0.5, 0.5), (0.75, 0.88), (1, 1)]

        cairo_save(cr)
        cairo_translate(cr, shadow.offset.dx, shadow.offset.dy)
        func fill(_ rect: Rect, _ pattern: OpaquePointer) {
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cr)
        }
        func linear(from p0: Point, to p1: Point) -> OpaquePointer {
            let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
            for (offset, k) in ramp {
                cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, a * k)
            }
            return pattern
        }
        func radial(at center: Point) -> OpaquePointer {
            let pattern = cairo_pattern_create_radial(
                center.x, center.y, m - b / 2, center.x, center.y, m + b / 2)!
            for (offset, k) in ramp.reversed() {
                cairo_pattern_add_color_stop_rgba(
                    pattern, 1 - offset, c.red, c.green, c.blue, a * k)
            }
            return pattern
        }
        let h = b / 2
        let (x0, x1, y0, y1) = (s.minX, s.maxX, s.minY, s.maxY)
        let strips: [(Rect, Point, Point)] = [
            (
                Rect(x: x0 + m, y: y0 - h, width: s.width - 2 * m, height: m + h),
                Point(x: 0, y: y0 - h), Point(x: 0, y: y0 + h)
            ),
            (
                Rect(x: x0 + m, y: y1 - m, width: s.width - 2 * m, height: m + h),
                Point(x: 0, y: y1 + h), Point(x: 0, y: y1 - h)
            ),
            (
                Rect(x: x0 - h, y: y0 + m, width: m + h, height: s.height - 2 * m),
                Point(x: x0 - h, y: 0), Point(x: x0 + h, y: 0)
            ),
            (
                Rect(x: x1 - m, y: y0 + m, width: m + h, height: s.height - 2 * m),
                Point(x: x1 + h, y: 0), Point(x: x1 - h, y: 0)
            ),
        ]
        for (rect, p0, p1) in strips {
            let pattern = linear(from: p0, to: p1)
            fill(rect, pattern)
            cairo_pattern_destroy(pattern)
        }
        let corners: [(Rect, Point)] = [
            (Rect(x: x0 - h, y: y0 - h, width: m + h, height: m + h), Point(x: x0 + m, y: y0 + m)),
            (Rect(x: x1 - m, y: y0 - h, width: m + h, height: m + h), Point(x: x1 - m, y: y0 + m)),
            (Rect(x: x0 - h, y: y1 - m, width: m + h, height: m + h), Point(x: x0 + m, y: y1 - m)),
            (Rect(x: x1 - m, y: y1 - m, width: m + h, height: m + h), Point(x: x1 - m, y: y1 - m)),
        ]
        for (rect, center) in corners {
            let pattern = radial(at: center)
            fill(rect, pattern)
            cairo_pattern_destroy(pattern)
        }
        // The middle is hidden under an opaque shape when the offset is within the corner zone.
        let hidden = coveredByShape && abs(shadow.offset.dx) <= m && abs(shadow.offset.dy) <= m
        if !hidden {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, a)
            cairo_rectangle(cr, x0 + m, y0 + m, s.width - 2 * m, s.height - 2 * m)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        return true
    }
}
