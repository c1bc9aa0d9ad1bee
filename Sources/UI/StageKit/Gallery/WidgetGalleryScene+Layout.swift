import Geometry

extension WidgetGalleryScene {
    static let margin = 24.0
    /// The widest the cards column gets, and the narrowest (in a small window the column
    /// and the play area share the width).
    static let widestColumn = 400.0
    static let narrowestColumn = 320.0

    /// The width of the cards column in the current window.
    var columnWidth: Double {
        min(Self.widestColumn, max(Self.narrowestColumn, (size.width - 3 * Self.margin) / 2))
    }

    /// The card holding the buttons.
    var buttonsCard: Rect {
        Rect(
            x: Self.margin, y: toolbar.frame.maxY + Self.margin, width: columnWidth,
            height: 150)
    }

    /// The card holding the text field.
    var fieldCard: Rect {
        Rect(
            x: Self.margin, y: buttonsCard.maxY + Self.margin, width: columnWidth, height: 150)
    }

    /// The area the token can be dragged in.
    public var playArea: Rect {
        let left = buttonsCard.maxX + Self.margin
        let top = buttonsCard.minY
        return Rect(
            x: left, y: top, width: max(size.width - left - Self.margin, 120),
            height: max(size.height - top - Self.margin, 120))
    }

    mutating func layout() {
        toolbar.layout(width: size.width, theme: theme)
        let card = buttonsCard
        var x = card.minX + theme.padding
        let y = card.minY + 56
        for i in 0..<3 {
            var button = [countButton, clearButton, disabledButton][i]
            let w = button.preferredSize(theme: theme).width + 12
            button.frame = Rect(x: x, y: y, width: w, height: theme.controlHeight)
            x += w + theme.spacing
            switch i {
            case 0: countButton = button
            case 1: clearButton = button
            default: disabledButton = button
            }
        }
        field.frame = Rect(
            x: fieldCard.minX + theme.padding, y: fieldCard.minY + 56,
            width: fieldCard.width - 2 * theme.padding, height: theme.controlHeight)
        sheet.layout(in: size, theme: theme)
        dots = Path()
        let area = playArea
        var dotY = area.minY + 20
        while dotY < area.maxY {
            var dotX = area.minX + 20
            while dotX < area.maxX {
                // Pixel-aligned squares: Cairo fills axis-aligned boxes far faster than curves.
                dots.append(
                    .roundedRect(
                        Rect(x: dotX.rounded() - 1, y: dotY.rounded() - 1, width: 2, height: 2),
                        radius: 0))
                dotX += 40
            }
            dotY += 40
        }
        clampToken()
    }
}
