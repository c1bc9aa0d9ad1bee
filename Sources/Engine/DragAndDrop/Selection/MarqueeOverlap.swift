/// Whether an axis-aligned `marquee` (window points) shares area with `frame` as drawn
/// through `transform`: the frame becomes a parallelogram, and the two convex shapes
/// overlap exactly when no edge direction of either separates them (the separating axis
/// theorem). Shapes that only touch along an edge or at a corner do not overlap, nor do
/// empty or non-finite ones.
///
/// ```swift
/// marquee(Rect(x: 0, y: 0, width: 10, height: 10),
///         overlaps: Rect(x: 4, y: 4, width: 2, height: 2), mappedBy: .init(scale: 2))   // true
/// ```
public func marquee(_ marquee: Rect, overlaps frame: Rect, mappedBy transform: AffineTransform)
    -> Bool
{
    guard marquee.isFinite, frame.isFinite, !marquee.isEmpty, !frame.isEmpty,
        transform.determinant != 0, transform.determinant.isFinite
    else { return false }
    let corners = [
        Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
        Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
    ].map { transform.apply(to: $0) }
    let box = [
        Point(x: marquee.minX, y: marquee.minY), Point(x: marquee.maxX, y: marquee.minY),
        Point(x: marquee.maxX, y: marquee.maxY), Point(x: marquee.minX, y: marquee.maxY),
    ]
    // The marquee's axes, then the parallelogram's two edge directions (their normals).
    let edgeA = corners[1] - corners[0]
    let edgeB = corners[3] - corners[0]
    let axes = [
        Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1),
        Vector(dx: -edgeA.dy, dy: edgeA.dx), Vector(dx: -edgeB.dy, dy: edgeB.dx),
    ]
    for axis in axes {
        let (lowA, highA) = projection(of: corners, on: axis)
        let (lowB, highB) = projection(of: box, on: axis)
        if highA <= lowB || highB <= lowA { return false }
    }
    return true
}

/// The interval a shape's corners cover along `axis`.
private func projection(of points: [Point], on axis: Vector) -> (Double, Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for p in points {
        let d = p.x * axis.dx + p.y * axis.dy
        low = min(low, d)
        high = max(high, d)
    }
    return (low, high)
}
