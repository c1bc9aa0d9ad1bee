import Geometry

/// What assistive technology gets of a frame: the scene's seen elements as a tree, built
/// once here and exposed by every host (the desktop's AT-SPI bus, the web page's mirror of
/// real elements over the canvas) and read by tests.
///
/// Only elements with a name that show in the viewport are in it, in the scene's order, at
/// most `mostNodes` of them; while a dialog (a sheet) is up, only the dialog and what is
/// drawn after it, since what lies behind cannot be used. Each node lies in the smallest
/// place or dialog, larger than itself, that holds its centre.
///
/// ```swift
/// let tree = AccessibilityTree(list.seen, in: size)
/// let board = tree.index(of: .place, "board")
/// let pieces = tree.children(of: board)      // the pieces on the board
/// tree.focus.map { tree.nodes[$0].spokenName }  // where the keyboard acts
/// ```
public struct AccessibilityTree: Equatable, Sendable {
    /// At most this many nodes are in a tree: a window shows fewer things a person can
    /// tell apart, and a page of a million zones stays fast.
    public static let mostNodes = 1500

    /// The nodes, in the order the scene recorded their elements; a node's `parent` comes
    /// before it only if the scene drew the place first.
    public internal(set) var nodes: [AccessibilityNode] = []
    /// The index of the node the keyboard acts on (the last marked `focused`), if any.
    public private(set) var focus: Int?
    /// The index of the open dialog, if one is up: every other node lies after it.
    public private(set) var dialog: Int?

    /// An empty tree.
    public init() {}

    /// The tree of `seen` (a display list's elements) as shown in a window of `viewport`,
    /// or wherever they are when `viewport` is nil.
    ///
    /// Complexity: O(*n* · *p*) for *n* nodes and *p* places.
    public init(_ seen: [SeenElement], in viewport: Size? = nil) {
        self.init(seen, in: viewport, keysFrom: nil)
    }

    /// The tree `init(_:in:)` builds, with the keys of `earlier` when this tree's nodes
    /// stand for the same elements as the first of `earlier`'s, in the same order (a key
    /// counts only the nodes before it): a drag's frames move elements in and out of
    /// places, seldom in or out of the tree, and making keys was most of building it.
    /// `earlier` must have been built from elements with the same roles and labels as
    /// `seen` (what a key is made of).
    init(_ seen: [SeenElement], in viewport: Size?, keysFrom earlier: AccessibilityTree?) {
        let start = seen.lastIndex { $0.kind == .dialog } ?? 0
        let earlierNodes = earlier?.nodes ?? []
        var sameNodes = earlier != nil
        for index in seen.indices[start...] {
            guard nodes.count < Self.mostNodes else { break }
            let element = seen[index]
            guard !element.name.isEmpty, Self.shows(element.frame, in: viewport) else { continue }
            let n = nodes.count
            sameNodes = sameNodes && n < earlierNodes.count && earlierNodes[n].seenIndex == index
            nodes.append(
                AccessibilityNode(
                    key: sameNodes ? earlierNodes[n].key : "", element: element,
                    seenIndex: index, parent: nil))
            if element.states.contains(.focused) { focus = nodes.count - 1 }
            if index == start && element.kind == .dialog { dialog = 0 }
        }
        if !sameNodes {
            for n in nodes.indices {
                nodes[n].key = Self.keyPrefix(for: nodes[n].element.role) + nodes[n].element.label
            }
            countRepeatedKeys()
        }
        placeEachNode()
    }

    /// The indices of the nodes that lie in `parent` (nil: in the window itself), in order.
    public func children(of parent: Int?) -> [Int] {
        nodes.indices.filter { nodes[$0].parent == parent }
    }

    /// The index of the first node of `role` labelled `label`, if it is in the tree.
    public func index(of role: SeenElement.Role, _ label: String) -> Int? {
        nodes.firstIndex { $0.element.role == role && $0.element.label == label }
    }

    /// The first node of `role` labelled `label`, if it is in the tree.
    public func node(_ role: SeenElement.Role, _ label: String) -> AccessibilityNode? {
        index(of: role, label).map { nodes[$0] }
    }

    /// The index of the node keyed `key`, if it is in the tree.
    public func index(ofKey key: String) -> Int? {
        nodes.firstIndex { $0.key == key }
    }

    private static func shows(_ frame: Rect, in viewport: Size?) -> Bool {
        guard let viewport else { return true }
        return frame.minX < viewport.width && frame.minY < viewport.height && frame.maxX > 0
            && frame.maxY > 0
    }

    /// The start of a key, before the label (one string appended per node: the tree is
    /// built every frame).
    private static func keyPrefix(for role: SeenElement.Role) -> String {
        switch role {
        case .item: "item:"
        case .control: "control:"
        case .place: "place:"
        case .text: "text:"
        }
    }
}
