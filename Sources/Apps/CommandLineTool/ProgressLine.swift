/// A line on standard error that says how a long run is going, for runs longer than a
/// second, and only on a terminal (a log or a pipe gets nothing).
///
/// ```swift
/// var progress = ProgressLine(command: "pentominoes solve")
/// progress.update { "\(found) solutions so far" }   // at most ten times a second
/// progress.finish()                                  // clears the line
/// ```
public struct ProgressLine {
    let command: String
    let start: Double
    let enabled: Bool
    var lastShown: Double
    var shown = false

    /// Starts timing now; `enabled` false keeps the line off (e.g. in tests).
    public init(command: String, enabled: Bool = StandardError.isTerminal) {
        self.command = command
        self.start = monotonicSeconds()
        self.enabled = enabled
        self.lastShown = start
    }

    /// Redraws the line with `status()` once a second has passed, then at most ten times a
    /// second; cheap to call often.
    public mutating func update(_ status: () -> String) {
        guard enabled else { return }
        let now = monotonicSeconds()
        guard now - start >= 1, now - lastShown >= 0.1 || !shown else { return }
        lastShown = now
        shown = true
        let seconds = Int(now - start)
        StandardError.write("\r\u{1B}[2K\(command): \(status()) (\(seconds) s)")
    }

    /// Clears the line, if it was drawn.
    public mutating func finish() {
        guard shown else { return }
        StandardError.write("\r\u{1B}[2K")
        shown = false
    }
}
