#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The window half of an app, a separate executable beside the lean one (for example
/// `pentominoes-window` beside `pentominoes`).
///
/// The lean executable does the model-only work itself and hands everything else over by
/// replacing itself with the window part (`execv`), so `solve` and `perft` never load SDL,
/// Cairo, Pango or Foundation, and the window part gets the same arguments, standard
/// streams and exit status as if it had been started directly.
public enum WindowPart {
    /// Runs the executable `name` from this executable's folder with `arguments`; returns
    /// only if it cannot be started, after saying why.
    public static func hand(over arguments: [String], to name: String, command: String) -> Never {
        let path = folderOfThisExecutable() + name
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        StandardError.complain(
            command,
            "cannot start the window part \(path) (\(reason.lowercasedFirst)); "
                + "build it with \"swift build --product \(name)\".")
        ExitStatus.failed.exit()
    }

    /// The folder holding this executable, with a trailing slash.
    static func folderOfThisExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var path =
            length > 0
            ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        while let last = path.last, last != "/" { path.removeLast() }
        return path.isEmpty ? "./" : path
    }
}
