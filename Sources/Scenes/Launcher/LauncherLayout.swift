import StageKit
import Geometry

/// Where the launcher puts its heading and cards in a window of a given size: a centred
/// grid of cards with as many columns as fit, the cards narrowing (down to
/// `narrowestCard`) so that every card fits in one row where it can.
struct LauncherLayout {
    static let cardSize = Size(width: 340, height: 318)
    static let narrowestCard = 260.0
    static let pictureHeight = 210.0
    static let gap = 28.0
    static let headerHeight = 150.0
    /// The bar above an open app, holding the back button and the app's title.
    static let barHeight = 44.0

    let cardFrames: [Rect]

    init(windowSize: Size, count: Int) {
        let usable = max(windowSize.width - 2 * Self.gap, Self.narrowestCard)
        let oneRow = (usable - Double(max(count - 1, 0)) * Self.gap) / Double(max(count, 1))
        let width = min(Self.cardSize.width, max(Self.narrowestCard, oneRow.isFinite ? oneRow : 0))
        let columns = max(1, min(count, Int((usable + Self.gap) / (width + Self.gap))))
        let rowWidth = Double(columns) * width + Double(columns - 1) * Self.gap
        let left = (windowSize.width - rowWidth) / 2
        var frames: [Rect] = []
        for i in 0..<count {
            let (row, column) = (i / columns, i % columns)
            frames.append(
                Rect(
                    x: left + Double(column) * (width + Self.gap),
                    y: Self.headerHeight + Double(row) * (Self.cardSize.height + Self.gap),
                    width: width, height: Self.cardSize.height))
        }
        cardFrames = frames
    }

    /// The picture area at the top of a card.
    static func pictureFrame(in card: Rect) -> Rect {
        Rect(
            x: card.minX + 10, y: card.minY + 10, width: card.width - 20, height: pictureHeight - 10
        )
    }
}
