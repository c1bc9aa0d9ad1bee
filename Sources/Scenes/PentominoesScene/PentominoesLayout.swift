import DragAndDrop
import Pentominoes
import StageKit

/// Where everything goes in a window of a given size: the board, its cell size, and a
/// home slot for each piece in the tray below it.
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

    static let toolbarHeight = Theme.standard.toolbarHeight
    static let statusHeight = 30.0
    static let margin = 16.0

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
        let top = Self.toolbarHeight + Self.statusHeight + Self.margin
        let available = height - top - Self.margin
        var c = 72.0
        while c > 8 {
            let tray = Self.trayRows(width: width - 2 * Self.margin, cell: c)
            let total = Double(rows) * c + Self.margin + tray.height
            if total <= available && Double(columns) * c <= width - 2 * Self.margin { break }
            c -= 1
        }
        cell = c
        boardOrigin = Point(x: ((width - Double(columns) * c) / 2).rounded(), y: top)
        statusPosition = Point(x: width / 2, y: Self.toolbarHeight + Self.statusHeight / 2 + 4)
        statusWidth = width - 2 * Self.margin
        let trayTop = boardOrigin.y + Double(rows) * c + Self.margin
        let tray = Self.trayRows(width: width - 2 * Self.margin, cell: c)
        homeCenters = [Point](repeating: .zero, count: PieceName.allCases.count)
        var y = trayTop
        for row in tray.rows {
            let rowWidth = row.reduce(0) { $0 + $1.width }
            var x = (width - rowWidth) / 2
            let rowHeight = row.map { $0.height }.max() ?? 0
            for slot in row {
                homeCenters[slot.piece.index] = Point(x: x + slot.width / 2, y: y + rowHeight / 2)
                x += slot.width
            }
            y += rowHeight
        }
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
