import AppOptions
import ArgumentParser
import DesktopHost
import Geometry
import StageKit

/// The flags every app executable shares; add them to a command with `@OptionGroup`, and
/// hand the host the plain `configuration` they describe.
///
/// ```swift
/// struct Play: ParsableCommand {
///     @OptionGroup var host: HostOptions
///     func run() throws {
///         try DesktopHost.run(MyScene(), title: "My app", configuration: host.configuration)
///     }
/// }
/// ```
public struct HostOptions: ParsableArguments {
    /// Render a frame to this PNG file with no window (with `--replay`, the final frame).
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Render a frame to this PNG file without any display (with --replay: the final frame).",
            valueName: "file.png"))
    public var screenshot: String?

    /// Record every input event to this file.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record every input event of the window session to this file.", valueName: "file"))
    public var record: String?

    /// Replay a recorded file with simulated time and no window.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Feed a recorded session through the app with simulated time and no window.",
            valueName: "file"))
    public var replay: String?

    /// Print the model state on exit.
    @Flag(name: .long, help: "Print the app's model state when it ends (board, FEN, document…).")
    public var printState = false

    /// The window (or screenshot) size as typed; `validate()` refuses one that is not a
    /// `WindowSize`, saying what is allowed.
    @Option(
        name: .customLong("size"),
        help: ArgumentHelp(
            "Window or screenshot size in points, each from 64 to 16384.",
            valueName: "WIDTHxHEIGHT"))
    var sizeArgument = "1280x800"

    /// The window (or screenshot) size in points.
    public var size: WindowSize {
        get { WindowSize(argument: sizeArgument) ?? WindowSize(width: 1280, height: 800) }
        set { sizeArgument = "\(newValue.width)x\(newValue.height)" }
    }

    /// The folder the app keeps its saved state in (a game, the last picture). A scripted
    /// run without it keeps nothing and reads nothing (see `StateFolder`).
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep the app's saved state (game, last picture) in this folder. Without it, a "
                + "window uses $XDG_DATA_HOME/APP, and --replay or --screenshot runs start "
                + "from nothing and keep nothing.",
            valueName: "folder"))
    public var state: String?

    /// Pixels per point for screenshots (a window uses the screen's own).
    @Option(name: .long, help: "Pixels per point for --screenshot (2 for a HiDPI picture).")
    public var scale = 1.0

    /// Creates the default options: a 1280×800 window.
    public init() {}

    /// What the flags ask of the host.
    public var configuration: HostConfiguration {
        var run = HostConfiguration()
        run.screenshot = screenshot
        run.record = record
        run.replay = replay
        run.printState = printState
        run.size = size.points
        run.scale = scale
        run.state = state
        return run
    }

    /// Rejects combinations that cannot work.
    public func validate() throws {
        guard WindowSize(argument: sizeArgument) != nil else {
            throw ValidationError("\(WindowSize.rule), not '\(sizeArgument)'.")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError(
                "--scale must be a number above 0 and at most 8, for example 2, "
                    + "not '\(ReplayScript.number(scale))'.")
        }
        if record != nil && (replay != nil || screenshot != nil) {
            throw ValidationError(
                "--record records a session at a window, so it cannot be combined with "
                    + "--replay or --screenshot.")
        }
        if let record, record == replay {
            throw ValidationError(
                "--record and --replay name the same file: recording would overwrite the replay.")
        }
    }
}

/// A size in points written as `WIDTHxHEIGHT`, such as `1280x800`.
public struct WindowSize: ExpressibleByArgument, Equatable, Sendable {
    /// The width in points.
    public var width: Int
    /// The height in points.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What a size must be, as a sentence for error messages.
    public static let rule =
        "--size must be WIDTHxHEIGHT, each from 64 to 16384, for example 1280x800"

    /// Reads `WIDTHxHEIGHT` (or `WIDTH×HEIGHT`), each from 64 to 16384.
    public init?(argument: String) {
        let parts = argument.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            (64...16384).contains(w), (64...16384).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }

    /// The size as Geometry's type.
    public var points: Size { Size(width: Double(width), height: Double(height)) }

    /// Shown in help as the default.
    public var defaultValueDescription: String { "\(width)x\(height)" }
}
