import Geometry

/// How large a control must be for a finger: 44×44 points, Apple's guideline and WCAG's
/// enhanced target size (2.5.5). A window the size of a phone (narrow, or short as a phone
/// on its side) lays its controls out at least that large where there is room.
///
/// ```swift
/// toolbar.layout(width: size.width, minimumTarget: TouchTarget.side(in: size))
/// ```
public enum TouchTarget {
    /// The least width and height of a control meant for a finger, in points.
    public static let side = 44.0

    /// Whether a window of `size` is phone-sized: narrower than 600 points, or shorter
    /// than 480.
    public static func isPhoneSized(_ size: Size) -> Bool {
        size.width < 600 || size.height < 480
    }

    /// The least side of a control in a window of `size`: `side` in a phone-sized window,
    /// 0 (no minimum beyond a control's own) elsewhere.
    public static func side(in size: Size) -> Double { isPhoneSized(size) ? side : 0 }
}
