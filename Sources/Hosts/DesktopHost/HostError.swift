import Foundation

/// Why the desktop host could not do what it was asked; the message names the file, line
/// or flag at fault and, where there is one, the fix.
public enum HostError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No graphical display is available for a window.
    case noDisplay(String)
    /// SDL failed (window, renderer or texture creation).
    case sdl(String)
    /// Cairo failed (surface creation, PNG writing).
    case cairo(String)
    /// A file could not be read or written.
    case file(path: String, reason: String)
    /// A replay file has a malformed line.
    case replay(path: String, line: Int, reason: String)
    /// Flags that do not go together, or bad values.
    case usage(String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return "no display: \(detail). Run it under a display (e.g. `xvfb-run -a <command>`), "
                + "or render a frame without one with `--screenshot FILE.png`."
        case .sdl(let detail): return "SDL: \(detail)"
        case .cairo(let detail): return "Cairo: \(detail)"
        case .file(let path, let reason): return "\(path): \(reason)"
        case .replay(let path, let line, let reason): return "\(path):\(line): \(reason)"
        case .usage(let detail): return detail
        }
    }

    /// The same message, for Foundation's error reporting.
    public var errorDescription: String? { description }
}
