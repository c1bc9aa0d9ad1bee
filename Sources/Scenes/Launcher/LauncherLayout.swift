import StageKit
import Geometry

/// Where the launcher puts its heading and cards in a window of a given size: a centred
/// grid of cards with as many columns as fit, the cards narrowing (down to
/// `narrowestCard`) so that every card fits in one row where it can.
///
/// In a short window the heading takes less room, the cards may narrow further (down to
/// `narrowestCompactCard`) and they get shorter (down to `shortestCard`, their summaries
/// left out below `summaryCardHeight`), so that every card stays inside the window.
///
/// In a window narrower than `stackingWidth` (a phone held upright) the cards stack in
/// one column at their natural height, as wide as the window allows, and the page
/// scrolls: `contentHeight` may then exceed the window's height.
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
    /// Below this window width the cards stack in one scrolling column.
    static let stackingWidth = 600.0
    /// The margin and gap of stacked cards, and their widest.
    static let stackedMargin = 16.0
    static let widestStackedCard = 520.0

    let cardFrames: [Rect]
    /// The height of the heading above the cards.
    let header: Double
    /// Whether the cards stack in one scrolling column.
    let isStacked: Bool
    /// The height of everything on the page, the bottom margin included.
    let contentHeight: Double

    /// A layout for `count` cards; `extraHeaderHeight` is room for a subtitle that wraps
    /// onto more lines than one.
    init(windowSize: Size, count: Int, extraHeaderHeight: Double = 0) {
        let extra = extraHeaderHeight.isFinite ? max(extraHeaderHeight, 0) : 0
        header =
            (windowSize.height >= Self.tallWindow ? Self.headerHeight : Self.compactHeaderHeight)
            + extra
        isStacked = windowSize.width < Self.stackingWidth
        cardFrames =
            isStacked
            ? Self.stackedFrames(windowSize: windowSize, count: count, top: header)
            : Self.gridFrames(windowSize: windowSize, count: count, top: header)
        contentHeight = (cardFrames.last?.maxY ?? header) + (isStacked ? Self.stackedMargin : 0)
    }

    /// One column of cards as wide as the window allows, each as tall as its picture
    /// (the apps' own proportions) and caption need.
    private static func stackedFrames(windowSize: Size, count: Int, top: Double) -> [Rect] {
        let width = min(
            max(windowSize.width - 2 * stackedMargin, narrowestCompactCard), widestStackedCard)
        let pictureHeight = (width - 20) * pictureAspect
        let height = (pictureHeight + 10 + captionHeight).rounded(.up)
        let left = ((windowSize.width - width) / 2).rounded(.down)
        return (0..<count).map { i in
            Rect(
                x: left, y: top + Double(i) * (height + stackedMargin), width: width, height: height
            )
        }
    }

    /// A picture's height for its width: the apps are pictured at 1280×800.
    static let pictureAspect = 800.0 / 1280.0

    /// The grid: as many columns as fit, cards shortened so every row stays in the window.
    private static func gridFrames(windowSize: Size, count: Int, top header: Double) -> [Rect] {
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
        return frames
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
