import Chess
import DragAndDrop
import StageKit

/// Where everything goes in a window of a given size: the board (square size, origin,
/// which way up), the coordinates around it, the move list beside it and the status line.
///
/// The largest square size that fits is chosen, so a resize rescales the board. Where the
/// board would be larger with the move list under it than beside it (a phone or tablet
/// held upright), the list goes under the board, which takes the window's width.
struct ChessLayout: Equatable, Sendable {
    /// The side of one square, in points.
    private(set) var square: Double
    /// The board's top-left corner.
    private(set) var boardOrigin: Point
    /// Whether black sits at the bottom.
    var flipped: Bool
    /// The move list's panel, right of the board or under it.
    private(set) var moveListFrame: Rect
    /// Whether the move list lies under the board.
    private(set) var isStacked: Bool
    /// The centre of the status line, above the board.
    private(set) var statusPosition: Point
    /// The top centre of the lines for notices and announcements, under the status.
    private(set) var noticePosition: Point
    /// How wide the notice may be: centred on the board, inside the window's margins.
    private(set) var noticeWidth: Double

    static let toolbarHeight = Theme.standard.toolbarHeight
    /// Room above the board for the status line and `noticeLines` lines of notice, clear
    /// of the board's frame (4 points round the squares).
    static let statusHeight = 66.0
    /// The most lines a notice (a review step's comment, say) takes; longer ones end in "…".
    static let noticeLines = 2
    static let margin = 16.0
    static let narrowMargin = 8.0
    static let labelRoom = 22.0
    static let moveListWidth = 210.0
    /// Under the board: room for the clocks above the move list, and the list's least
    /// height (its title and two rows).
    static let clockRoom = 44.0
    static let shortestMoveList = 96.0

    init(size: Size, flipped: Bool) {
        self.flipped = flipped
        let width = size.width.isFinite ? max(size.width, 320) : 1280
        let height = size.height.isFinite ? max(size.height, 240) : 800
        let top = Self.toolbarHeight + Self.statusHeight
        let byHeight = (height - top - Self.margin - Self.labelRoom) / 8
        let byWidth = (width - 3 * Self.margin - Self.labelRoom - Self.moveListWidth) / 8
        let beside = min(byHeight, byWidth).rounded(.down)
        let underByHeight =
            (height - top - Self.labelRoom - Self.clockRoom - Self.shortestMoveList - Self.margin)
            / 8
        // Under the board, narrow margins give a phone's squares a finger's width (44
        // points in a 390-point window).
        let underByWidth = (width - 2 * Self.narrowMargin - Self.labelRoom) / 8
        let under = min(underByHeight, underByWidth).rounded(.down)
        isStacked = under > beside
        square = max(isStacked ? under : beside, 16)
        let board = 8 * square
        let left: Double
        if isStacked {
            left =
                max(((width - Self.labelRoom - board) / 2).rounded(), Self.narrowMargin)
                + Self.labelRoom
            let listTop = top + board + Self.labelRoom + Self.clockRoom
            moveListFrame = Rect(
                x: left - Self.labelRoom, y: listTop, width: Self.labelRoom + board,
                height: max(height - Self.margin - listTop, Self.shortestMoveList))
        } else {
            let group = Self.labelRoom + board + Self.margin + Self.moveListWidth
            left = max(((width - group) / 2).rounded(), Self.margin) + Self.labelRoom
            moveListFrame = Rect(
                x: left + board + Self.margin, y: top, width: Self.moveListWidth, height: board)
        }
        boardOrigin = Point(x: left, y: top)
        statusPosition = Point(x: left + board / 2, y: Self.toolbarHeight + 15)
        noticePosition = Point(x: left + board / 2, y: Self.toolbarHeight + 28)
        let room = min(left + board / 2 - Self.margin, width - Self.margin - left - board / 2)
        noticeWidth = max(min(board + 200, 2 * room), 0)
    }

    /// The board's frame.
    var boardFrame: Rect {
        Rect(origin: boardOrigin, size: Size(width: 8 * square, height: 8 * square))
    }

    /// The frame of a square, as the board is turned.
    func frame(of s: Square) -> Rect {
        let column = flipped ? 7 - s.file : s.file
        let row = flipped ? s.rank : 7 - s.rank
        return Rect(
            x: boardOrigin.x + Double(column) * square, y: boardOrigin.y + Double(row) * square,
            width: square, height: square)
    }

    /// The square under a point, if it is on the board.
    func square(at point: Point) -> Square? {
        guard point.isFinite, boardFrame.contains(point) else { return nil }
        let column = min(Int((point.x - boardOrigin.x) / square), 7)
        let row = min(Int((point.y - boardOrigin.y) / square), 7)
        return flipped ? Square(file: 7 - column, rank: row) : Square(file: column, rank: 7 - row)
    }

    /// The square next to `s` in a direction on screen, or nil at the edge.
    func square(from s: Square, toward direction: Direction) -> Square? {
        let step = direction.unitStep  // rows grow downwards on screen
        let files = flipped ? -step.column : step.column
        let ranks = flipped ? step.row : -step.row
        return Square(file: s.file + files, rank: s.rank + ranks)
    }

    /// One drop zone per square, snapping a dropped piece to the square's centre.
    var zones: DropZones<Square> {
        var zones = DropZones<Square>(cellSize: square)
        for s in Square.all {
            zones.insert(DropZone(id: s, frame: frame(of: s), snapAnchor: frame(of: s).center))
        }
        return zones
    }
}
