import Geometry
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// The Opera Game (docs/screenshots/opera.pgn), with a comment long enough to wrap at
/// every window size on the move after 14. Rd1.
let operaGame = """
    [Event "A Night at the Opera"]
    [Site "Paris FRA"]
    [Date "1858.??.??"]
    [White "Paul Morphy"]
    [Black "Duke Karl / Count Isouard"]
    [Result "1-0"]

    1. e4 e5 2. Nf3 d6 3. d4 Bg4 $2 {This is a weak move already.} 4. dxe5 Bxf3
    5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5
    11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 {White brings the last piece into
    play, and every one of them now bears on the pinned knight on d7 while black's king's
    side still sleeps: the bishop, the queen and both rooks have joined.} Qe6
    15. Bxd7+ Nxd7 16. Qb8+! (16. Qa3 a6) Nxb8 17. Rd8# 1-0
    """

/// Guards the lines above the board after a game is opened: the status and the notice
/// (the opening summary, a move's comment) never overlap each other, the board's frame or
/// a control, and stay inside the window, at every size from 640×480 to 2560×1600.
@Suite("Review layout")
struct ReviewLayoutTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 800, height: 600),
        Size(width: 1000, height: 500), Size(width: 1280, height: 800),
        Size(width: 1920, height: 1080), Size(width: 2560, height: 1600),
    ]

    /// What a person sees of the window, named: the controls, the board with its frame,
    /// and the lines of text above the board.
    static func seenParts(of app: ChessApp) -> [(label: String, frame: Rect)] {
        let squares = app.seen(.place).map { $0.frame }
        let board = squares.dropFirst().reduce(squares[0]) { $0.union($1) }.outset(by: 4)
        var parts = app.seen(.control).map { (label: $0.label, frame: $0.frame) }
        parts.append(("the board's frame", board))
        for item in app.list.items where item.transform.isIdentity {
            guard case .text(let run) = item.content else { continue }
            let box = run.drawnFrame
            if box.midY < board.minY && box.midY > Theme.standard.toolbarHeight {
                parts.append(("'\(run.string)'", box))
            }
        }
        return parts
    }

    /// The pairs that overlap by more than a hairline, and the parts outside the window.
    static func problems(in app: ChessApp) -> [String] {
        let parts = seenParts(of: app)
        let window = Rect(origin: .zero, size: app.size).outset(by: 0.5)
        var found = parts.filter { !window.contains($0.frame) }.map {
            "\($0.label) leaves the window"
        }
        found += overlappingPairs(parts)
        return found
    }

    @Test(arguments: sizes)
    func theLinesAboveTheBoardNeverOverlapIt(size: Size) {
        let files = FakeStorage()
        files.files["opera.pgn"] = operaGame
        var app = ChessApp(storage: files.storage, size: size)
        app.open("opera.pgn")
        _ = app.settle()
        #expect(app.heard.hasPrefix("Opened opera.pgn: Paul Morphy"))
        #expect(Self.problems(in: app).isEmpty, "\(size), opened: \(Self.problems(in: app))")
        for _ in 0..<6 { app.key("left") }  // back to 14. Rd1 and its long comment
        _ = app.settle()
        #expect(app.heard.hasPrefix("Move 14. Rd1, 27 of 33. White brings"), "\(app.heard)")
        #expect(Self.problems(in: app).isEmpty, "\(size), at 14. Rd1: \(Self.problems(in: app))")
        app.key("home")
        for _ in 0..<6 { app.key("right") }  // 3... Bg4, a short comment
        _ = app.settle()
        #expect(app.shows("This is a weak move already."))
        #expect(Self.problems(in: app).isEmpty, "\(size), at 3... Bg4: \(Self.problems(in: app))")
    }

    @Test func aNoticeTooLongForItsLinesEndsInAnEllipsis() {
        let long = (0..<60).map { "word\($0)" }.joined(separator: " ")
        let font = Theme.standard.captionFont
        let lines = TextMetrics.lines(of: long, font: font, maxWidth: 300, lineLimit: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(
            TextMetrics.lines(of: "Short.", font: font, maxWidth: 300, lineLimit: 2) == ["Short."])
    }
}
