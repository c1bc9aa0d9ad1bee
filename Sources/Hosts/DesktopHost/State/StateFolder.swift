import Foundation
import HostFiles

/// The folder where an app keeps what a user made between runs: a game in progress, the
/// last picture.
///
/// A window run uses `--state DIR` when given, else `$XDG_DATA_HOME/APP` (else
/// `~/.local/share/APP`). A scripted run (`--replay` or `--screenshot`) gets no folder at
/// all unless `--state` names one, so it can never read or overwrite a user's saved work:
/// it starts from an empty throwaway state and keeps nothing.
///
/// ```swift
/// let state = StateFolder.forRun(app: "pentominoes", configuration: host.configuration)
/// let file = state?.file("game.txt")      // nil: start fresh, save nothing
/// ```
public struct StateFolder: Equatable, Sendable {
    /// The folder (it may not exist yet; `prepare()` makes it).
    public let url: URL

    /// Uses a given folder.
    public init(url: URL) { self.url = url }

    /// The folder for this run of `app`, or nil when the run must not touch saved state
    /// (a scripted run with no `--state`) or there is no home folder.
    public static func forRun(
        app: String, configuration: HostConfiguration,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StateFolder? {
        if let state = configuration.state { return StateFolder(url: URL(fileURLWithPath: state)) }
        if configuration.isScripted { return nil }
        return standard(app: app, environment: environment)
    }

    /// The standard data folder of `app` for an environment, or nil without an absolute
    /// `XDG_DATA_HOME` or `HOME`.
    public static func standard(app: String, environment: [String: String]) -> StateFolder? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return StateFolder(url: URL(fileURLWithPath: data).appendingPathComponent(app))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return StateFolder(
            url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/\(app)"))
    }

    /// A file in the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Makes the folder (and its parents) if it is missing.
    public func prepare() throws(HostError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .file(path: url.path, reason: PlainReason.of(error))
        }
    }
}
