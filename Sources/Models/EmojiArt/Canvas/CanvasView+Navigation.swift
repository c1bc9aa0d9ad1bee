import Geometry

extension CanvasView {
    /// Multiplies the zoom by `factor` (clamped into `zoomRange`), keeping the canvas point
    /// under `anchor` (a window point, such as the pointer) exactly where it is (unless
    /// the pan would pass ±`maximumPan`, millions of points away).
    ///
    /// Throws, changing nothing, for a factor that is not positive and finite or a
    /// non-finite anchor or frame.
    ///
    /// ```swift
    /// try view.zoom(by: 1.25, around: pointer, in: frame)   // ctrl+wheel
    /// ```
    public mutating func zoom(by factor: Double, around anchor: Point, in frame: Rect)
        throws(EmojiArtError)
    {
        guard factor.isFinite, factor > 0 else { throw .invalidZoom(factor) }
        try setZoom(zoom * factor, around: anchor, in: frame)
    }

    /// Sets the zoom (clamped into `zoomRange`), keeping the canvas point under `anchor`
    /// where it is.
    ///
    /// ```swift
    /// try view.setZoom(1, around: frame.center, in: frame)   // back to actual size
    /// ```
    public mutating func setZoom(_ newZoom: Double, around anchor: Point, in frame: Rect)
        throws(EmojiArtError)
    {
        guard newZoom.isFinite, newZoom > 0 else { throw .invalidZoom(newZoom) }
        guard anchor.isFinite else { throw .invalidViewGeometry }
        try Self.validate(frame: frame)
        let fixed = canvasPoint(fromWindow: anchor, in: frame)
        let zoom = Self.clampedZoom(newZoom)
        let pan = Vector(
            dx: anchor.x - frame.origin.x - zoom * fixed.x,
            dy: anchor.y - frame.origin.y - zoom * fixed.y)
        guard pan.isFinite else { throw .invalidViewGeometry }
        self.zoom = zoom
        self.pan = Self.clampedPan(pan)
    }

    /// Moves the canvas by a window-space offset (dragging empty canvas, the wheel).
    ///
    /// ```swift
    /// try view.pan(by: Vector(dx: -40, dy: 0))
    /// ```
    public mutating func pan(by offset: Vector) throws(EmojiArtError) {
        guard offset.isFinite else { throw .invalidViewGeometry }
        pan = Self.clampedPan(pan + offset)
    }

    /// The view that shows a whole canvas as large as fits in the frame, centred, with at
    /// least `margin` window points around it (the zoom still within `zoomRange`).
    ///
    /// ```swift
    /// let fitted = try CanvasView.fitting(canvasSize: document.canvasSize, in: frame, margin: 16)
    /// ```
    public static func fitting(canvasSize: Size, in frame: Rect, margin: Double = 0)
        throws(EmojiArtError) -> CanvasView
    {
        try validate(frame: frame)
        guard DocumentLimits.isValidCanvasSize(canvasSize) else {
            throw .invalidCanvasSize(canvasSize)
        }
        guard margin.isFinite, margin >= 0 else { throw .invalidViewGeometry }
        let available = Size(
            width: max(frame.width - 2 * margin, 1), height: max(frame.height - 2 * margin, 1))
        let zoom = clampedZoom(
            min(available.width / canvasSize.width, available.height / canvasSize.height))
        let pan = Vector(
            dx: (frame.width - zoom * canvasSize.width) / 2,
            dy: (frame.height - zoom * canvasSize.height) / 2)
        return CanvasView(unchecked: zoom, pan: clampedPan(pan))
    }

    /// Changes this view to `fitting(canvasSize:in:margin:)`, as a double tap does.
    ///
    /// ```swift
    /// try view.fit(canvasSize: document.canvasSize, in: frame)
    /// ```
    public mutating func fit(canvasSize: Size, in frame: Rect, margin: Double = 0)
        throws(EmojiArtError)
    {
        self = try Self.fitting(canvasSize: canvasSize, in: frame, margin: margin)
    }
}
