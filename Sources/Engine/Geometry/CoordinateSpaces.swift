/// Names one coordinate space in a `CoordinateSpaces` tree.
public struct SpaceID: Hashable, Sendable {
    /// The number naming the space; the app chooses it.
    public let rawValue: Int

    /// Creates a space identifier.
    @inlinable
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The root space: window coordinates, in points.
    public static let root = SpaceID(0)
}

/// Why a coordinate space could not be added or changed.
public enum CoordinateSpaceError: Error, Equatable, Sendable {
    /// No space has this identifier.
    case unknownSpace(SpaceID)
    /// A space with this identifier exists already.
    case duplicateSpace(SpaceID)
    /// The transform cannot be inverted (a zero or non-finite scale), so points could not
    /// be converted back into the space.
    case singularTransform(SpaceID)
}

/// A tree of nested coordinate spaces, such as a zoomed and panned canvas inside a window,
/// with conversions between any two of them.
///
/// Each space stores the transform from its own coordinates to its parent's.
///
/// ```swift
/// var spaces = CoordinateSpaces()
/// let canvas = SpaceID(1)
/// // The canvas sits at (200, 0) in the window, zoomed 2×:
/// try spaces.add(canvas, transform: AffineTransform(scale: 2).translated(by: Vector(dx: 200, dy: 0)))
/// spaces.convert(Point(x: 260, y: 40), from: .root, to: canvas)   // (30, 20)
/// ```
public struct CoordinateSpaces: Sendable {
    private struct Node: Sendable {
        var parent: SpaceID
        var toParent: AffineTransform
    }

    private var nodes: [SpaceID: Node] = [:]

    /// Creates a tree holding only the root space.
    public init() {}

    /// Whether the tree holds a space (the root is always there).
    public func contains(_ id: SpaceID) -> Bool { id == .root || nodes[id] != nil }

    /// The parent of a space, or nil for the root and unknown spaces.
    public func parent(of id: SpaceID) -> SpaceID? { nodes[id]?.parent }

    /// Adds a space inside `parent`, whose coordinates map into the parent's by `transform`.
    public mutating func add(
        _ id: SpaceID, in parent: SpaceID = .root, transform: AffineTransform
    ) throws(CoordinateSpaceError) {
        guard !contains(id) else { throw .duplicateSpace(id) }
        guard contains(parent) else { throw .unknownSpace(parent) }
        guard transform.inverted != nil else { throw .singularTransform(id) }
        nodes[id] = Node(parent: parent, toParent: transform)
    }

    /// Replaces the transform of a space, for example when a canvas is zoomed or panned.
    public mutating func setTransform(
        _ transform: AffineTransform, of id: SpaceID
    ) throws(CoordinateSpaceError) {
        guard nodes[id] != nil else { throw .unknownSpace(id) }
        guard transform.inverted != nil else { throw .singularTransform(id) }
        nodes[id]!.toParent = transform
    }

    /// Removes a space and every space nested in it.
    public mutating func remove(_ id: SpaceID) {
        guard nodes.removeValue(forKey: id) != nil else { return }
        for (child, node) in nodes where node.parent == id { remove(child) }
    }

    /// The transform from a space's coordinates to the root's, or nil for an unknown space.
    public func transformToRoot(from id: SpaceID) -> AffineTransform? {
        var result = AffineTransform.identity
        var current = id
        while current != .root {
            guard let node = nodes[current] else { return nil }
            result = result.concatenating(node.toParent)
            current = node.parent
        }
        return result
    }

    /// The transform taking coordinates in `source` to coordinates in `destination`.
    public func transform(from source: SpaceID, to destination: SpaceID) -> AffineTransform? {
        guard let up = transformToRoot(from: source),
            let down = transformToRoot(from: destination)?.inverted
        else { return nil }
        return up.concatenating(down)
    }

    /// A point converted between two spaces, or nil when either space is unknown.
    public func convert(_ p: Point, from source: SpaceID, to destination: SpaceID) -> Point? {
        transform(from: source, to: destination)?.apply(to: p)
    }

    /// The bounding box of a rect converted between two spaces.
    public func convert(_ r: Rect, from source: SpaceID, to destination: SpaceID) -> Rect? {
        transform(from: source, to: destination)?.apply(to: r)
    }
}
