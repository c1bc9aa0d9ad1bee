import CPangoCairo
import StageKit

/// An ARGB image in memory that Cairo draws into: the frame buffer of a window, or a
/// picture to save as PNG.
///
/// ```swift
/// let canvas = try ImageCanvas(pixelWidth: 640, pixelHeight: 400)
/// try canvas.writePNG(to: "frame.png")
/// ```
public final class ImageCanvas {
    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    let surface: OpaquePointer

    /// Creates a transparent image; sizes must be 1…16384 pixels.
    public init(pixelWidth: Int, pixelHeight: Int) throws(HostError) {
        guard (1...16384).contains(pixelWidth), (1...16384).contains(pixelHeight) else {
            throw .usage("image size \(pixelWidth)×\(pixelHeight) pixels is out of range (1…16384)")
        }
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw .cairo("could not create a \(pixelWidth)×\(pixelHeight) image") }
        self.surface = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Reads a PNG file (a screenshot, an exported picture) to look at its pixels.
    public convenience init(contentsOfPNG path: String) throws(HostError) {
        guard let loaded = cairo_image_surface_create_from_png(path) else {
            throw .file(path: path, reason: "could not read PNG")
        }
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .file(
                path: path,
                reason: "could not read PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        try self.init(
            pixelWidth: Int(cairo_image_surface_get_width(loaded)),
            pixelHeight: Int(cairo_image_surface_get_height(loaded)))
        // Painted onto a fresh ARGB image, so that a picture without alpha reads as opaque.
        let cairo = cairo_create(surface)
        cairo_set_source_surface(cairo, loaded, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixel memory (premultiplied ARGB, one native-endian 32-bit word per pixel),
    /// after making sure Cairo has finished writing to it.
    public var pixels: UnsafeMutableRawPointer {
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    }

    /// The colour of one pixel (nil outside the image).
    public func color(atX x: Int, y: Int) -> Color? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        let word = pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let a = Double(word >> 24) / 255
        guard a > 0 else { return .clear }
        // Undo the premultiplication.
        func channel(_ shift: UInt32) -> Double { min(Double((word >> shift) & 0xFF) / 255 / a, 1) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    /// Writes the image as a PNG file.
    public func writePNG(to path: String) throws(HostError) {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .file(
                path: path,
                reason: "could not write PNG (\(String(cString: cairo_status_to_string(status))))")
        }
    }
}
