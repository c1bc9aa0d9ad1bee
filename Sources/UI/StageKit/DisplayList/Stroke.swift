/// How a shape's outline is drawn.
///
/// ```swift
/// let outline = Stroke(Color(hex: 0x2563EB), width: 3, dash: [6, 4])
/// ```
public struct Stroke: Hashable, Sendable {
    /// The shape of a line's ends.
    public enum Cap: Hashable, Sendable {
        /// Square ends, exactly at the end points.
        case butt
        /// Half-disc ends reaching past the end points by half the width.
        case round
    }

    /// The colour of the line.
    public var color: Color
    /// The line width, in points.
    public var width: Double
    /// The end shape.
    public var cap: Cap
    /// Alternating dash and gap lengths in points; empty draws a solid line.
    public var dash: [Double]

    /// Creates a stroke style.
    public init(_ color: Color, width: Double = 1, cap: Cap = .butt, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.cap = cap
        self.dash = dash
    }
}
