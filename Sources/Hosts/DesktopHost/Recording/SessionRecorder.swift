import Foundation
import Geometry
import StageKit

/// Writes every input event a window delivers to a replay file, one line each, flushed as
/// it goes so that a session that crashes is still on disk.
///
/// ```swift
/// let recorder = try SessionRecorder(path: "session.txt", title: "Demos")
/// recorder.record(event)
/// ```
public final class SessionRecorder {
    private let file: UnsafeMutablePointer<FILE>
    private var lastPointer = Point.zero

    /// Creates (or truncates) the file and writes a header comment.
    public init(path: String, title: String) throws(HostError) {
        guard let file = fopen(path, "w") else {
            throw .file(path: path, reason: "cannot write (\(String(cString: strerror(errno))))")
        }
        self.file = file
        write("# \(title) session: <ms> <event> …, replay with --replay \(path)")
    }

    deinit { fclose(file) }

    /// Appends one event (ticks are not recorded: replay makes its own time).
    public func record(_ event: InputEvent) {
        if let line = ReplayScript.line(for: event, lastPointer: &lastPointer) { write(line) }
    }

    private func write(_ line: String) {
        fputs(line + "\n", file)
        fflush(file)
    }
}
