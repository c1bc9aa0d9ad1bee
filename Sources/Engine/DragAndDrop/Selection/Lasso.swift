/// A marquee dragged over empty space: the rectangle between where the press began and
/// where the pointer is, selecting every item it touches.
///
/// The marquee lives in window points; items may live in any space (a zoomed, panned,
/// even turned canvas): give the transform from their space to the window, and each item
/// is judged by its true outline there, not by a box around it. Shift adds what the
/// marquee touches to the selection it started from, Control or Command toggles it, and
/// no modifier replaces the selection.
///
/// ```swift
/// var lasso = Lasso(from: down.location, modifiers: down.modifiers, selection: selection)
/// lasso.move(to: move.location)
/// selection = lasso.selection(among: emoji, frame: { canvasFrame(of: $0) },
///                             toWindow: canvas.transform)
/// ```
public struct Lasso<ID: Hashable & Sendable>: Equatable, Sendable {
    /// How the marquee's catch combines with the selection it started from.
    public enum Mode: Equatable, Sendable {
        /// The catch becomes the selection.
        case replace
        /// The catch is added to it (Shift).
        case add
        /// Each caught item is toggled in it (Control or Command).
        case toggle

        /// The mode the modifiers held at the press ask for.
        public init(modifiers: KeyModifiers) {
            if modifiers.contains(.control) || modifiers.contains(.command) {
                self = .toggle
            } else if modifiers.contains(.shift) {
                self = .add
            } else {
                self = .replace
            }
        }
    }

    /// Where the press began, in window points.
    public let start: Point
    /// Where the pointer is now.
    public private(set) var current: Point
    /// How the catch combines with ``base``.
    public let mode: Mode
    /// The selection when the lasso began.
    public let base: Selection<ID>

    /// Starts a lasso at `point`, its mode chosen by `modifiers`, from `selection`.
    public init(from point: Point, modifiers: KeyModifiers = [], selection: Selection<ID>) {
        start = point
        current = point
        mode = Mode(modifiers: modifiers)
        base = selection
    }

    /// The marquee, in window points.
    public var rect: Rect { Rect(corner: start, current) }

    /// Follows the pointer (a point that is not finite is ignored).
    public mutating func move(to point: Point) {
        guard point.isFinite else { return }
        current = point
    }

    /// Whether the marquee touches (shares area with) `frame`, given in a space that
    /// `toWindow` maps to the window.
    public func touches(_ frame: Rect, toWindow: AffineTransform = .identity) -> Bool {
        marquee(rect, overlaps: frame, mappedBy: toWindow)
    }

    /// The selection the lasso makes now: the items among `items` whose frames (in the
    /// space `toWindow` maps to the window; nil for an item not shown) it touches,
    /// combined with ``base`` by ``mode``.
    /// - Complexity: O(n) for n items.
    public func selection(
        among items: some Sequence<ID>, frame: (ID) -> Rect?,
        toWindow: AffineTransform = .identity
    ) -> Selection<ID> {
        var caught: [ID] = []
        for item in items {
            if let f = frame(item), touches(f, toWindow: toWindow) { caught.append(item) }
        }
        var result = base
        switch mode {
        case .replace: result.replace(with: Set(caught))
        case .add: result.add(caught)
        case .toggle:
            var items = base.items
            for item in caught where items.remove(item) == nil { items.insert(item) }
            result.replace(with: items)
        }
        return result
    }
}
