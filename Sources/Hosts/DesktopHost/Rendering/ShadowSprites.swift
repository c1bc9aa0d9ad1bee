import CPangoCairo
import Geometry
import StageKit

/// Soft shadows of upright rects and rounded rects, cut from a small picture of one drawn
/// once and kept: four corners copied as they are, four edge strips repeated along the
/// edges, the middle one solid fill. Copying pixels is what pixman does fastest, where
/// drawing the gradients again costs every frame (a card's shadow was a third of a full
/// repaint; see HostBenchmarks).
///
/// The shadow is placed on whole device pixels (a soft edge moved by less than half a
/// pixel), and released once unused for `keptFrames` frames.
final class ShadowSprites {
    /// A shadow's look in device pixels: its blur, its corners' radius and its colour.
    private struct Key: Hashable {
        var blur: Double
        var corner: Double
        var red, green, blue, alpha: Double
    }

    /// The pieces of one shadow, reaching the corner zone's pixels inward from the shape's
    /// edge and half the blur's outward (both follow from the key).
    private final class Sprite {
        /// Top left, top right, bottom left, bottom right, each as wide as the two reaches.
        let corners: [OpaquePointer]
        /// Top and bottom, `stripLength` wide; left and right, `stripLength` tall.
        let strips: [OpaquePointer]

        init(corners: [OpaquePointer], strips: [OpaquePointer]) {
            self.corners = corners
            self.strips = strips
        }

        deinit {
            for surface in corners + strips { cairo_surface_destroy(surface) }
        }
    }

    /// How long an edge strip is before it repeats (pixman copies repeats of at least 32
    /// pixels quickly).
    private static let stripLength = 256
    private static let keptFrames = 300
    private var sprites: [Key: (sprite: Sprite, used: Int)] = [:]
    private var frame = 0

    /// Ends a frame; every 60 frames, releases the sprites not used for `keptFrames`.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        let oldest = frame - Self.keptFrames
        for (key, entry) in sprites where entry.used < oldest { sprites[key] = nil }
    }

    /// Draws the shadow of `rect` (rounded by `corner`) in the current user space, or
    /// returns false when that space is not upright and evenly scaled, or the rect too
    /// small for its corners. `drawGradients` draws a shadow the slow way, for the picture
    /// the pieces are cut from.
    func draw(
        _ shadow: Shadow, of rect: Rect, corner: Double, opacity: Double, coveredByShape: Bool,
        on cr: OpaquePointer,
        drawGradients: (Shadow, DisplayItem.Shape, OpaquePointer) -> Bool
    ) -> Bool {
        guard let m = uprightMatrix(of: cr) else { return false }
        let k = m.xx
        let s = rect.standardized.offset(by: shadow.offset)
        let x0 = (k * s.minX + m.x0).rounded(), x1 = (k * s.maxX + m.x0).rounded()
        let y0 = (k * s.minY + m.y0).rounded(), y1 = (k * s.maxY + m.y0).rounded()
        let blur = max(shadow.radius, 0.5) * k
        let cornerZone = max(min(max(corner, 0) * k, (x1 - x0) / 2, (y1 - y0) / 2), blur / 2)
        let inner = Int(cornerZone.rounded(.up)), outer = Int((blur / 2).rounded(.up))
        let a = shadow.color.alpha * opacity
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, a > 0,
            x1 - x0 >= Double(2 * inner), y1 - y0 >= Double(2 * inner),
            inner + outer <= 512
        else { return false }
        let c = shadow.color
        let key = Key(
            blur: blur, corner: cornerZone, red: c.red, green: c.green, blue: c.blue, alpha: a)
        let sprite: Sprite
        if let entry = sprites[key] {
            sprite = entry.sprite
        } else {
            guard
                let made = Self.make(
                    key, inner: inner, outer: outer, drawGradients: drawGradients)
            else { return false }
            sprite = made
        }
        sprites[key] = (sprite, frame)

        let (i, o) = (Double(inner), Double(outer))
        let size = i + o
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let clip = clipExtents(of: cr)
        // Under an opaque shape, the pixels wholly inside its straight bands are painted
        // over: the strips are drawn around them (a card's shadow is then a thin rim).
        let r = rect.standardized
        let outline = Rect(
            x: k * r.minX + m.x0, y: k * r.minY + m.y0, width: k * r.width, height: k * r.height)
        let holes =
            coveredByShape
            ? (DisplayItem.Shape.roundedRect(outline, radius: corner * k).solidBands ?? [])
                .compactMap { Self.wholePixels(in: $0) }
            : []
        func put(_ piece: OpaquePointer, at origin: Point, over area: Rect, repeats: Bool) {
            var parts = [area]
            for hole in holes { parts = parts.flatMap { $0.cut(by: hole) } }
            for part in parts where part.width > 0 && part.height > 0 && part.intersects(clip) {
                cairo_set_source_surface(cr, piece, origin.x, origin.y)
                if repeats {
                    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
                }
                cairo_rectangle(cr, part.minX, part.minY, part.width, part.height)
                cairo_fill(cr)
            }
        }
        let cornerOrigins = [
            Point(x: x0 - o, y: y0 - o), Point(x: x1 - i, y: y0 - o),
            Point(x: x0 - o, y: y1 - i), Point(x: x1 - i, y: y1 - i),
        ]
        for (piece, origin) in zip(sprite.corners, cornerOrigins) {
            put(
                piece, at: origin,
                over: Rect(x: origin.x, y: origin.y, width: size, height: size), repeats: false)
        }
        let (w, h) = (x1 - x0 - 2 * i, y1 - y0 - 2 * i)
        let stripAreas = [
            Rect(x: x0 + i, y: y0 - o, width: w, height: size),
            Rect(x: x0 + i, y: y1 - i, width: w, height: size),
            Rect(x: x0 - o, y: y0 + i, width: size, height: h),
            Rect(x: x1 - i, y: y0 + i, width: size, height: h),
        ]
        for (piece, area) in zip(sprite.strips, stripAreas) {
            put(piece, at: area.origin, over: area, repeats: true)
        }
        // The middle is hidden under an opaque shape when the offset is within the corner zone.
        let hidden =
            coveredByShape && abs(shadow.offset.dx) * k <= cornerZone
            && abs(shadow.offset.dy) * k <= cornerZone
        let middle = Rect(x: x0 + i, y: y0 + i, width: w, height: h)
        if !hidden, middle.width > 0, middle.height > 0, middle.intersects(clip) {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, a)
            cairo_rectangle(cr, middle.minX, middle.minY, middle.width, middle.height)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        return true
    }

    /// The whole device pixels inside `r` (in device pixels), or nil.
    private static func wholePixels(in r: Rect) -> Rect? {
        let x0 = r.minX.rounded(.up), y0 = r.minY.rounded(.up)
        let x1 = r.maxX.rounded(.down), y1 = r.maxY.rounded(.down)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws a shadow whose straight edges are `stripLength` long and cuts it into pieces.
    private static func make(
        _ key: Key, inner: Int, outer: Int,
        drawGradients: (Shadow, DisplayItem.Shape, OpaquePointer) -> Bool
    ) -> Sprite? {
        let size = inner + outer, side = 2 * size + stripLength
        guard
            let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))
        else { return nil }
        defer { cairo_surface_destroy(picture) }
        let cr = cairo_create(picture)!
        let shape = DisplayItem.Shape.roundedRect(
            Rect(
                x: Double(outer), y: Double(outer), width: Double(2 * inner + stripLength),
                height: Double(2 * inner + stripLength)),
            radius: key.corner)
        let shadow = Shadow(
            color: Color(red: key.red, green: key.green, blue: key.blue, alpha: key.alpha),
            radius: key.blur)
        let drawn = drawGradients(shadow, shape, cr)
        cairo_destroy(cr)
        guard drawn else { return nil }
        cairo_surface_flush(picture)
        func cut(x: Int, y: Int, width: Int, height: Int) -> OpaquePointer {
            let piece = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            let pc = cairo_create(piece)!
            cairo_set_operator(pc, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(pc, picture, Double(-x), Double(-y))
            cairo_paint(pc)
            cairo_destroy(pc)
            cairo_surface_flush(piece)
            return piece
        }
        let far = size + stripLength
        let corners = [
            cut(x: 0, y: 0, width: size, height: size),
            cut(x: far, y: 0, width: size, height: size),
            cut(x: 0, y: far, width: size, height: size),
            cut(x: far, y: far, width: size, height: size),
        ]
        let strips = [
            cut(x: size, y: 0, width: stripLength, height: size),
            cut(x: size, y: far, width: stripLength, height: size),
            cut(x: 0, y: size, width: size, height: stripLength),
            cut(x: far, y: size, width: size, height: stripLength),
        ]
        return Sprite(corners: corners, strips: strips)
    }
}

extension Rect {
    /// What is left of the rect outside `hole`: up to four rects, none overlapping.
    func cut(by hole: Rect) -> [Rect] {
        guard intersects(hole) else { return [self] }
        var parts: [Rect] = []
        if hole.minY > minY {
            parts.append(Rect(x: minX, y: minY, width: width, height: hole.minY - minY))
        }
        if hole.maxY < maxY {
            parts.append(Rect(x: minX, y: hole.maxY, width: width, height: maxY - hole.maxY))
        }
        let top = max(minY, hole.minY), bottom = min(maxY, hole.maxY)
        if hole.minX > minX {
            parts.append(Rect(x: minX, y: top, width: hole.minX - minX, height: bottom - top))
        }
        if hole.maxX < maxX {
            parts.append(Rect(x: hole.maxX, y: top, width: maxX - hole.maxX, height: bottom - top))
        }
        return parts
    }
}
