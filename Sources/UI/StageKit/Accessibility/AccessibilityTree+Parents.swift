import Geometry

extension AccessibilityTree {
    /// Sets each node's parent: the smallest place or dialog larger than it that holds its
    /// centre (the first in the scene's order among places of that size).
    ///
    /// The places are walked from the smallest one larger than the node up, so a node
    /// stops at the first that holds it, and a grid's squares skip one another.
    mutating func placeEachNode() {
        let area = { (frame: Rect) in abs(frame.width * frame.height) }
        var places = nodes.indices.filter { nodes[$0].holdsOthers }
        places.sort { a, b in
            let (first, second) = (area(nodes[a].frame), area(nodes[b].frame))
            return first < second || (first == second && a < b)
        }
        let areas = places.map { area(nodes[$0].frame) }
        for index in nodes.indices {
            let frame = nodes[index].frame
            let centre = frame.center
            var low = 0
            var high = areas.count
            let own = area(frame)
            while low < high {
                let middle = (low + high) / 2
                if areas[middle] > own { high = middle } else { low = middle + 1 }
            }
            for place in places[low...] where place != index {
                let holder = nodes[place].frame
                if centre.x >= holder.minX && centre.x <= holder.maxX && centre.y >= holder.minY
                    && centre.y <= holder.maxY
                {
                    nodes[index].parent = place
                    break
                }
            }
        }
    }
}
