/// The place an arrow key should go to from `origin`, among places scattered freely
/// (zones that are not on a grid).
///
/// Only places lying more in `direction` than across it count (a 90° cone); among them
/// the nearest wins, with sideways distance weighing double so that the move feels
/// straight. Ties go to the earlier place in `places`.
///
/// ```swift
/// let next = nearestPlace(from: current.center, toward: .right,
///                         among: zones.all.map { ($0.id, $0.frame.center) })
/// ```
///
/// - Complexity: O(n) for n places.
public func nearestPlace<Location>(
    from origin: Point, toward direction: Direction, among places: [(Location, Point)]
) -> Location? {
    guard origin.isFinite else { return nil }
    let axis = direction.vector
    var best: (cost: Double, place: Location)?
    for (place, point) in places where point.isFinite {
        let offset = point - origin
        let along = offset.dx * axis.dx + offset.dy * axis.dy
        let across = abs(offset.dx * axis.dy - offset.dy * axis.dx)
        guard along > 0, along >= across else { continue }
        let cost = along + 2 * across
        if best == nil || cost < best!.cost { best = (cost, place) }
    }
    return best?.place
}
