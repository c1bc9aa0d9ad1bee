import Geometry

/// One drawing instruction of a `DisplayList`: a shape or text, with the transform that
/// places it in window points, an opacity and an optional soft shadow.
///
/// ```swift
/// let card = DisplayItem(
///     .fill(.roundedRect(Rect(x: 10, y: 10, width: 200, height: 120), radius: 12), .white),
///     shadow: Shadow(color: Color.black.withAlpha(0.2), radius: 10))
/// ```
public struct DisplayItem: Hashable, Sendable {
    /// A geometric shape, in the item's own coordinates.
    public enum Shape: Hashable, Sendable {
        /// An axis-aligned rect.
        case rect(Rect)
        /// A rect with rounded corners.
        case roundedRect(Rect, radius: Double)
        /// An ellipse filling a rect.
        case ellipse(Rect)
        /// A straight segment (only meaningful stroked).
        case line(from: Point, to: Point)
        /// Any outline.
        case path(Path)
    }

    /// What the item draws.
    public enum Content: Hashable, Sendable {
        /// A shape filled with a colour.
        case fill(Shape, Color)
        /// A shape's outline.
        case stroke(Shape, Stroke)
        /// Text.
        case text(TextRun)
        /// From here until the matching `endClip`, drawing is limited to this rect
        /// (in the item's coordinates). Clips nest.
        case beginClip(Rect)
        /// Ends the innermost clip.
        case endClip
    }

    /// What the item draws.
    public var content: Content
    /// Maps the item's coordinates to window points.
    public var transform: AffineTransform
    /// 0 (invisible) … 1 (as its colours say).
    public var opacity: Double
    /// A soft shadow drawn beneath the item.
    public var shadow: Shadow?

    /// Creates a display item.
    public init(
        _ content: Content, transform: AffineTransform = .identity, opacity: Double = 1,
        shadow: Shadow? = nil
    ) {
        self.content = content
        self.transform = transform
        self.opacity = opacity
        self.shadow = shadow
    }

    /// Whether every number in the item is finite, so a host can draw it; hosts skip items
    /// that are not (a NaN would otherwise poison a whole frame).
    public var isDrawable: Bool {
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
            opacity.isFinite
        else { return false }
        if let shadow, !(shadow.radius.isFinite && shadow.offset.isFinite) { return false }
        switch content {
        case .fill(let shape, _): return shape.isFinite
        case .stroke(let shape, let stroke):
            var dashes = true
            for d in stroke.dash where !(d.isFinite && d >= 0) { dashes = false }
            return shape.isFinite && stroke.width.isFinite && dashes
        case .text(let run):
            return run.position.isFinite && run.font.size.isFinite && run.font.size > 0
                && (run.maxWidth.map { $0.isFinite && $0 > 0 } ?? true)
        case .beginClip(let rect): return rect.isFinite
        case .endClip: return true
        }
    }
}

extension DisplayItem.Shape {
    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        switch self {
        case .rect(let r), .ellipse(let r): return r.isFinite
        case .roundedRect(let r, let radius): return r.isFinite && radius.isFinite
        case .line(let a, let b): return a.isFinite && b.isFinite
        case .path(let p): return p.isFinite
        }
    }

    /// The shape as a path (rects and ellipses become their outlines).
    public var path: Path {
        switch self {
        case .rect(let r): return .roundedRect(r, radius: 0)
        case .roundedRect(let r, let radius): return .roundedRect(r, radius: radius)
        case .ellipse(let r): return .ellipse(in: r)
        case .line(let a, let b):
            var p = Path()
            p.move(to: a)
            p.line(to: b)
            return p
        case .path(let p): return p
        }
    }
}
