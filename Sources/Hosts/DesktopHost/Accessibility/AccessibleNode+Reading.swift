import Geometry
import StageKit

extension AccessibleNode {
    /// At most this many elements are published: those in the window, in the scene's order.
    static let mostElements = 1500

    /// The nodes for a frame's seen elements: those with a name that show in a window of
    /// `size` (while a sheet is up, only the sheet and what it draws after it), each keyed
    /// and placed inside the smallest place holding its centre.
    static func reading(_ seen: [SeenElement], in size: Size) -> [AccessibleNode] {
        let sheetStart = seen.lastIndex { $0.kind == .dialog } ?? 0
        let shown = seen[sheetStart...].lazy.filter { element in
            let frame = element.frame
            return !element.name.isEmpty && frame.minX < size.width && frame.minY < size.height
                && frame.maxX > 0 && frame.maxY > 0
        }.prefix(mostElements)
        var counts: [String: Int] = [:]
        var nodes: [AccessibleNode] = []
        nodes.reserveCapacity(shown.count)
        for element in shown {
            let base = "\(element.role):\(element.label)"
            let count = counts[base, default: 0]
            counts[base] = count + 1
            nodes.append(
                AccessibleNode(
                    key: count == 0 ? base : "\(base)#\(count)", element: element, parent: nil))
        }
        let parents = placesHolding(nodes.map(\.element))
        for index in nodes.indices { nodes[index].parent = parents[index] }
        return nodes
    }

    /// For each element, the index of the smallest place holding its centre (a place
    /// larger than the element), or nil.
    static func placesHolding(_ seen: [SeenElement]) -> [Int?] {
        let places = seen.indices.filter {
            seen[$0].role == .place && (seen[$0].kind == .place || seen[$0].kind == .dialog)
        }
        return seen.indices.map { index in
            let element = seen[index]
            let centre = element.frame.center
            let area = element.frame.width * element.frame.height
            var best: Int?
            var bestArea = Double.infinity
            for place in places where place != index {
                let frame = seen[place].frame
                let placeArea = frame.width * frame.height
                if placeArea > area && placeArea < bestArea && centre.x >= frame.minX
                    && centre.x <= frame.maxX && centre.y >= frame.minY && centre.y <= frame.maxY
                {
                    best = place
                    bestArea = placeArea
                }
            }
            return best
        }
    }
}
