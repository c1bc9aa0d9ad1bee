import CPangoCairo
import Geometry
import StageKit

/// Soft shadows of ellipses and paths (a held token, a lifted piece), drawn once into an
/// image and copied after: the layered fills of `drawShadow` cost the same again on every
/// frame and in every tile the shadow reaches, a copy a fraction of that.
///
/// A shadow is kept by its shape's outline wherever the shape is (a dragged piece keeps its
/// image), its scale, and its look; it is placed on whole device pixels (moved by less than
/// half a pixel). Whether an image was kept or is made afresh, the pixels are the same, so
/// a damaged tile still comes out as in a full repaint. Images unused for `keptFrames` are
/// released, and the least recently used once they hold more than `keptPixels`.
final class ShadowImages {
    private struct Key: Hashable {
        /// The shape moved so its bounds start at the origin.
        var shape: DisplayItem.Shape
        var scale: Double
        var filled: Bool
        var width: Double
        var shadow: Shadow
        var opacity: Double
    }

    private struct Image {
        var surface: OpaquePointer
        /// Where the image's top left lies from the shape's bounds' origin, in device pixels.
        var offsetX: Double
        var offsetY: Double
        var used: Int
    }

    private static let keptFrames = 300
    private static let keptPixels = 4 * 1024 * 1024
    private static let largestImage = 1024 * 1024
    private var images: [Key: Image] = [:]
    private var pixels = 0
    private var frame = 0

    deinit {
        for image in images.values { cairo_surface_destroy(image.surface) }
    }

    /// Ends a frame, releasing the images not used for `keptFrames` (checked every 60
    /// frames) and, while they hold more than `keptPixels`, the least recently used.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 || pixels > Self.keptPixels else { return }
        for (key, image) in images.sorted(by: { $0.value.used < $1.value.used }) {
            guard image.used < frame - Self.keptFrames || pixels > Self.keptPixels else { break }
            release(key)
        }
    }

    private func release(_ key: Key) {
        guard let image = images.removeValue(forKey: key) else { return }
        pixels -=
            Int(cairo_image_surface_get_width(image.surface))
            * Int(cairo_image_surface_get_height(image.surface))
        cairo_surface_destroy(image.surface)
    }

    /// Copies the shadow of `shape` from its image (made now if there is none), or returns
    /// false when the space is not upright and evenly scaled or the shadow too big for an
    /// image. `drawLayers` draws the shadow into the image.
    func draw(
        _ shadow: Shadow, of shape: DisplayItem.Shape, filled: Bool, width: Double,
        opacity: Double, on cr: OpaquePointer,
        drawLayers: (Shadow, DisplayItem.Shape, OpaquePointer) -> Void
    ) -> Bool {
        guard let m = uprightMatrix(of: cr), let bounds = shape.bounds else { return false }
        let k = m.xx
        let key = Key(
            shape: shape.translated(by: Vector(dx: -bounds.minX, dy: -bounds.minY)), scale: k,
            filled: filled, width: width, shadow: shadow, opacity: opacity)
        var image: Image
        if let kept = images[key] {
            image = kept
        } else {
            guard let made = Self.make(key, bounds: bounds, drawLayers: drawLayers) else {
                return false
            }
            image = made
            pixels +=
                Int(cairo_image_surface_get_width(made.surface))
                * Int(cairo_image_surface_get_height(made.surface))
        }
        image.used = frame
        images[key] = image
        let x = (k * bounds.minX + m.x0).rounded() + image.offsetX
        let y = (k * bounds.minY + m.y0).rounded() + image.offsetY
        let w = Double(cairo_image_surface_get_width(image.surface))
        let h = Double(cairo_image_surface_get_height(image.surface))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if Rect(x: x, y: y, width: w, height: h).intersects(clipExtents(of: cr)) {
            cairo_set_source_surface(cr, image.surface, x, y)
            cairo_rectangle(cr, x, y, w, h)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        return true
    }

    /// Draws a shadow into an image just big enough for it.
    private static func make(
        _ key: Key, bounds: Rect, drawLayers: (Shadow, DisplayItem.Shape, OpaquePointer) -> Void
    ) -> Image? {
        let k = key.scale
        let reach = max(key.shadow.radius, 0) + key.width + 2
        let local = Rect(origin: .zero, size: bounds.size).outset(by: reach)
            .offset(by: key.shadow.offset)
        let offsetX = (local.minX * k).rounded(.down), offsetY = (local.minY * k).rounded(.down)
        let width = Int((local.maxX * k).rounded(.up) - offsetX)
        let height = Int((local.maxY * k).rounded(.up) - offsetY)
        guard width > 0, height > 0, width * height <= largestImage,
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cr = cairo_create(surface)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, k, 0, 0, k, -offsetX, -offsetY)
        cairo_set_matrix(cr, &matrix)
        drawLayers(key.shadow, key.shape, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return Image(surface: surface, offsetX: offsetX, offsetY: offsetY, used: 0)
    }
}

extension DisplayItem.Shape {
    /// The same outline moved by `v`.
    func translated(by v: Vector) -> DisplayItem.Shape {
        switch self {
        case .rect(let r): return .rect(r.offset(by: v))
        case .roundedRect(let r, let radius): return .roundedRect(r.offset(by: v), radius: radius)
        case .ellipse(let r): return .ellipse(r.offset(by: v))
        case .line(let a, let b): return .line(from: a + v, to: b + v)
        case .path(let p):
            var moved = Path()
            for element in p.elements {
                switch element {
                case .move(let q): moved.move(to: q + v)
                case .line(let q): moved.line(to: q + v)
                case .curve(let c1, let c2, let q):
                    moved.curve(to: q + v, control1: c1 + v, control2: c2 + v)
                case .close: moved.close()
                }
            }
            return .path(moved)
        }
    }
}
