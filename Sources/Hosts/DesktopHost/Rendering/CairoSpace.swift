import CPangoCairo
import Geometry

/// Cairo's current matrix when it only scales evenly and moves (no turn, no skew, no
/// mirror): the space where a kept image or a whole-pixel rect lands exactly where the
/// shape would. Nil for any other matrix.
func uprightMatrix(of cr: OpaquePointer) -> cairo_matrix_t? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy else { return nil }
    return m
}

/// The bounding box of the current clip in the current user space.
func clipExtents(of cr: OpaquePointer) -> Rect {
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}
