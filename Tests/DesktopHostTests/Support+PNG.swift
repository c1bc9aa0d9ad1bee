import CPangoCairo
import StageKit

/// A PNG file opened with Cairo, to check a screenshot's pixels.
final class ImageCanvasReader {
    private let surface: OpaquePointer

    init?(path: String) {
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    func color(atX x: Int, y: Int) -> Color? {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard (0..<w).contains(x), (0..<h).contains(y), let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let format = cairo_image_surface_get_format(surface)
        let a = format == CAIRO_FORMAT_ARGB32 ? Double(word >> 24) / 255 : 1
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { min(Double((word >> shift) & 0xFF) / 255 / a, 1) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }
}
