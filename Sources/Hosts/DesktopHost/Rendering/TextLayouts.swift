import CPangoCairo
import Geometry
import StageKit

/// Pango layouts for text runs, kept from one frame to the next and released once unused
/// for `keptFrames` frames (a frame that redraws only what changed leaves most text
/// undrawn, and that text must still be there when the drag ends). A layout
/// holds the run's lines as the portable layer broke them (`TextRun.lines`): Pango only
/// measures, aligns and draws them, and wraps nothing.
///
/// Runs drawn upright at a plain scale are also kept as images, drawn once and then
/// copied: colour emoji are bitmaps that Cairo resamples at every draw, far too slowly for
/// a canvas of dozens of emoji.
final class TextLayouts {
    /// The font family list: DejaVu Sans for text and chess symbols, Noto Color Emoji for
    /// emoji, and whatever fontconfig offers after that.
    static let family = "DejaVu Sans"

    private struct Key: Hashable {
        var string: String
        var font: Font
        var alignment: TextAlignment
        var maxWidth: Double?
        var lineLimit: Int?
    }

    /// A run's image: its layout's key, its colour and the pixels per point.
    private struct ImageKey: Hashable {
        var layout: Key
        var color: Color
        var scale: Double
    }

    /// A run drawn into an image, and where the layout's origin sits in it (in pixels).
    private struct RunImage {
        var surface: OpaquePointer
        var originX: Double
        var originY: Double
    }

    /// The largest image kept, in pixels; larger runs are drawn directly.
    private static let largestImage = 512 * 512

    /// Frames a layout or image is kept after its last use.
    private static let keptFrames = 300

    private let context: OpaquePointer
    private var layouts: [Key: (layout: OpaquePointer, used: Int)] = [:]
    private var images: [ImageKey: (image: RunImage, used: Int)] = [:]
    private var frame = 0

    init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        // Unhinted metrics: a layout measures the same at every scale, so text placed in
        // points stays put on a HiDPI screen.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        for entry in images.values { cairo_surface_destroy(entry.image.surface) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Ends a frame; every 60 frames, releases the layouts and images not used for
    /// `keptFrames`.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        let oldest = frame - Self.keptFrames
        for (key, entry) in layouts where entry.used < oldest {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            layouts[key] = nil
        }
        for (key, entry) in images where entry.used < oldest {
            cairo_surface_destroy(entry.image.surface)
            images[key] = nil
        }
    }

    private static func key(of run: TextRun) -> Key {
        Key(
            string: run.string, font: run.font, alignment: run.alignment, maxWidth: run.maxWidth,
            lineLimit: run.lineLimit)
    }

    private func layout(for key: Key) -> OpaquePointer {
        if let entry = layouts[key] {
            layouts[key]!.used = frame
            return entry.layout
        }
        let layout = pango_layout_new(context)!
        let lines = TextMetrics.lines(
            of: key.string, font: key.font, maxWidth: key.maxWidth, lineLimit: key.lineLimit)
        pango_layout_set_text(layout, lines.joined(separator: "\n"), -1)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, Self.family)
        pango_font_description_set_absolute_size(
            description, key.font.size * Double(cpango_scale()))
        pango_font_description_set_weight(description, Self.weight(key.font.weight))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        // Lines shorter than the widest are aligned against it; `origin(of:layout:)`
        // places the widest within the run's box.
        switch key.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        layouts[key] = (layout, frame)
        return layout
    }

    /// The measured size of a run, in points (for tests comparing with `TextMetrics`).
    func measure(_ run: TextRun) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout(for: Self.key(of: run)), nil, &logical)
        let scale = Double(cpango_scale())
        return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// Where a run's layout is drawn from (its origin, in the run's coordinates).
    private func origin(of run: TextRun, layout: OpaquePointer) -> Point {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(cpango_scale())
        let (lx, ly) = (Double(logical.x) / scale, Double(logical.y) / scale)
        let (w, h) = (Double(logical.width) / scale, Double(logical.height) / scale)
        // The box is `maxWidth` wide when given (else as wide as the text); the anchor is
        // its leading edge, middle or trailing edge, and the text sits in it as aligned.
        let box = run.maxWidth ?? w
        let anchor: Double
        let inBox: Double
        switch run.alignment {
        case .leading: (anchor, inBox) = (0, 0)
        case .center: (anchor, inBox) = (box / 2, (box - w) / 2)
        case .trailing: (anchor, inBox) = (box, box - w)
        }
        let x = run.position.x - anchor + inBox - lx
        let y = run.verticalAlignment == .center ? run.position.y - h / 2 - ly : run.position.y - ly
        return Point(x: x, y: y)
    }

    /// Draws a run on `cr`, whose matrix maps the run's coordinates to pixels.
    func draw(_ run: TextRun, opacity: Double, shadow: Shadow?, on cr: OpaquePointer) {
        let key = Self.key(of: run)
        let layout = layout(for: key)
        let start = origin(of: run, layout: layout)
        if run.caret == nil,
            drawImage(
                of: run, key: key, layout: layout, at: start, opacity: opacity, shadow: shadow,
                on: cr)
        {
            return
        }
        let scale = Double(cpango_scale())
        let (x, y) = (start.x, start.y)
        // Colour emoji ignore the source alpha, so fade through a group when needed.
        let faded = opacity < 1
        if faded { cairo_push_group(cr) }
        if let shadow {
            // The glyphs (emoji included) as a mask, filled with the shadow colour.
            let blur = max(shadow.radius / 4, 0.5)
            cairo_push_group(cr)
            for (dx, dy) in [(0.0, 0.0), (-blur, 0.0), (blur, 0.0), (0.0, -blur), (0.0, blur)] {
                cairo_move_to(cr, x + shadow.offset.dx + dx, y + shadow.offset.dy + dy)
                cairo_set_source_rgba(cr, 0, 0, 0, 0.2)
                pango_cairo_show_layout(cr, layout)
            }
            let mask = cairo_pop_group(cr)
            set(shadow.color, on: cr)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_move_to(cr, x, y)
        set(run.color, on: cr)
        pango_cairo_show_layout(cr, layout)
        if let caret = run.caret {
            var strong = PangoRectangle()
            let index = Int32(min(max(caret.utf8Offset, 0), run.string.utf8.count))
            pango_layout_get_cursor_pos(layout, index, &strong, nil)
            set(caret.color, on: cr)
            cairo_rectangle(
                cr, x + Double(strong.x) / scale - 1, y + Double(strong.y) / scale,
                2, max(Double(strong.height) / scale, run.font.size))
            cairo_fill(cr)
        }
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Copies the run's image to the canvas when the matrix only moves and scales it
    /// evenly; says whether it did. The image lands on whole pixels (moving the text by
    /// at most half a pixel), so one image serves wherever the run goes. A shadow is the
    /// image's shape in the shadow colour, smeared over a few offsets.
    private func drawImage(
        of run: TextRun, key layoutKey: Key, layout: OpaquePointer, at start: Point,
        opacity: Double,
        shadow: Shadow?, on cr: OpaquePointer
    ) -> Bool {
        guard let m = uprightMatrix(of: cr) else { return false }
        let key = ImageKey(layout: layoutKey, color: run.color, scale: m.xx)
        guard let image = images[key]?.image ?? makeImage(key, layout) else { return false }
        images[key] = (image, frame)
        let x = (m.x0 + start.x * m.xx).rounded() - image.originX
        let y = (m.y0 + start.y * m.yy).rounded() - image.originY
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let shadow {
            let blur = max(shadow.radius / 4, 0.5) * m.xx
            let color = shadow.color
            cairo_set_source_rgba(
                cr, color.red, color.green, color.blue, color.alpha * opacity * 0.25)
            for (dx, dy) in [(0.0, 0.0), (-blur, 0.0), (blur, 0.0), (0.0, -blur), (0.0, blur)] {
                cairo_mask_surface(
                    cr, image.surface, x + shadow.offset.dx * m.xx + dx,
                    y + shadow.offset.dy * m.yy + dy)
            }
        }
        cairo_set_source_surface(cr, image.surface, x, y)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
        return true
    }

    /// Draws a layout into a new image at `key.scale` pixels per point, covering its ink
    /// with a pixel to spare; nil when it would be too large.
    private func makeImage(_ key: ImageKey, _ layout: OpaquePointer) -> RunImage? {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let units = Double(cpango_scale())
        let left = (Double(ink.x) / units * key.scale).rounded(.down) - 1
        let top = (Double(ink.y) / units * key.scale).rounded(.down) - 1
        let right = (Double(ink.x + ink.width) / units * key.scale).rounded(.up) + 1
        let bottom = (Double(ink.y + ink.height) / units * key.scale).rounded(.up) + 1
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return nil }
        let width = Int(right - left)
        let height = Int(bottom - top)
        guard width > 0, height > 0, width * height <= Self.largestImage,
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        let cr = cairo_create(surface)!
        cairo_translate(cr, -left, -top)
        cairo_scale(cr, key.scale, key.scale)
        cairo_move_to(cr, 0, 0)
        set(key.color, on: cr)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return RunImage(surface: surface, originX: -left, originY: -top)
    }

    private static func weight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        }
    }
}
