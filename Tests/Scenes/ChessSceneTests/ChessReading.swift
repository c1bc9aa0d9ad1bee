import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// A chess game played as a person plays it.
typealias ChessApp = SceneDriver<ChessScene>

/// Reading a chess game the way a person does: from what is drawn (the named pieces and
/// squares, the highlights on the board, the controls, the status line, the move list and
/// the notices), and from the model's own printed state (`--print-state`: the FEN, then
/// the status line). Nothing here reads the scene's internals, so the tests survive
/// changes to how the scene is built.
extension SceneDriver where S == ChessScene {
    /// Opens a game from a FEN (the usual start by default), with who plays each side.
    init(
        fen: String? = nil, white: ChessScene.Player = .human, black: ChessScene.Player = .human,
        level: Int = 1, storage: PGNStorage? = nil, size: Size = Size(width: 1280, height: 800)
    ) {
        let start = fen.map { try! Position(fen: $0) } ?? .initial
        self.init(
            ChessScene(start: start, white: white, black: black, level: level, storage: storage),
            size: size)
    }

    // MARK: - The model, through its printed state

    /// The position as FEN, the first line of the printed state.
    var fen: String { String(scene.stateDescription.split(separator: "\n")[0]) }

    /// How the game stands, the second line of the printed state ("White to move").
    var status: String { String(scene.stateDescription.split(separator: "\n")[1]) }

    /// The position the printed FEN describes.
    var position: Position { try! Position(fen: fen) }

    /// What a screen reader says after the last step: the scene's public contract with
    /// screen-reader hosts (the notice line shows only some of it).
    var heard: String { scene.announcement }

    // MARK: - The move list

    /// The move list's panel as drawn: the card filled just before its "Moves" title.
    var moveListPanel: Rect? {
        let items = list.items
        guard
            let title = items.firstIndex(where: {
                if case .text(let run) = $0.content { return run.string == "Moves" }
                return false
            })
        else { return nil }
        for item in items[..<title].reversed() {
            if case .fill(.roundedRect(let panel, _), _) = item.content { return panel }
        }
        return nil
    }

    /// The text runs drawn inside the move list, in drawing order.
    var moveListRuns: [TextRun] {
        guard let panel = moveListPanel else { return [] }
        return list.items.compactMap { item -> TextRun? in
            guard case .text(let run) = item.content, item.opacity > 0,
                panel.contains(item.transform.apply(to: run.position))
            else { return nil }
            return run
        }
    }

    /// The moves played up to the position shown, as the move list shows them in SAN (its
    /// numbers, title and "No moves yet." left out, and the moves ahead of a position
    /// stepped back to, drawn greyed).
    var moves: [String] {
        moveListRuns.filter { $0.color == Theme.standard.text }.map { $0.string }.filter {
            $0 != "Moves" && $0 != "No moves yet."
                && !($0.hasSuffix(".") && $0.dropLast().allSatisfy { $0.isNumber })
        }
    }

    /// The whole line the move list shows, the moves ahead of the position shown too.
    var lineMoves: [String] {
        moveListRuns.map { $0.string }.filter {
            $0 != "Moves" && $0 != "No moves yet."
                && !($0.hasSuffix(".") && $0.dropLast().allSatisfy { $0.isNumber })
        }
    }

    // MARK: - The board

    /// A square as drawn.
    func square(_ name: String) -> Rect {
        guard let square = seen(.place, name) else { preconditionFailure("no square \(name)") }
        return square.frame
    }

    /// The centre of a square such as "e4", as the board is drawn now.
    func center(_ name: String) -> Point { square(name).center }

    /// The side of a square as drawn.
    var squareSide: Double { square("a1").width }

    /// The square drawn under a point.
    func squareName(at p: Point) -> String? {
        seen(.place).first { $0.frame.contains(p) }?.label
    }

    /// The board as drawn: the box around its squares.
    var board: Rect {
        seen(.place).map { $0.frame }.reduce(square("a1")) { $0.union($1) }
    }

    /// The squares a fill of `color` covers exactly.
    func squares(tinted color: Color) -> [String] {
        list.items.compactMap { item in
            guard case .fill(.rect(let r), color) = item.content else { return nil }
            return seen(.place).first { isClose($0.frame, r, tolerance: 0.01) }?.label
        }
    }

    /// The tint the scene draws over the square a piece in hand (lifted, selected or
    /// carried by keys) came from.
    static var selectedTint: Color { Color(hex: 0x14551E, alpha: 0.35) }

    /// The tint the scene draws over the legal square under a dragged piece.
    static var hoverTint: Color { Color(hex: 0x14551E, alpha: 0.3) }

    /// The square lit as where the piece in hand came from (a click selection, a drag or
    /// a keyboard carry).
    var selected: String? { squares(tinted: Self.selectedTint).first }

    /// The legal square lit under a dragged piece.
    var hovered: String? { squares(tinted: Self.hoverTint).first }

    /// The squares of the last move, lit.
    var lastMove: Set<String> { Set(squares(tinted: ChessScene.lastMoveTint)) }

    /// The rings drawn round pieces a lifted piece can take, by square.
    var captureRings: [String] {
        list.items.compactMap { item in
            guard case .stroke(.ellipse(let r), let stroke) = item.content,
                stroke.color == ChessScene.targetMark
            else { return nil }
            return squareName(at: r.center)
        }
    }

    /// The dots drawn on empty squares a lifted piece can go to.
    var targetDots: [String] {
        list.items.compactMap { item in
            guard case .fill(.ellipse(let r), ChessScene.targetMark) = item.content else {
                return nil
            }
            return squareName(at: r.center)
        }
    }

    /// Every square marked as a legal target (dot or ring).
    var targets: Set<String> { Set(captureRings + targetDots) }

    /// The squares glowing red: a king in check.
    var checkGlow: [String] {
        list.items.compactMap { item in
            guard case .fill(.ellipse(let r), ChessScene.checkGlow) = item.content else {
                return nil
            }
            return squareName(at: r.center)
        }
    }

    /// The square inside the keyboard cursor (the dashed ring drawn round a square).
    var cursor: String? {
        for item in list.items {
            guard case .stroke(.roundedRect(let ring, _), let stroke) = item.content,
                !stroke.dash.isEmpty, stroke.color == Theme.standard.accent
            else { continue }
            return squareName(at: item.transform.apply(to: ring.center))
        }
        return nil
    }

    // MARK: - The pieces

    /// The piece drawn with this label ("piece 7"), if it is drawn.
    func piece(_ label: String) -> SeenElement? { seen(.item, label) }

    /// The piece drawn (topmost) with its centre over a square.
    func piece(on name: String) -> SeenElement? {
        let frame = square(name)
        return seen(.item).last { frame.contains($0.frame.center) }
    }

    /// The label of the piece drawn over a square.
    func label(on name: String) -> String {
        guard let piece = piece(on: name) else { preconditionFailure("no piece on \(name)") }
        return piece.label
    }

    /// Where a piece (by label) is drawn now.
    func drawnCenter(_ label: String) -> Point? { piece(label)?.frame.center }

    /// Whether a piece (of this kind, if given) is drawn at rest, centred on a square.
    func isDrawn(_ value: String? = nil, on name: String, tolerance: Double = 0.5) -> Bool {
        let target = center(name)
        return seen(.item).contains {
            (value == nil || $0.value == value) && $0.frame.center.distance(to: target) <= tolerance
                && abs($0.frame.width - squareSide) <= tolerance
        }
    }

    /// Whether a piece is drawn raised (bigger than a square), as a piece in hand is.
    func isLifted(_ piece: SeenElement) -> Bool { piece.frame.width > squareSide * 1.02 }

    /// The piece in hand: drawn raised, on top of the others.
    var lifted: SeenElement? { seen(.item).last { isLifted($0) } }

    // MARK: - Controls

    /// A control (toolbar button or picker segment, sheet button, promotion choice) as
    /// drawn.
    func control(_ title: String) -> SeenElement? { seen(.control, title) }

    /// Whether a control is drawn and enabled.
    func isEnabled(_ title: String) -> Bool {
        control(title).map { !$0.value.contains("disabled") } ?? false
    }

    /// Whether a picker segment (or menu row, or promotion choice) is drawn selected.
    func isSelected(_ title: String) -> Bool { control(title)?.value.contains("selected") ?? false }

    /// Clicks a control where it is drawn (press and release, a moment after).
    mutating func click(_ title: String, button: PointerButton = .primary) {
        guard let control = control(title) else { preconditionFailure("no \(title) control") }
        tap(at: control.frame.center, button: button, wait: 0.05)
    }

    /// The promotion picker's choices as drawn, queen first.
    var promotionChoices: [SeenElement] {
        seen(.control).filter { $0.label.hasPrefix("Promote to ") }
    }

    /// The title of the save sheet, drawn while it is up.
    static var saveSheetTitle: String { "Save the game as PGN" }

    /// Whether the save sheet is drawn.
    var showsSaveSheet: Bool { strings.contains(Self.saveSheetTitle) }

    // MARK: - Playing

    /// Taps a square (press and release in place), a moment after.
    mutating func tap(_ name: String) { tap(at: center(name), wait: 0.05) }

    /// Drags the piece on `from` to the centre of `to`, then releases (no wait after).
    mutating func drag(_ from: String, to: String, release: Bool = true) {
        drag(from, toPoint: center(to), release: release)
    }

    /// Drags the piece on `from` to a point, then releases (no wait after).
    mutating func drag(_ from: String, toPoint end: Point, release: Bool = true) {
        press(at: center(from))
        drag(to: end, steps: 10)
        if release { self.release() }
    }

    /// Plays moves given in SAN by dragging, as a player would.
    mutating func play(_ moves: [String]) {
        for san in moves {
            let move = try! position.move(san: san)
            drag(move.from.name, to: move.to.name)
            if let promotion = move.promotion { key(String(promotion.letter).lowercased()) }
            wait(0.3)
        }
    }

    // MARK: - Checks

    /// How the picture of a settled game differs from its printed position (empty when it
    /// agrees): the 64 squares are named and turned as `isFlipped` says; every piece of the
    /// position is drawn once, at rest on its square (a pawn waiting for its promotion
    /// choice on the promotion square, where the picker opens), and nothing else is drawn.
    var pictureMismatches: [String] {
        let list = self.list
        // The squares, as the board is turned: a1 bottom left for white, top right for black
        // (an open sheet is seen as a dialog, not a square).
        let places = Dictionary(
            list.seen(.place).filter { $0.kind == .place }.map { ($0.label, $0.frame) },
            uniquingKeysWith: { a, _ in a })
        guard places.count == 64, let a1 = places["a1"], let h8 = places["h8"] else {
            return ["the 64 squares are not all named"]
        }
        var problems: [String] = []
        let flipped = scene.isFlipped
        if (a1.minY > h8.minY) == flipped || (a1.minX < h8.minX) == flipped {
            problems.append("the board is not turned as isFlipped says (\(flipped))")
        }
        let position = self.position
        // A pending promotion: the picker's first choice covers the promotion square; the
        // pawn that waits there is one of the side to move's pawns that can promote on it.
        if let first = promotionChoices.first {
            guard
                let name = places.first(where: { isClose($0.value, first.frame, tolerance: 0.01) })?
                    .key, let to = Square(name)
            else { return problems + ["the promotion picker is not on a square"] }
            var pawns: [Square] = []
            for move in position.legalMoves()
            where move.promotion != nil && move.to == to && !pawns.contains(move.from) {
                pawns.append(move.from)
            }
            let each = pawns.map { Self.mismatches(list, places, position, pawn: $0, to: to) }
            guard let best = each.min(by: { $0.count < $1.count }) else {
                return problems + ["a promotion picker on \(name), with no pawn to promote"]
            }
            return problems + best
        }
        return problems + Self.mismatches(list, places, position, pawn: nil, to: nil)
    }

    /// How the pieces drawn differ from a position's, the pawn on `pawn` (if any) being
    /// drawn on `to`.
    private static func mismatches(
        _ list: DisplayList, _ places: [String: Rect], _ position: Position, pawn: Square?,
        to: Square?
    ) -> [String] {
        var problems: [String] = []
        var expected: [(value: String, frame: Rect, square: String)] = []
        for square in position.occupied {
            guard let piece = position.piece(at: square) else { continue }
            let drawnOn = square == pawn ? to ?? square : square
            expected.append((ChessScene.words(for: piece), places[drawnOn.name]!, square.name))
        }
        var drawn = list.seen(.item)
        if Set(drawn.map { $0.label }).count != drawn.count {
            problems.append("a piece is drawn twice: \(drawn.map { $0.label })")
        }
        for want in expected {
            if let i = drawn.firstIndex(where: {
                $0.value == want.value && isClose($0.frame, want.frame, tolerance: 0.01)
            }) {
                drawn.remove(at: i)
            } else {
                let near = drawn.filter { $0.value == want.value }.map { "\($0.frame)" }
                problems.append(
                    "the \(want.value) on \(want.square) is not drawn on its square \(want.frame); "
                        + "drawn \(want.value)s: \(near)")
            }
        }
        for extra in drawn {
            problems.append(
                "\(extra.label) (\(extra.value)) is drawn at \(extra.frame) but not in the game")
        }
        return problems
    }
}
