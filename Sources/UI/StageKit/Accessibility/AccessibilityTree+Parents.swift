import Geometry

extension AccessibilityTree {
    /// Sets each node's parent: the smallest place or dialog larger than it that holds its
    /// centre (the first in the scene's order among places of that size).
    mutating func placeEachNode() {
        let places = nodes.indices.filter { nodes[$0].holdsOthers }
        guard !places.isEmpty else { return }
        let areas = nodes.map { abs($0.frame.width * $0.frame.height) }
        for index in nodes.indices {
            let centre = nodes[index].frame.center
            var best: Int?
            for place in places where areas[place] > areas[index] {
                guard best.map({ areas[place] < areas[$0] }) ?? true else { continue }
                let holder = nodes[place].frame
                if centre.x >= holder.minX && centre.x <= holder.maxX && centre.y >= holder.minY
                    && centre.y <= holder.maxY
                {
                    best = place
                }
            }
            nodes[index].parent = best
        }
    }
}
