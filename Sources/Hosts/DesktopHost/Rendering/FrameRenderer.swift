import CPangoCairo
import Geometry
import StageKit

/// Draws display lists with Cairo and Pango: shapes anti-aliased under any transform,
/// text with font fallback and colour emoji, soft shadows, clips.
///
/// One renderer keeps a cache of text layouts between frames, so keep it for the life
/// of a window. Items with non-finite numbers are skipped.
///
/// ```swift
/// let renderer = FrameRenderer()
/// let image = try renderer.render(scene.displayList(), size: Size(width: 1280, height: 800))
/// try image.writePNG(to: "shot.png")
/// ```
public final class FrameRenderer {
    let text = TextLayouts()
    let shadows = ShadowSprites()
    let shadowImages = ShadowImages()
    /// Whether a tile an opaque item covers starts at that item; off only for tests that
    /// check the pictures are the same either way.
    var skipsCoveredItems = true

    /// Creates a renderer.
    public init() {}

    /// Renders a list into a new image of `size` points at `pixelScale` pixels per point.
    public func render(_ list: DisplayList, size: Size, pixelScale: Double = 1) throws(HostError)
        -> ImageCanvas
    {
        guard size.isFinite, size.width >= 1, size.height >= 1, pixelScale.isFinite, pixelScale > 0
        else {
            throw .usage("cannot render a frame of \(size) points at scale \(pixelScale)")
        }
        let canvas = try ImageCanvas(
            pixelWidth: Int((size.width * pixelScale).rounded()),
            pixelHeight: Int((size.height * pixelScale).rounded()))
        draw(list, into: canvas, pixelScale: pixelScale)
        return canvas
    }

    /// Draws a list over the whole canvas, or, given the frame's `damage`, only its
    /// damaged tiles, keeping every other pixel. Either way each tile is cleared to the
    /// list's background and the items reaching it drawn clipped to it, so a damaged tile
    /// comes out exactly as in a full repaint (see `Damage`).
    public func draw(
        _ list: DisplayList, into canvas: ImageCanvas, pixelScale: Double, damage: Damage? = nil
    ) {
        // A damage made for another list is no guide: then the whole frame is drawn.
        let damage =
            damage.flatMap { $0.itemBounds.count == list.items.count ? $0 : nil }
            ?? Damage.everything(
                of: list,
                size: Size(
                    width: Double(canvas.pixelWidth) / pixelScale,
                    height: Double(canvas.pixelHeight) / pixelScale),
                pixelScale: pixelScale)
        guard !damage.isEmpty else { return }
        // Each tile's items, in order, found in one pass over the list; clips go to every
        // tile. A tile an opaque item covers starts at that item (see `Damage.covers`).
        let covers =
            skipsCoveredItems
            ? damage.covers(in: list, pixelScale: pixelScale)
            : [TileCover?](repeating: nil, count: damage.tiles.count)
        var buckets = [[Int]](repeating: [], count: damage.tiles.count)
        for index in list.items.indices {
            switch list.items[index].content {
            case .beginClip, .endClip:
                for t in buckets.indices { buckets[t].append(index) }
            case .fill, .stroke, .text:
                let bounds = damage.itemBounds[index]
                guard !bounds.isEmpty else { continue }
                for (t, tile) in damage.tiles.enumerated() where tile.intersects(bounds) {
                    if let cover = covers[t], index <= cover.item { continue }
                    buckets[t].append(index)
                }
            }
        }
        let cr = cairo_create(canvas.surface)!
        defer { cairo_destroy(cr) }
        for (t, tile) in damage.tiles.enumerated() {
            let items = buckets[t], cover = covers[t]
            let x0 = (tile.minX * pixelScale).rounded(), y0 = (tile.minY * pixelScale).rounded()
            let x1 = (tile.maxX * pixelScale).rounded(), y1 = (tile.maxY * pixelScale).rounded()
            cairo_save(cr)
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            cairo_clip(cr)
            paint(
                list, items, clearedTo: cover?.color ?? list.background, on: cr,
                pixelScale: pixelScale)
            cairo_restore(cr)
        }
        text.endFrame()
        shadows.endFrame()
        shadowImages.endFrame()
        cairo_surface_flush(canvas.surface)
    }

    /// Clears the clip to `clear` and draws the items at `indices` in it.
    private func paint(
        _ list: DisplayList, _ indices: [Int], clearedTo clear: Color, on cr: OpaquePointer,
        pixelScale: Double
    ) {
        set(clear, on: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let base = AffineTransform(scale: pixelScale)
        var clipDepth = 0
        for index in indices {
            let item = list.items[index]
            guard item.isDrawable else { continue }
            let transform = item.transform.concatenating(base)
            switch item.content {
            case .beginClip(let rect):
                cairo_save(cr)
                setMatrix(transform, on: cr)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_identity_matrix(cr)
                cairo_clip(cr)
                clipDepth += 1
            case .endClip:
                if clipDepth > 0 {
                    cairo_restore(cr)
                    clipDepth -= 1
                }
            case .fill, .stroke, .text:
                guard item.opacity > 0 else { continue }
                cairo_save(cr)
                setMatrix(transform, on: cr)
                drawContent(item, on: cr)
                cairo_restore(cr)
            }
        }
        while clipDepth > 0 {
            cairo_restore(cr)
            clipDepth -= 1
        }
    }

    private func drawContent(_ item: DisplayItem, on cr: OpaquePointer) {
        let opacity = min(item.opacity, 1)
        switch item.content {
        case .fill(let shape, let color):
            if let shadow = item.shadow {
                let covered = color.alpha >= 0.999 && opacity >= 0.999
                if !drawSpriteShadow(
                    shadow, of: shape, opacity: opacity, coveredByShape: covered, on: cr),
                    !drawBoxShadow(
                        shadow, of: shape, opacity: opacity, coveredByShape: covered, on: cr),
                    !drawImageShadow(
                        shadow, of: shape, filled: true, width: 0, opacity: opacity, on: cr)
                {
                    drawShadow(
                        shadow, of: shape, filled: true, width: 0, opacity: opacity,
                        coveredByShape: covered, on: cr)
                }
            }
            set(color, opacity: opacity, on: cr)
            if case .roundedRect(let rect, let radius) = shape,
                fillInBands(rect, radius: radius, on: cr)
            {
                break
            }
            addShape(shape, to: cr, reach: 1)
            cairo_fill(cr)
        case .stroke(let shape, let stroke):
            if let shadow = item.shadow,
                !drawImageShadow(
                    shadow, of: shape, filled: false, width: stroke.width, opacity: opacity,
                    on: cr)
            {
                drawShadow(
                    shadow, of: shape, filled: false, width: stroke.width, opacity: opacity,
                    coveredByShape: false, on: cr)
            }
            // A miter can reach the miter limit (10) times half the width.
            addShape(shape, to: cr, reach: 5 * max(stroke.width, 0) + 1)
            apply(stroke, on: cr)
            set(stroke.color, opacity: opacity, on: cr)
            cairo_stroke(cr)
        case .text(let run):
            text.draw(run, opacity: opacity, shadow: item.shadow, on: cr)
        case .beginClip, .endClip:
            break
        }
    }

    func setMatrix(_ t: AffineTransform, on cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, t.a, t.b, t.c, t.d, t.tx, t.ty)
        cairo_set_matrix(cr, &m)
    }
}

func set(_ color: Color, opacity: Double = 1, on cr: OpaquePointer) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
}
