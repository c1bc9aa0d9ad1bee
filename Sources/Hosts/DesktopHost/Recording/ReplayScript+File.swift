import StageKit

extension ReplayScript {
    /// Reads a replay file's text; a malformed line is reported with the file's path and the
    /// line's number.
    public init(parsing text: String, path: String) throws(HostError) {
        do {
            try self.init(parsing: text)
        } catch {
            throw .replay(path: path, line: error.line, reason: error.reason)
        }
    }
}
