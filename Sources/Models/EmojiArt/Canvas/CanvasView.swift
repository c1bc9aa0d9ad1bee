import Geometry

/// How the canvas is shown in its on-screen frame: a zoom and a pan.
///
/// Canvas point `c` appears in the window at `frame.origin + pan + zoom · c`, where `frame`
/// is the rect (in window points) the app gives the canvas view. With zoom 1 and no pan the
/// canvas's top-left corner sits at the frame's top-left corner. The zoom stays within
/// `CanvasView.zoomRange` and the pan within ±`CanvasView.maximumPan`, so every conversion
/// of a finite point gives a finite point. This is view state, not part of the document,
/// and not undoable.
///
/// ```swift
/// var view = CanvasView()
/// let frame = Rect(x: 200, y: 0, width: 800, height: 600)
/// try view.zoom(by: 2, around: Point(x: 300, y: 100), in: frame)
/// view.canvasPoint(fromWindow: Point(x: 300, y: 100), in: frame)   // (100, 100): it stayed put
/// ```
public struct CanvasView: Hashable, Sendable {
    /// The smallest and largest zoom: 0.1× to 10×.
    public static let zoomRange: ClosedRange<Double> = 0.1...10

    /// The largest pan on either axis, in window points: 10,000,000.
    public static let maximumPan: Double = 10_000_000

    /// Window points per canvas point, within `zoomRange`.
    public internal(set) var zoom: Double
    /// Where the canvas's origin sits relative to the frame's origin, in window points.
    public internal(set) var pan: Vector

    /// Creates a view state; the zoom is clamped into `zoomRange` and the pan into
    /// ±`maximumPan`. Throws `.invalidZoom` or `.invalidViewGeometry` for non-finite values.
    ///
    /// ```swift
    /// try CanvasView(zoom: 50).zoom   // 10
    /// ```
    public init(zoom: Double = 1, pan: Vector = .zero) throws(EmojiArtError) {
        guard zoom.isFinite, zoom > 0 else { throw .invalidZoom(zoom) }
        guard pan.isFinite else { throw .invalidViewGeometry }
        self.zoom = Self.clampedZoom(zoom)
        self.pan = Self.clampedPan(pan)
    }

    /// The identity view: zoom 1, no pan.
    ///
    /// ```swift
    /// CanvasView.identity.zoom   // 1
    /// ```
    public static let identity = CanvasView(unchecked: 1, pan: .zero)

    init(unchecked zoom: Double, pan: Vector) {
        self.zoom = zoom
        self.pan = pan
    }

    static func clampedZoom(_ zoom: Double) -> Double {
        min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
    }

    static func clampedPan(_ pan: Vector) -> Vector {
        Vector(
            dx: min(max(pan.dx, -maximumPan), maximumPan),
            dy: min(max(pan.dy, -maximumPan), maximumPan))
    }

    /// Checks that a frame is finite and not empty.
    static func validate(frame: Rect) throws(EmojiArtError) {
        guard frame.isFinite, !frame.isEmpty else { throw .invalidViewGeometry }
    }
}
