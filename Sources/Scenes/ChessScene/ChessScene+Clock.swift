import Chess
import DragAndDrop
import StageKit

/// Clocks, when the game has them: white's starts with white's first move; each move
/// stops the mover's (adding the increment) and starts the other's; when one runs out the
/// game ends on time: a win for the other side, or a draw if it has too little to mate.
extension ChessScene {
    /// Whether play has ended, by the rules or on time.
    var isOver: Bool { game.status.isOver || flagged != nil }

    /// The clock's part in a move just played by `side`.
    mutating func clockAfterMove(by side: Side) {
        guard var running = clock, flagged == nil else { return }
        if game.status.isOver {
            running.run(nil, at: time)
        } else {
            running.moved(side, at: time)
        }
        clock = running
    }

    /// Checks for a flag fall; ends the game on time if a clock has run out.
    mutating func checkFlag() {
        guard var running = clock, flagged == nil, let side = running.flagged(at: time) else {
            return
        }
        running.run(nil, at: time)
        clock = running
        flagged = side
        thinking = nil
        cancelInteraction()
        announce(statusLine + ".")
    }

    /// The status line once a flag has fallen.
    func timeStatus(flagged side: Side) -> String {
        let winner = side.opponent
        if Self.canMate(winner, in: game.position) {
            return "\(Self.name(of: winner)) wins on time"
        }
        return
            "Draw — \(Self.name(of: side)) ran out of time, but \(Self.name(of: winner)) cannot mate"
    }

    /// Whether `side` has enough material to mate at all: more than a lone king, or a king
    /// with a single bishop or knight.
    static func canMate(_ side: Side, in position: Position) -> Bool {
        var minors = 0
        for square in Square.all {
            guard let piece = position.piece(at: square), piece.side == side else { continue }
            switch piece.kind {
            case .king: continue
            case .bishop, .knight: minors += 1
            default: return true
            }
        }
        return minors >= 2
    }

    /// Draws the two clocks above the move list, the running one lit, the low one red.
    func drawClocks(into list: inout DisplayList, theme: Theme) {
        guard let clock else { return }
        let panel = layout.moveListFrame
        let width = (panel.width - 8) / 2
        for (index, side) in [Side.white, .black].enumerated() {
            let frame = Rect(
                x: panel.minX + Double(index) * (width + 8), y: panel.minY - 44, width: width,
                height: 36)
            let seconds = clock.left(side, at: time)
            let running = clock.running?.side == side
            list.fill(
                .roundedRect(frame, radius: 6),
                running ? theme.accent.withAlpha(0.2) : theme.surface, shadow: theme.controlShadow)
            let text = "\(side == .white ? "White" : "Black") \(ChessClock.format(seconds))"
            list.text(
                text, at: frame.center, font: Font(size: 15, weight: .semibold),
                color: seconds < 20 ? Color(hex: 0xC0392B) : theme.text, alignment: .center)
            list.see(
                .control, "\(Self.name(of: side)) clock", frame: frame,
                value: ChessClock.format(seconds) + (running ? ", running" : ""))
        }
    }
}
