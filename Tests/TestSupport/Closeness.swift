import DragAndDrop

/// Geometry compared with a tolerance, for tests: `#expect(isClose(p, Point(x: 1, y: 2)))`.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points are within `tolerance` of each other on both axes.
public func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two rects have origins and sizes within `tolerance`.
public func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && isClose(a.size.width, b.size.width, tolerance: tolerance)
        && isClose(a.size.height, b.size.height, tolerance: tolerance)
}
