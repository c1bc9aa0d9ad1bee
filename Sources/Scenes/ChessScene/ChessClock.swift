import Chess

/// A chess clock for both sides: a time control such as 5+3 (five minutes each, three
/// seconds added after each move), the time each side has left, and which clock runs.
/// Time comes from the scene's ticks, so tests can advance it.
///
/// ```swift
/// var clock = ChessClock(control: .init(minutes: 5, increment: 3))
/// clock.moved(.white, at: 0)        // white's first move starts black's clock
/// clock.left(.black, at: 10)        // 290 seconds
/// ```
struct ChessClock: Equatable, Sendable {
    /// Minutes each and seconds added per move.
    struct Control: Equatable, Sendable {
        var minutes: Double
        var increment: Double

        /// "5+3", as players write it.
        var name: String { "\(Int(minutes))+\(Int(increment))" }

        /// The controls the New Game sheet offers.
        static let presets: [Control] = [
            .init(minutes: 1, increment: 0), .init(minutes: 3, increment: 2),
            .init(minutes: 5, increment: 3), .init(minutes: 10, increment: 5),
            .init(minutes: 15, increment: 10),
        ]
    }

    let control: Control
    /// Seconds left for white and black when their clock last stopped.
    private var stored: (white: Double, black: Double)
    /// The side whose clock runs, and since when.
    private(set) var running: (side: Side, since: Double)?

    init(control: Control) {
        self.control = control
        stored = (control.minutes * 60, control.minutes * 60)
    }

    static func == (a: ChessClock, b: ChessClock) -> Bool {
        a.control == b.control && a.stored == b.stored && a.running?.side == b.running?.side
            && a.running?.since == b.running?.since
    }

    /// Seconds `side` has left at `now` (never below zero).
    func left(_ side: Side, at now: Double) -> Double {
        var seconds = side == .white ? stored.white : stored.black
        if let running, running.side == side { seconds -= max(now - running.since, 0) }
        return max(seconds, 0)
    }

    /// The side whose time has run out at `now`, if any.
    func flagged(at now: Double) -> Side? {
        guard let running, left(running.side, at: now) <= 0 else { return nil }
        return running.side
    }

    /// `side` has moved at `now`: its clock stops with the increment added, and the other
    /// side's starts.
    mutating func moved(_ side: Side, at now: Double) {
        let spent = left(side, at: now) + (running == nil ? 0 : control.increment)
        set(side, spent)
        running = (side.opponent, now)
    }

    /// Runs `side`'s clock from `now` (after undo, the side to move changes), or none.
    mutating func run(_ side: Side?, at now: Double) {
        if let running { set(running.side, left(running.side, at: now)) }
        running = side.map { ($0, now) }
    }

    private mutating func set(_ side: Side, _ seconds: Double) {
        if side == .white { stored.white = seconds } else { stored.black = seconds }
    }

    /// Time as a clock shows it: "4:58", and tenths under twenty seconds ("0:09.4").
    static func format(_ seconds: Double) -> String {
        let tenths = Int((max(seconds, 0) * 10).rounded(.down))
        let whole = tenths / 10
        let text = "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
        return seconds < 20 ? text + ".\(tenths % 10)" : text
    }
}
