import Foundation

/// How long the random-event guards run: a bounded number of events in `make test`, and
/// as many as `SOAK_EVENTS` asks for in a soak. Each app's soak test is named
/// `pictureMatchesModelSoak` and runs only when asked:
/// `SOAK_EVENTS=1000000 swift test --filter pictureMatchesModelSoak`.
public enum Soak {
    /// The events a soak was asked for (`SOAK_EVENTS`), or nil outside a soak.
    public static var requested: Int? {
        guard let text = ProcessInfo.processInfo.environment["SOAK_EVENTS"], let n = Int(text),
            n > 0
        else { return nil }
        return n
    }

    /// The events a guard sends: `SOAK_EVENTS` when set to a positive number, else
    /// `standard`.
    public static func events(standard: Int) -> Int { requested ?? standard }

    /// A seed for a soak: `SOAK_SEED` when set, so that a failure can be replayed, else
    /// `standard`.
    public static func seed(standard: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["SOAK_SEED"].flatMap { UInt64($0) } ?? standard
    }

    /// Plays the events a soak asked for (`SOAK_EVENTS`; none outside a soak) in seeded
    /// runs of at most `runLength`, from `seed(standard:)` on. `play` gets a seed and a
    /// number of events and returns the events it sent, or nil to stop at a failure.
    ///
    /// ```swift
    /// Soak.play(standardSeed: 1000, runLength: 5000) { seed, events in
    ///     BoardRun.play(seed: seed, events: events)
    /// }
    /// ```
    public static func play(
        standardSeed: UInt64, runLength: Int, _ play: (UInt64, Int) -> Int?
    ) {
        let total = requested ?? 0
        var played = 0
        var seed = self.seed(standard: standardSeed)
        while played < total {
            guard let sent = play(seed, min(runLength, total - played)) else { return }
            played += max(sent, 1)
            seed += 1
        }
    }
}
