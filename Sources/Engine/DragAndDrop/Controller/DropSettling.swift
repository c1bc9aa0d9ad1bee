/// Where an item goes once a drop was committed to the model.
public enum DropSettling: Equatable, Sendable {
    /// It glides into this frame (window points), its new place.
    case into(Rect)
    /// The drop did its work elsewhere (a palette copy that added an item to the canvas):
    /// the dragged item glides back to this frame.
    case back(Rect)
    /// The client animated it itself (faded it into a trash) or removed it.
    case handled
}
