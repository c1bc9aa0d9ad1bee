import DragAndDrop
import Pentominoes
import StageKit

/// Where everything goes in a window of a given size: the board, its cell size, and a
/// home slot for each piece in the tray below it (beside it in a short window, such as a
/// phone on its side, where that gives larger cells).
///
/// The largest cell size that fits the board and the whole tray is chosen, so a resize
/// rescales the board and lays the tray out again.
struct PentominoesLayout: Equatable, Sendable {
    /// The side of one cell, in points.
    private(set) var cell: Double
    /// The board's top-left corner.
    private(set) var boardOrigin: Point
    /// The board's size in cells.
    let rows: Int
    let columns: Int
    /// The centre of each piece's home slot, by piece index.
    private(set) var homeCenters: [Point]
    /// Where the status line sits.
    private(set) var statusPosition: Point
    /// The widest the status line may be before it wraps (it wraps in a narrow window).
    private(set) var statusWidth: Double
    /// The most lines the status line takes (past them it ends in "…"): the board starts
    /// below them, so a long hint never runs into it.
    private(set) var statusLines: Int

    static let toolbarHeight = Theme.standard.toolbarHeight
    static let statusHeight = 30.0
    static let margin = 16.0
    /// Windows narrower than this (phones held upright) give the status line three lines.
    static let narrowWidth = 600.0

    /// The height the status line takes for `lines` lines: 30 points for up to two (the
    /// second reaches into the margin above the board), more for three, with room to
    /// breathe below the toolbar.
    static func statusHeight(lines: Int) -> Double {
        guard lines > 2 else { return statusHeight }
        let text = Double(lines) * TextMetrics.lineHeight(of: Theme.standard.bodyFont)
        return text - margin + 14
    }

    init(size: Size, board: PentominoBoard) {
        rows = board.rows
        columns = board.columns
        cell = 8
        boardOrigin = .zero
        homeCenters = []
        statusPosition = .zero
        statusWidth = 0
        let width = size.width.isFinite ? max(size.width, 200) : 1280
        let height = size.height.isFinite ? max(size.height, 200) : 800
        statusLines = width < Self.narrowWidth ? 3 : 2
        let statusHeight = Self.statusHeight(lines: statusLines)
        let top = Self.toolbarHeight + statusHeight + Self.margin
        let available = height - top - Self.margin
        let below = Self.cellWithTrayBelow(
            width: width, available: available, rows: rows, columns: columns)
        let beside = Self.cellWithTrayBeside(
            width: width, available: available, rows: rows, columns: columns)
        // A short window (a phone on its side) puts the tray beside the board where that
        // gives larger cells; elsewhere the tray lies below, as it always has.
        let trayBeside = height < Self.shortHeight && beside > below
        let c = trayBeside ? beside : below
        cell = c
        statusPosition = Point(x: width / 2, y: Self.toolbarHeight + statusHeight / 2 + 4)
        statusWidth = width - 2 * Self.margin
        let tray: Rect
        if trayBeside {
            let boardWidth = Double(columns) * c
            let trayWidth = width - 3 * Self.margin - boardWidth
            boardOrigin = Point(x: Self.margin, y: top)
            tray = Rect(
                x: 2 * Self.margin + boardWidth, y: top, width: trayWidth, height: available)
        } else {
            boardOrigin = Point(x: ((width - Double(columns) * c) / 2).rounded(), y: top)
            tray = Rect(
                x: Self.margin, y: boardOrigin.y + Double(rows) * c + Self.margin,
                width: width - 2 * Self.margin, height: available)
        }
        homeCenters = Self.homeCenters(in: tray, cell: c)
    }

    /// Windows shorter than this may put the tray beside the board.
    static let shortHeight = 480.0

    /// The largest cell (8 at least) at which the board and the tray below it fit.
    private static func cellWithTrayBelow(
        width: Double, available: Double, rows: Int, columns: Int
    ) -> Double {
        var c = 72.0
        while c > 8 {
            let tray = trayRows(width: width - 2 * margin, cell: c)
            let total = Double(rows) * c + margin + tray.height
            if total <= available && Double(columns) * c <= width - 2 * margin { break }
            c -= 1
        }
        return c
    }

    /// The largest cell (8 at least) at which the board and the tray to its right fit.
    private static func cellWithTrayBeside(
        width: Double, available: Double, rows: Int, columns: Int
    ) -> Double {
        var c = 72.0
        while c > 8 {
            let trayWidth = width - 3 * margin - Double(columns) * c
            if trayWidth > 0, Double(rows) * c <= available,
                trayRows(width: trayWidth, cell: c).height <= available
            {
                break
            }
            c -= 1
        }
        return c
    }

    /// The centre of each piece's home slot, by piece index: the tray's rows, each centred
    /// across `tray`, from its top down.
    private static func homeCenters(in tray: Rect, cell: Double) -> [Point] {
        var centers = [Point](repeating: .zero, count: PieceName.allCases.count)
        var y = tray.minY
        for row in trayRows(width: tray.width, cell: cell).rows {
            let rowWidth = row.reduce(0) { $0 + $1.width }
            var x = tray.minX + (tray.width - rowWidth) / 2
            let rowHeight = row.map { $0.height }.max() ?? 0
            for slot in row {
                centers[slot.piece.index] = Point(x: x + slot.width / 2, y: y + rowHeight / 2)
                x += slot.width
            }
            y += rowHeight
        }
        return centers
    }

    /// The board's frame.
    var boardFrame: Rect {
        Rect(
            origin: boardOrigin,
            size: Size(width: Double(columns) * cell, height: Double(rows) * cell))
    }

    /// The grid of board cells, for snapping.
    var grid: GridSnap { GridSnap(spacing: Size(width: cell, height: cell), origin: boardOrigin) }

    /// The frame of a cell.
    func frame(of c: Cell) -> Rect {
        Rect(
            x: boardOrigin.x + Double(c.column) * cell, y: boardOrigin.y + Double(c.row) * cell,
            width: cell, height: cell)
    }

    /// The frame (bounding box) of a piece placed on the board.
    func frame(of piece: PlacedPiece) -> Rect {
        let size = Self.size(of: piece.name, piece.orientation, cell: cell)
        return Rect(origin: frame(of: piece.anchor).origin, size: size)
    }

    /// The frame of a piece resting in its home slot, in an orientation.
    func homeFrame(of name: PieceName, _ orientation: Orientation) -> Rect {
        Rect(center: homeCenters[name.index], size: Self.size(of: name, orientation, cell: cell))
    }

    /// The square of one of a piece's cells, in the piece's own coordinates: origin at the
    /// centre of its bounding box of `size`, as its pose's transform expects.
    func localSquare(of cell: Cell, in size: Size) -> Rect {
        Rect(
            x: Double(cell.column) * self.cell - size.width / 2,
            y: Double(cell.row) * self.cell - size.height / 2,
            width: self.cell, height: self.cell)
    }

    /// The size of a piece's bounding box in an orientation.
    static func size(of name: PieceName, _ orientation: Orientation, cell: Double) -> Size {
        let extent = name.extent(in: orientation)
        return Size(width: Double(extent.columns) * cell, height: Double(extent.rows) * cell)
    }

    private struct Slot {
        var piece: PieceName
        var width: Double
        var height: Double
    }

    /// The tray's rows of home slots (each slot a piece plus a cell of breathing room),
    /// filled left to right within `width`.
    private static func trayRows(width: Double, cell: Double) -> (rows: [[Slot]], height: Double) {
        var rows: [[Slot]] = [[]]
        var x = 0.0
        for piece in PieceName.allCases {
            let size = Self.size(of: piece, .identity, cell: cell)
            let slot = Slot(piece: piece, width: size.width + cell, height: size.height + cell)
            if x + slot.width > width && !rows[rows.count - 1].isEmpty {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(slot)
            x += slot.width
        }
        let height = rows.reduce(0) { total, row in total + (row.map { $0.height }.max() ?? 0) }
        return (rows, height)
    }
}
