import Geometry
import StageKit

/// Reading and using an open menu (an item's action menu, a toolbar's More menu) as a
/// person does: its rows are the controls seen as menu items.
extension SceneDriver {
    /// The rows of the open menu, top to bottom.
    public var menuItems: [SeenElement] {
        seen(.control).filter { $0.kind == .menuItem }.sorted { $0.frame.minY < $1.frame.minY }
    }

    /// The titles of the open menu's rows.
    public var menuTitles: [String] { menuItems.map { $0.label } }

    /// The row the keyboard is on, if any.
    public var focusedMenuItem: String? {
        menuItems.first { $0.states.contains(.focused) }?.label
    }

    /// Clicks (or taps) the row titled `title` of the open menu.
    public mutating func chooseMenuItem(_ title: String) {
        guard let row = menuItems.first(where: { $0.label == title }) else {
            preconditionFailure("no menu row “\(title)” among \(menuTitles)")
        }
        tap(at: row.frame.center, wait: 0.05)
    }

    /// A right click at `p`, which opens the action menu of an item there.
    public mutating func rightClick(at p: Point) {
        press(at: p, button: .secondary)
        release(button: .secondary)
    }
}
