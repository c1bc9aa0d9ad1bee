import Geometry

extension CanvasView {
    /// The transform from canvas coordinates to window coordinates, for a canvas shown in
    /// `frame` (window points): scale by `zoom`, then move by `frame.origin + pan`.
    ///
    /// ```swift
    /// let t = try CanvasView(zoom: 2).canvasToWindow(in: Rect(x: 100, y: 0, width: 400, height: 300))
    /// t.apply(to: Point(x: 10, y: 10))   // (120, 20)
    /// ```
    public func canvasToWindow(in frame: Rect) -> AffineTransform {
        AffineTransform(scale: zoom).translated(
            by: Vector(dx: frame.origin.x + pan.dx, dy: frame.origin.y + pan.dy))
    }

    /// The transform from window coordinates to canvas coordinates (the inverse of
    /// `canvasToWindow(in:)`, built directly, so it always exists).
    ///
    /// ```swift
    /// view.windowToCanvas(in: frame).apply(to: pointer)   // the canvas point under the pointer
    /// ```
    public func windowToCanvas(in frame: Rect) -> AffineTransform {
        AffineTransform(
            translation: Vector(dx: -(frame.origin.x + pan.dx), dy: -(frame.origin.y + pan.dy))
        ).scaled(by: 1 / zoom)
    }

    /// The canvas point under a window point: where a drop at the pointer lands.
    ///
    /// ```swift
    /// CanvasView.identity.canvasPoint(fromWindow: Point(x: 150, y: 20), in: Rect(x: 100, y: 0, width: 400, height: 300))
    /// // (50, 20)
    /// ```
    public func canvasPoint(fromWindow p: Point, in frame: Rect) -> Point {
        Point(
            x: (p.x - frame.origin.x - pan.dx) / zoom, y: (p.y - frame.origin.y - pan.dy) / zoom)
    }

    /// The window point where a canvas point is shown.
    ///
    /// ```swift
    /// CanvasView.identity.windowPoint(fromCanvas: Point(x: 50, y: 20), in: Rect(x: 100, y: 0, width: 400, height: 300))
    /// // (150, 20)
    /// ```
    public func windowPoint(fromCanvas c: Point, in frame: Rect) -> Point {
        Point(x: frame.origin.x + pan.dx + zoom * c.x, y: frame.origin.y + pan.dy + zoom * c.y)
    }

    /// The rect, in window points, where a canvas rect (an item's frame, the whole canvas)
    /// is drawn.
    ///
    /// ```swift
    /// view.windowRect(fromCanvas: document.canvasBounds, in: frame)
    /// ```
    public func windowRect(fromCanvas r: Rect, in frame: Rect) -> Rect {
        Rect(origin: windowPoint(fromCanvas: r.origin, in: frame), size: r.size * zoom)
    }

    /// The part of the canvas plane visible through the frame, in canvas coordinates.
    ///
    /// ```swift
    /// CanvasView.identity.visibleCanvasRect(in: Rect(x: 0, y: 0, width: 400, height: 300))
    /// // (0, 0) 400×300
    /// ```
    public func visibleCanvasRect(in frame: Rect) -> Rect {
        Rect(
            origin: canvasPoint(fromWindow: frame.origin, in: frame),
            size: Size(width: frame.width / zoom, height: frame.height / zoom))
    }

    /// Puts the canvas into a tree of coordinate spaces as `id`, nested in `parent` (whose
    /// coordinates `frame` is given in), adding it or updating its transform.
    ///
    /// ```swift
    /// var spaces = CoordinateSpaces()
    /// try view.install(in: &spaces, as: SpaceID(1), frame: frame)
    /// spaces.convert(pointer, from: .root, to: SpaceID(1))   // the canvas point
    /// ```
    public func install(
        in spaces: inout CoordinateSpaces, as id: SpaceID, parent: SpaceID = .root, frame: Rect
    ) throws(CoordinateSpaceError) {
        let transform = canvasToWindow(in: frame)
        if spaces.contains(id) {
            try spaces.setTransform(transform, of: id)
        } else {
            try spaces.add(id, in: parent, transform: transform)
        }
    }
}
