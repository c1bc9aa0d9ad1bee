/// What collision strategies test against zones: the pointer and the dragged item's
/// frame, both in window (root) coordinates.
public struct DragProbe: Equatable, Sendable {
    /// Where the pointer is.
    public var pointer: Point
    /// Where the dragged item is drawn.
    public var frame: Rect

    /// Creates a probe.
    public init(pointer: Point, frame: Rect) {
        self.pointer = pointer
        self.frame = frame
    }

    /// Whether every coordinate is finite; a probe that is not never collides.
    public var isFinite: Bool { pointer.isFinite && frame.isFinite }
}
