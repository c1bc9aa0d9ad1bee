#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a small text file with the C library alone (no Foundation).
public enum TextFile {
    /// Why a file gives no text, in words for a sentence: "there is no such file",
    /// "it is a folder", "permission denied", "it is larger than 1 MiB", "it is not UTF-8
    /// text".
    public struct Failure: Error, Sendable {
        /// The reason, in lower case, to follow "cannot read FILE: ".
        public var reason: String
    }

    /// The text of the file at `path`, at most `limit` bytes.
    public static func read(_ path: String, limit: Int = 1 << 20) throws(Failure) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(reason: plainReason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: plainReason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw Failure(reason: "it is a folder") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: plainReason(errno))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit {
                throw Failure(reason: "it is larger than \(limit >> 20) MiB")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(reason: "it is not UTF-8 text")
        }
        return text
    }

    /// Whether something (a file or a folder) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The C library's wording for `code`, starting in lower case ("no such file or
    /// directory").
    static func plainReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code)).lowercasedFirst
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#else
    private let systemRead = Darwin.read
#endif
