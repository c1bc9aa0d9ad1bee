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

    /// Draws a list over the whole canvas (cleared to the list's background first).
    public func draw(_ list: DisplayList, into canvas: ImageCanvas, pixelScale: Double) {
        let cr = cairo_create(canvas.surface)!
        defer { cairo_destroy(cr) }
        set(list.background, on: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let base = AffineTransform(scale: pixelScale)
        var clipDepth = 0
        for item in list.items where item.isDrawable {
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
        text.endFrame()
        cairo_surface_flush(canvas.surface)
    }

    private func drawContent(_ item: DisplayItem, on cr: OpaquePointer) {
        let opacity = min(item.opacity, 1)
        switch item.content {
        case .fill(let shape, let color):
            if let shadow = item.shadow {
                let covered = color.alpha >= 0.999 && opacity >= 0.999
                if !drawBoxShadow(
                    shadow, of: shape, opacity: opacity, coveredByShape: covered, on: cr)
                {
                    drawShadow(
                        shadow, of: shape, filled: true, width: 0, opacity: opacity,
                        coveredByShape: covered, on: cr)
                }
            }
            addShape(shape, to: cr)
            set(color, opacity: opacity, on: cr)
            cairo_fill(cr)
        case .stroke(let shape, let stroke):
            if let shadow = item.shadow {
                drawShadow(
                    shadow, of: shape, filled: false, width: stroke.width, opacity: opacity,
                    coveredByShape: false, on: cr)
            }
            addShape(shape, to: cr)
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
