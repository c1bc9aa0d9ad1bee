/// What a drag carries: a copy of a palette emoji, or an item of the canvas.
enum DraggedEmoji: Hashable, Sendable {
    /// A copy of this palette emoji, to add where it is dropped.
    case palette(String)
    /// The canvas item with this id, to move (or delete in the trash).
    case item(Int)
}

/// The drop zones of the scene.
enum DropSpot: Hashable, Sendable {
    /// The canvas: takes emoji dropped anywhere on it that is in view.
    case canvas
    /// The trash, shown while a canvas item is dragged: deletes it.
    case trash
    /// The palette: refuses drops (a copy or item released there glides back).
    case palette
}

/// Something the drag presentation animates: an item of the canvas, or a floating copy
/// (a palette copy being dragged or gliding back, a deleted item fading into the trash).
enum Glyph: Hashable, Sendable {
    case item(Int)
    case copy(Int)
}

/// A floating copy: its emoji and the font size it is drawn at, in window points.
struct FloatingCopy: Hashable, Sendable {
    var text: String
    var size: Double
}
