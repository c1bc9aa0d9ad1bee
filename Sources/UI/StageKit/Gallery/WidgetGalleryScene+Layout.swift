import Geometry

extension WidgetGalleryScene {
    static let margin = 24.0
    /// The margin of a phone-sized window, where every point of width counts.
    static let narrowMargin = 16.0
    /// The widest the cards column gets, and the narrowest (in a small window the column
    /// and the play area share the width).
    static let widestColumn = 400.0
    static let narrowestColumn = 320.0
    /// A card's height, and its height in a short window (under `shortWindow`).
    static let cardHeight = 150.0
    static let shortCardHeight = 120.0
    static let shortWindow = 600.0
    /// The narrowest play area beside the cards.
    static let narrowestPlayArea = 200.0

    /// Whether the window is too narrow for the cards and the play area side by side (a
    /// phone held upright): the play area then lies under the cards.
    var isStacked: Bool {
        size.width < Self.narrowestColumn + 3 * Self.margin + Self.narrowestPlayArea
    }

    /// The margin round the cards and the play area.
    var margin: Double { isStacked ? Self.narrowMargin : Self.margin }

    /// The width of the cards column in the current window.
    var columnWidth: Double {
        if isStacked { return max(size.width - 2 * margin, 1) }
        return min(Self.widestColumn, max(Self.narrowestColumn, (size.width - 3 * margin) / 2))
    }

    /// The least height of a card: its title, its controls and a margin.
    static let smallestCardHeight = 96.0
    /// The least height of the play area under the cards.
    static let lowestPlayArea = 120.0

    /// The height of each card of widgets; with the play area under them in a short window
    /// (a small phone), the cards give up height so that the play area keeps its least.
    var cardHeight: Double {
        let natural = size.height < Self.shortWindow ? Self.shortCardHeight : Self.cardHeight
        guard isStacked else { return natural }
        let room = (size.height - theme.toolbarHeight - 4 * margin - Self.lowestPlayArea) / 2
        return max(min(natural, room), Self.smallestCardHeight)
    }

    /// The card holding the buttons.
    var buttonsCard: Rect {
        Rect(
            x: margin, y: toolbar.frame.maxY + margin, width: columnWidth, height: cardHeight)
    }

    /// The card holding the text field.
    var fieldCard: Rect {
        Rect(x: margin, y: buttonsCard.maxY + margin, width: columnWidth, height: cardHeight)
    }

    /// The area the token can be dragged in: right of the cards, or under them.
    public var playArea: Rect {
        let left = isStacked ? margin : buttonsCard.maxX + margin
        let top = isStacked ? fieldCard.maxY + margin : buttonsCard.minY
        return Rect(
            x: left, y: top, width: max(size.width - left - margin, 120),
            height: max(size.height - top - margin, Self.lowestPlayArea))
    }

    /// How far below a card's top its controls sit (less in a short card).
    var controlsTop: Double { cardHeight < Self.cardHeight ? 46 : 56 }

    mutating func layout() {
        toolbar.layout(
            width: size.width, theme: theme, minimumTarget: TouchTarget.side(in: size),
            height: size.height)
        // The cards' controls are a finger's height on a phone.
        let controlHeight = max(theme.controlHeight, TouchTarget.side(in: size))
        let card = buttonsCard
        var x = card.minX + theme.padding
        let y = card.minY + controlsTop
        let buttons = [countButton, clearButton, disabledButton]
        let natural = buttons.map { $0.preferredSize(theme: theme).width + 12 }
        let room = card.width - 2 * theme.padding - 2 * theme.spacing
        // In a phone's narrow card the buttons share the room.
        let shrink = min(room / natural.reduce(0, +), 1)
        for i in 0..<3 {
            var button = buttons[i]
            let w = (natural[i] * shrink).rounded(.down)
            button.frame = Rect(x: x, y: y, width: w, height: controlHeight)
            x += w + theme.spacing
            switch i {
            case 0: countButton = button
            case 1: clearButton = button
            default: disabledButton = button
            }
        }
        field.frame = Rect(
            x: fieldCard.minX + theme.padding, y: fieldCard.minY + controlsTop,
            width: fieldCard.width - 2 * theme.padding, height: controlHeight)
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
