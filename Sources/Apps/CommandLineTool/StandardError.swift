#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to standard error: complaints and the progress line.
public enum StandardError {
    /// Whether standard error is a terminal (so a progress line can redraw itself).
    public static var isTerminal: Bool { isatty(2) != 0 }

    /// Whether messages may be coloured: a terminal, `NO_COLOR` unset and `TERM` not `dumb`.
    public static var allowsColour: Bool {
        guard isTerminal, getenv("NO_COLOR") == nil else { return false }
        guard let term = getenv("TERM") else { return false }
        return String(cString: term) != "dumb"
    }

    /// Writes `text` as it is.
    public static func write(_ text: String) {
        fflush(nil)
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Writes `command: message` as one line, the command's name in bold red on a colour
    /// terminal.
    public static func complain(_ command: String, _ message: String) {
        let prefix = allowsColour ? "\u{1B}[1;31m\(command):\u{1B}[0m" : "\(command):"
        write("\(prefix) \(message)\n")
    }

    /// Reports a usage error and ends the process with status 2.
    public static func exit(with error: UsageError) -> Never {
        complain(error.command, error.reason + ".")
        ExitStatus.usage.exit()
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif
