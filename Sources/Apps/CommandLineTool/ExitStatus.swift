#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a command ends: 0 it did its work, 1 it failed (a file it cannot read, a position
/// that is not legal), 2 the command line itself was wrong.
public enum ExitStatus: Int32, Sendable {
    case ok = 0
    case failed = 1
    case usage = 2

    /// Ends the process with this status, after flushing standard output.
    public func exit() -> Never {
        fflush(nil)
        #if canImport(Glibc)
            Glibc.exit(rawValue)
        #else
            Darwin.exit(rawValue)
        #endif
    }
}
