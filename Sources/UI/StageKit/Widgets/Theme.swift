import Geometry

/// The look shared by every widget and scene: colours, corner radii, fonts, spacing and
/// shadows, in one place so that all apps look like one family.
///
/// ```swift
/// let theme = Theme.standard
/// list.fill(.roundedRect(card, radius: theme.cardRadius), theme.surface, shadow: theme.cardShadow)
/// ```
public struct Theme: Hashable, Sendable {
    /// The window background: a warm paper white.
    public var background = Color(hex: 0xF4F1EC)
    /// Cards, sheets, toolbars and fields.
    public var surface = Color(hex: 0xFFFFFF)
    /// Secondary buttons and picker tracks.
    public var control = Color(hex: 0xE9ECF2)
    /// Hairlines and field borders.
    public var border = Color(hex: 0xD5D9E2)
    /// Body text.
    public var text = Color(hex: 0x1C2230)
    /// Captions, placeholders and hints.
    public var secondaryText = Color(hex: 0x667085)
    /// The action colour: primary buttons, the selected segment, focus rings, highlights.
    public var accent = Color(hex: 0x3563E9)
    /// Text on the accent colour.
    public var onAccent = Color(hex: 0xFFFFFF)
    /// Destructive actions and errors.
    public var destructive = Color(hex: 0xD9443B)
    /// Success and accepted drops.
    public var success = Color(hex: 0x2F9E5B)
    /// Disabled controls.
    public var disabledFill = Color(hex: 0xECEDF1)
    /// Text of disabled controls.
    public var disabledText = Color(hex: 0xA3A9B6)
    /// The veil behind a modal sheet.
    public var dimming = Color(red: 0.06, green: 0.08, blue: 0.12, alpha: 0.45)

    /// Corner radius of buttons, fields and pickers.
    public var controlRadius = 8.0
    /// Corner radius of cards.
    public var cardRadius = 16.0
    /// Corner radius of sheets.
    public var sheetRadius = 18.0
    /// Height of buttons, fields and pickers.
    public var controlHeight = 34.0
    /// Height of a toolbar.
    public var toolbarHeight = 52.0
    /// The basic gap between neighbouring controls.
    public var spacing = 8.0
    /// Padding inside controls and sheets.
    public var padding = 14.0

    /// Text of controls.
    public var controlFont = Font(size: 15, weight: .medium)
    /// Body text.
    public var bodyFont = Font(size: 15)
    /// Small print.
    public var captionFont = Font(size: 12.5)
    /// Sheet and card titles.
    public var titleFont = Font(size: 20, weight: .bold)
    /// Screen headings.
    public var headlineFont = Font(size: 30, weight: .bold)

    /// A hint of depth for controls.
    public var controlShadow = Shadow(
        color: Color.black.withAlpha(0.10), radius: 3, offset: Vector(dx: 0, dy: 1))
    /// Cards resting on the background.
    public var cardShadow = Shadow(
        color: Color.black.withAlpha(0.16), radius: 16, offset: Vector(dx: 0, dy: 6))
    /// Items lifted by a drag.
    public var liftedShadow = Shadow(
        color: Color.black.withAlpha(0.28), radius: 20, offset: Vector(dx: 0, dy: 12))
    /// Modal sheets.
    public var sheetShadow = Shadow(
        color: Color.black.withAlpha(0.32), radius: 32, offset: Vector(dx: 0, dy: 14))

    /// The theme with its documented defaults.
    public init() {}

    /// The theme every widget uses unless given another.
    public static let standard = Theme()
}
