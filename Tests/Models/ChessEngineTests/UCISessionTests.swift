import Chess
import ChessEngine
import Testing

/// A session driven as a GUI would drive it, with every line it writes collected.
private struct Conversation {
    var session = UCISession()
    var lines: [String] = []

    /// Sends a line; a `go` is searched at once to the end, on a clock that advances a
    /// millisecond each time it is read.
    mutating func send(_ line: String, stopAfterChecks: Int = .max) {
        var written: [String] = []
        let action = session.handle(line) { written.append($0) }
        if case .search(var thinking) = action {
            var clock = 0
            var checks = 0
            thinking.run(
                now: {
                    clock += 1
                    return clock
                },
                shouldStop: {
                    checks += 1
                    return checks > stopAfterChecks
                },
                write: { written.append($0) })
            session.finished(thinking)
        }
        lines += written
    }

    var bestMove: String? {
        lines.last { $0.hasPrefix("bestmove ") }.map { String($0.split(separator: " ")[1]) }
    }
}

@Test func uciIsAnsweredWithNameOptionsAndUciok() {
    var gui = Conversation()
    gui.send("uci")
    #expect(gui.lines.first?.hasPrefix("id name ") == true)
    #expect(gui.lines.contains { $0.hasPrefix("option name Hash type spin") })
    #expect(gui.lines.contains { $0.hasPrefix("option name UCI_Elo type spin") })
    #expect(gui.lines.last == "uciok")
    gui.send("isready")
    #expect(gui.lines.last == "readyok")
}

@Test func aMateInOneIsFoundAndReportedAsMate() {
    var gui = Conversation()
    gui.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
    gui.send("go depth 3")
    #expect(gui.bestMove == "h5f7")
    #expect(gui.lines.contains { $0.contains(" score mate 1 ") })
}

@Test func movesAfterTheStartArePlayed() {
    var gui = Conversation()
    // After 1.f3 e5 2.g4 black mates with Qh4.
    gui.send("position startpos moves f2f3 e7e5 g2g4")
    gui.send("go depth 2")
    #expect(gui.bestMove == "d8h4")
}

@Test(arguments: [
    "position fen not a fen", "position startpos moves e2e5", "position", "position sideways",
    "position startpos moves e2e4 e2e4",
])
func aBadPositionIsExplainedAndChangesNothing(line: String) {
    var gui = Conversation()
    gui.send("position startpos moves e2e4")
    let before = gui.session.game.position
    gui.send(line)
    #expect(gui.lines.last?.hasPrefix("info string ") == true)
    #expect(gui.session.game.position == before)
}

@Test(arguments: [
    "bogus", "go depth x nodes 500", "setoption name Hash value lots",
    "setoption name Nope value 1",
])
func malformedInputGetsAnInfoString(line: String) {
    var gui = Conversation()
    gui.send("position startpos")
    gui.send(line)
    #expect(gui.lines.first?.hasPrefix("info string ") == true, "\(gui.lines)")
}

@Test func infoLinesCarryWhatGUIsRead() throws {
    var gui = Conversation()
    gui.send("position startpos")
    gui.send("go depth 4")
    let info = try #require(gui.lines.last { $0.hasPrefix("info depth") })
    for field in [" seldepth ", " score cp ", " nodes ", " nps ", " time ", " pv "] {
        #expect(info.contains(field), "\(info) has\(field)")
    }
    #expect(gui.lines.contains { $0.hasPrefix("info depth 4 ") })
}

@Test func aNodeLimitIsKept() throws {
    var gui = Conversation()
    gui.send("position startpos")
    gui.send("go nodes 5000")
    let info = try #require(gui.lines.last { $0.hasPrefix("info depth") })
    let words = info.split(separator: " ")
    let nodes = try #require(words.firstIndex(of: "nodes").flatMap { Int(words[$0 + 1]) })
    #expect(nodes <= 5_000 + UCIThinking.slice)
    #expect(gui.bestMove != nil)
}

@Test func aMoveTimeIsKeptOnTheClock() {
    var gui = Conversation()
    gui.send("position startpos")
    // The test clock ticks once per look: 50 ms is a few dozen slices.
    gui.send("go movetime 50")
    #expect(gui.bestMove != nil)
}

@Test func anInfiniteSearchAnswersOnlyWhenStopped() {
    var gui = Conversation()
    gui.send("position startpos")
    gui.send("go infinite", stopAfterChecks: 20)
    #expect(gui.bestMove != nil)
}

@Test func theSameNodeBudgetGivesTheSameMoveAndScore() {
    var answers: [[Substring]] = []
    for _ in 0..<2 {
        var gui = Conversation()
        gui.send("position startpos moves e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6")
        gui.send("go nodes 20000")
        let info = gui.lines.last { $0.hasPrefix("info depth") } ?? ""
        // Everything but the timings: depth, score, nodes, line and the move.
        let words = info.split(separator: " ")
        var kept: [Substring] = []
        var index = 0
        while index < words.count {
            if words[index] == "nps" || words[index] == "time" {
                index += 2
                continue
            }
            kept.append(words[index])
            index += 1
        }
        answers.append(kept + [Substring(gui.bestMove ?? "none")])
    }
    #expect(answers[0].contains("pv"))
    #expect(answers[0] == answers[1])
}
