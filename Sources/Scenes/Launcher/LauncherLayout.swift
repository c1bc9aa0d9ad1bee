import StageKit
import Geometry

/// Where the launcher puts its heading and cards in a window of a given size: a centred
/// grid of cards with as many columns as fit, the cards narrowing (down to
/// `narrowestCard`) so that every card fits in one row where it can.
///
/// In a short window the heading takes less room, the cards may narrow further (down to
/// `narrowestCompactCard`) and they get shorter (down to `shortestCard`, their summaries
/// left out below `summaryCardHeight`), so that every card stays inside the window.
struct LauncherLayout {
    static let cardSize = Size(width: 340, height: 318)
    static let narrowestCard = 260.0
    /// In a short window cards may narrow further, to gain a column rather than a row.
    static let narrowestCompactCard = 170.0
    static let shortestCard = 120.0
    /// Cards shorter than this show the picture and title only.
    static let summaryCardHeight = 260.0
    /// The room under a card's picture for the title and summary, or the title alone.
    static let captionHeight = 108.0
    static let titleOnlyHeight = 48.0
    static let gap = 28.0
    /// The heading's height in a tall window, and in a short one (under `tallWindow`).
    static let headerHeight = 150.0
    static let compactHeaderHeight = 100.0
    static let tallWindow = 700.0
    /// The bar above an open app, holding the back button and the app's title.
    static let barHeight = 44.0

    let cardFrames: [Rect]
    /// The height of the heading above the cards.
    let header: Double

    init(windowSize: Size, count: Int) {
        header = windowSize.height >= Self.tallWindow ? Self.headerHeight : Self.compactHeaderHeight
        let usable = max(windowSize.width - 2 * Self.gap, Self.narrowestCard)
        let oneRow = (usable - Double(max(count - 1, 0)) * Self.gap) / Double(max(count, 1))
        let narrowest =
            windowSize.height >= Self.tallWindow ? Self.narrowestCard : Self.narrowestCompactCard
        let width = min(Self.cardSize.width, max(narrowest, oneRow.isFinite ? oneRow : 0))
        let columns = max(1, min(count, Int((usable + Self.gap) / (width + Self.gap))))
        let rows = max(1, (count + columns - 1) / columns)
        let room = windowSize.height - header - Self.gap - Double(rows - 1) * Self.gap
        let fitted = (room / Double(rows)).rounded(.down)
        let height = min(Self.cardSize.height, max(Self.shortestCard, fitted.isFinite ? fitted : 0))
        let rowWidth = Double(columns) * width + Double(columns - 1) * Self.gap
        let left = (windowSize.width - rowWidth) / 2
        var frames: [Rect] = []
        for i in 0..<count {
            let (row, column) = (i / columns, i % columns)
            frames.append(
                Rect(
                    x: left + Double(column) * (width + Self.gap),
                    y: header + Double(row) * (height + Self.gap),
                    width: width, height: height))
        }
        cardFrames = frames
    }

    /// Whether a card this tall shows its summary under the title.
    static func showsSummary(in card: Rect) -> Bool { card.height >= summaryCardHeight }

    /// The picture area at the top of a card.
    static func pictureFrame(in card: Rect) -> Rect {
        let caption = showsSummary(in: card) ? captionHeight : titleOnlyHeight
        return Rect(
            x: card.minX + 10, y: card.minY + 10, width: card.width - 20,
            height: max(card.height - caption - 10, 0))
    }
}
