import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Reading a Pentominoes game the way a person does: from what is drawn (the named
/// pieces, board and drop outline, the text runs of the toolbar and the status line), and
/// from the model's own printed state (the `--print-state` letter grid). Nothing here reads
/// the scene's internals, so the tests survive changes to how the scene is built.
extension SceneDriver where S == PentominoesScene {
    /// Opens a game on a board (inside the launcher, where Esc goes back, if `escapeLeaves`).
    init(board: BuiltInBoard, escapeLeaves: Bool = false) {
        self.init(PentominoesScene(board: board, escapeLeaves: escapeLeaves))
    }

    // MARK: - The model, through its printed state

    /// The board rows of the letter grid.
    var rows: [String] { scene.stateDescription.split(separator: "\n").map(String.init) }

    /// The cells each piece covers in the model, from its letter grid, as drawn cells are
    /// written: sorted `row,column` pairs.
    var modelCells: [Character: String] {
        var cells: [Character: [Cell]] = [:]
        for (row, line) in rows.enumerated() {
            for (column, letter) in line.enumerated() where letter.isLetter {
                cells[letter, default: []].append(Cell(row: row, column: column))
            }
        }
        return cells.mapValues { Self.value($0) }
    }

    /// Where a piece the model has on the board belongs in the picture: the box around
    /// its cells.
    func modelFrame(_ letter: Character) -> Rect? {
        guard let value = modelCells[letter] else { return nil }
        return frame(of: Self.cells(value))
    }

    // MARK: - What is drawn

    /// The piece as drawn now.
    func piece(_ letter: Character) -> SeenElement {
        guard let piece = seen(.item, String(letter)) else {
            preconditionFailure("the \(letter) piece is not drawn")
        }
        return piece
    }

    /// The board as drawn now.
    var board: Rect { seen(.place, "board")?.frame ?? .zero }

    /// The board's rows and columns, as its drawn element tells them ("6x10").
    var boardSize: (rows: Int, columns: Int) {
        let parts = (seen(.place, "board")?.value ?? "").split(separator: "x")
        guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]) else {
            return (1, 1)
        }
        return (rows, columns)
    }

    /// The size of one drawn cell.
    var cell: Double { board.height / Double(max(boardSize.rows, 1)) }

    /// The drop outline's cells, if an outline is drawn.
    var outline: String? { seen(.place, "drop outline")?.value }

    /// The box around board cells, as drawn.
    func frame(of cells: [Cell]) -> Rect {
        let rows = cells.map { $0.row }
        let columns = cells.map { $0.column }
        let top = Double(rows.min() ?? 0)
        let left = Double(columns.min() ?? 0)
        return Rect(
            x: board.minX + left * cell, y: board.minY + top * cell,
            width: (Double(columns.max() ?? 0) + 1 - left) * cell,
            height: (Double(rows.max() ?? 0) + 1 - top) * cell)
    }

    /// Whether a piece is drawn at rest where the model has it: centred on its cells' box,
    /// at its size (not lifted, hopping or turning).
    func isDrawnInPlace(_ letter: Character, tolerance: Double = 0.5) -> Bool {
        guard let target = modelFrame(letter) else { return false }
        return isDrawn(letter, at: target, tolerance: tolerance)
    }

    /// Whether a piece is drawn exactly over `frame` (centre and size).
    func isDrawn(_ letter: Character, at frame: Rect, tolerance: Double = 0.5) -> Bool {
        let drawn = piece(letter).frame
        return drawn.center.distance(to: frame.center) <= tolerance
            && abs(drawn.width - frame.width) <= tolerance
            && abs(drawn.height - frame.height) <= tolerance
    }

    /// Every piece as drawn, in the order of their letters (not of their drawing).
    var pieces: [SeenElement] { seen(.item).sorted { $0.label < $1.label } }

    /// The piece drawn last, on top of the others.
    var topmostPiece: String? { seen(.item).last?.label }

    /// The piece inside the keyboard focus ring (the dashed ring drawn around a piece).
    var focusedPiece: String? {
        for item in list.items {
            guard case .stroke(.roundedRect(let ring, _), let stroke) = item.content,
                !stroke.dash.isEmpty, stroke.color == Theme.standard.accent
            else { continue }
            let ringCenter = item.transform.apply(to: ring.center)
            return seen(.item).min {
                $0.frame.center.distance(to: ringCenter) < $1.frame.center.distance(to: ringCenter)
            }?.label
        }
        return nil
    }

    /// What a screen reader says after the last step. The scene's `announcement` is its
    /// public contract with screen-reader hosts (most steps also show it in the status
    /// line, but a drop's announcement is replaced there by the count of pieces placed).
    var heard: String { scene.announcement }

    /// The board cell an announcement names last ("… over row 3, column 4 …"), 0-based.
    var announcedCell: Cell? {
        let places = heard.ranges(of: "row ").compactMap { at -> Cell? in
            let numbers = heard[at.upperBound...].split { !$0.isNumber }.prefix(2)
            let words = heard[at.upperBound...].prefix { $0.isNumber || $0 == "," || $0 == " " }
            guard words.contains(","), numbers.count == 2, let row = Int(numbers.first!),
                let column = Int(numbers.last!), heard[at.upperBound...].first?.isNumber == true
            else { return nil }
            return Cell(row: row - 1, column: column - 1)
        }
        return places.last
    }

    // MARK: - Toolbar and sheet controls

    /// A button or picker segment as drawn: StageKit draws each control's title centred
    /// on it, so the control is found from the text run of its title (the topmost one
    /// drawn), and a disabled control draws its title faded. (StageKit's widgets do not
    /// name themselves with `.control` seen elements yet; when they do, read those.)
    func control(_ title: String) -> (center: Point, isEnabled: Bool)? {
        for item in list.items.reversed() where item.opacity > 0 {
            guard case .text(let run) = item.content, run.string == title else { continue }
            return (
                item.transform.apply(to: run.position), run.color != Theme.standard.disabledText
            )
        }
        return nil
    }

    /// The board picker's segments, as titled on screen, in order.
    static var boardTitles: [String] {
        ["6×10", "5×12", "4×15", "3×20", "8×8 hole", "8×8 corners", "8×8 holes", "Blank"]
    }

    /// Whether a control is drawn enabled.
    func isEnabled(_ title: String) -> Bool { control(title)?.isEnabled ?? false }

    /// Clicks a control where its title is drawn (press and release, no wait after).
    mutating func click(_ title: String) {
        guard let control = control(title) else { preconditionFailure("no \(title) control") }
        press(at: control.center)
        release()
    }

    /// How many pieces the hint sheet says it reveals (0 when no sheet is up).
    var hintsRevealed: Int {
        guard let title = strings.first(where: { $0.hasPrefix("Hint: ") }) else { return 0 }
        return Int(title.dropFirst("Hint: ".count).prefix { $0.isNumber }) ?? 0
    }

    // MARK: - Playing

    /// A point over one of the piece's drawn squares (its centre is not always on one).
    func grabPoint(_ letter: Character) -> Point {
        let drawn = piece(letter)
        let first = drawn.value.split(separator: " ").first?.split(separator: ",")
        guard let first, let row = Double(first[0]), let column = Double(first[1]) else {
            return drawn.frame.center
        }
        return Point(
            x: board.minX + (column + 0.5) * cell, y: board.minY + (row + 0.5) * cell)
    }

    /// The centre of a board cell as drawn.
    func center(row: Int, column: Int) -> Point {
        Point(
            x: board.minX + (Double(column) + 0.5) * cell,
            y: board.minY + (Double(row) + 0.5) * cell)
    }

    /// Drags a piece by one of its squares so that square ends over a board cell.
    mutating func drag(_ letter: Character, toRow row: Int, column: Int, release: Bool = true) {
        press(at: grabPoint(letter))
        drag(to: center(row: row, column: column))
        if release {
            self.release()
            settle()
        }
    }

    /// Drags a piece (at rest) so that the top-left corner of its drawn box ends `offset`
    /// cells from the corner of a board cell (a fraction of a cell off, to exercise the
    /// search for the nearest fit), then releases it unless told not to. It does not wait
    /// after the release.
    mutating func drag(
        _ letter: Character, cornerTo row: Int, column: Int,
        offset: (x: Double, y: Double) = (0.2, 0.2), release: Bool = true
    ) {
        let start = grabPoint(letter)
        let topLeft = piece(letter).frame.origin
        let corner = Point(
            x: board.minX + (Double(column) + offset.x) * cell,
            y: board.minY + (Double(row) + offset.y) * cell)
        press(at: start)
        drag(to: start + (corner - topLeft))
        if release { self.release() }
    }

    /// Places a piece on exactly these cells (sorted `row,column` pairs) by hand: picks it
    /// up, turns it with r and f while it is held until it has their shape, moves it over
    /// them and drops it.
    mutating func place(_ letter: Character, on value: String) {
        let name = PieceName.allCases.first { $0.letter == String(letter) }!
        let target = Self.normalised(Self.cells(value))
        // Which presses of r (a quarter turn) and f (a flip) give that shape, by the
        // model's own geometry; a piece in the tray rests unturned.
        var keys: [String] = []
        search: for flip in [false, true] {
            for turns in 0..<4 {
                var orientation = Orientation.identity
                for _ in 0..<turns { orientation = orientation.rotatedClockwise() }
                if flip { orientation = orientation.mirrored() }
                let cells = PlacedPiece(name, orientation, at: Cell(row: 0, column: 0)).cells
                if Self.normalised(cells) == target {
                    keys = Array(repeating: "r", count: turns) + (flip ? ["f"] : [])
                    break search
                }
            }
        }
        press(at: grabPoint(letter))
        drag(to: board.center)
        for key in keys { self.key(key) }
        wait(0.5)
        let goal = frame(of: Self.cells(value)).center
        drag(to: pointer + (goal - piece(letter).frame.center), steps: 6)
        wait(0.1)
        release()
    }

    // MARK: - Checks

    /// Checks that model and picture agree: every piece drawn once; a
    /// piece the model has on the board covers exactly its model cells in the picture; every
    /// other piece is drawn off the board, unturned.
    @discardableResult
    func pictureMatchesModel(
        _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        var agree = true
        func check(_ condition: Bool, _ message: String) {
            guard !condition else { return }
            agree = false
            Issue.record(Comment(rawValue: "\(message) \(note)"), sourceLocation: sourceLocation)
        }
        let drawn = seen(.item)
        check(drawn.count == 12, "every piece is drawn once, not \(drawn.count) pieces")
        let model = modelCells
        for piece in drawn {
            let letter = Character(piece.label)
            if let cells = model[letter] {
                check(
                    piece.value == cells,
                    "the \(letter) piece is drawn over \(piece.value), the model has \(cells)")
            } else {
                check(
                    !piece.frame.outset(by: -1).intersects(board),
                    "the \(letter) piece is off the board in the model but drawn over it")
                check(
                    Self.shape(of: piece.value) == Self.unturned(letter),
                    "the \(letter) piece rests turned in the tray: \(piece.value)")
            }
        }
        return agree
    }

    // MARK: - Cells, written as drawn cells are

    /// Cells written as sorted `row,column` pairs.
    static func value(_ cells: [Cell]) -> String {
        cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
            .map { "\($0.row),\($0.column)" }.joined(separator: " ")
    }

    /// The cells of sorted `row,column` pairs.
    static func cells(_ value: String) -> [Cell] {
        value.split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").map { Int($0)! }
            return Cell(row: parts[0], column: parts[1])
        }
    }

    /// The shape of some cells: moved to the top-left corner, in order.
    static func normalised(_ cells: [Cell]) -> [Cell] {
        Cell.normalised(cells).sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// The shape of cells written as `row,column` pairs.
    static func shape(of value: String) -> [Cell] { normalised(cells(value)) }

    /// A piece's unturned shape, as it rests in the tray.
    static func unturned(_ letter: Character) -> [Cell] {
        shape(of: letter, .identity)
    }

    /// A piece's shape in an orientation.
    static func shape(of letter: Character, _ orientation: Orientation) -> [Cell] {
        let name = PieceName.allCases.first { $0.letter == String(letter) }!
        return normalised(PlacedPiece(name, orientation, at: Cell(row: 0, column: 0)).cells)
    }
}
