/// The drop zones of the scene.
public enum DropSpot: Hashable, Sendable {
    /// The canvas: takes emoji dropped anywhere on it that is in view.
    case canvas
    /// The trash, shown while a canvas item is dragged: deletes it.
    case trash
    /// The palette: refuses drops (a copy or item released there glides back).
    case palette
}

/// Something dragged and animated: an item of the canvas, or a floating copy (a palette
/// emoji being dragged or gliding back, a deleted item fading into the trash). A drag
/// from the palette carries a new copy; a drag on the canvas carries the item itself:
/// both are one kind of drag.
public enum Glyph: Hashable, Sendable {
    /// The canvas item with this id, to move (or delete in the trash).
    case item(Int)
    /// The floating copy with this number, to add where it is dropped.
    case copy(Int)
}

/// A floating copy: its emoji and the font size it is drawn at, in window points.
struct FloatingCopy: Hashable, Sendable {
    var text: String
    var size: Double
}
