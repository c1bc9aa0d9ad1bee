import Geometry
import StageKit

/// A seen element as the accessibility bus shows it: a key that stays the same from frame
/// to frame, the place it lies in, and the words a screen reader says.
///
/// The same reading of `SeenElement`s as the web page's mirror (accessibility-mirror.js):
/// keyed by role and label, each inside the smallest place holding its centre.
struct AccessibleNode: Equatable {
    /// The element's role and label, with a count when two share them ("item:X#1").
    var key: String
    /// The element it stands for.
    var element: SeenElement
    /// The index of the place it lies in, or nil for the window itself.
    var parent: Int?

    /// What a screen reader says: the name, and the states a role cannot tell
    /// ("white pawn on e2, picked up").
    var spokenName: String {
        var words = element.name
        let toggles = element.kind == .toggle || element.kind == .segment
        if element.states.contains(.grabbed) { words += ", picked up" }
        if element.states.contains(.dropTarget) { words += ", drop here" }
        if element.states.contains(.selected) && !toggles { words += ", selected" }
        return words
    }

    /// What a screen reader adds after the name: the element's value (a slider's setting,
    /// a field's text, a piece's cells).
    var description: String { element.value }
}
