import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that it is either wholly replaced or not touched at all.
///
/// The bytes go to a temporary file in the same folder, are flushed to the disk, and the
/// temporary file is then renamed over the target, which the system does in one step. A
/// crash or error before the rename leaves the previous file byte for byte as it was.
/// Writing is two-phase (`prepare`, then `PendingWrite.commit()`), so a caller or a test
/// can stop between the two.
///
/// ```swift
/// try AtomicFile.write(data, to: URL(fileURLWithPath: "/tmp/art.json"))
/// ```
public enum AtomicFile {
    /// A fully written and flushed temporary file, waiting to be renamed over its target.
    ///
    /// ```swift
    /// let pending = try AtomicFile.prepare(data, for: target)
    /// try pending.commit()
    /// ```
    public struct PendingWrite: Sendable {
        /// The temporary file, in the target's folder.
        public let temporaryFile: URL
        /// The file it will replace.
        public let target: URL

        /// Renames the temporary file over the target, then flushes the folder so the
        /// rename itself survives a power cut.
        ///
        /// ```swift
        /// try pending.commit()
        /// ```
        public func commit() throws(FileWriteError) {
            guard rename(temporaryFile.path, target.path) == 0 else {
                let reason = PlainReason.of(errno: errno)
                discard()
                throw FileWriteError(path: target.path, reason: reason)
            }
            let folder = open(target.deletingLastPathComponent().path, O_RDONLY)
            if folder >= 0 {
                _ = fsync(folder)
                _ = close(folder)
            }
        }

        /// Deletes the temporary file, leaving the target alone.
        ///
        /// ```swift
        /// pending.discard()
        /// ```
        public func discard() { _ = unlink(temporaryFile.path) }
    }

    /// Writes `data` atomically to `target`.
    ///
    /// ```swift
    /// try AtomicFile.write(Data("hello".utf8), to: target)
    /// ```
    public static func write(_ data: Data, to target: URL) throws(FileWriteError) {
        try prepare(data, for: target).commit()
    }

    /// Writes and flushes `data` into a new temporary file beside `target`; on failure
    /// the temporary file is removed and the target is untouched.
    ///
    /// ```swift
    /// let pending = try AtomicFile.prepare(data, for: target)
    /// ```
    public static func prepare(_ data: Data, for target: URL) throws(FileWriteError)
        -> PendingWrite
    {
        try prepare(data, for: target, failingAfter: nil)
    }

    /// `prepare(_:for:)`, with a fault for tests: the write fails once `failingAfter` bytes
    /// have been written, as a full disk would make it.
    package static func prepare(_ data: Data, for target: URL, failingAfter limit: Int?)
        throws(FileWriteError) -> PendingWrite
    {
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw FileWriteError(path: target.path, reason: PlainReason.of(errno: errno))
        }
        func fail(_ reason: String) -> FileWriteError {
            _ = close(fd)
            _ = unlink(temporary.path)
            return FileWriteError(path: target.path, reason: reason)
        }
        var written = 0
        let failure: String? = data.withUnsafeBytes { buffer -> String? in
            while written < buffer.count {
                if let limit, written >= limit { return "the disk is full (simulated)" }
                var chunk = buffer.count - written
                if let limit { chunk = min(chunk, max(1, limit - written)) }
                let result = systemWrite(fd, buffer.baseAddress! + written, chunk)
                if result < 0 {
                    if errno == EINTR { continue }
                    return PlainReason.of(errno: errno)
                }
                written += result
            }
            return nil
        }
        if let failure { throw fail(failure) }
        guard fsync(fd) == 0 else { throw fail(PlainReason.of(errno: errno)) }
        guard close(fd) == 0 else {
            _ = unlink(temporary.path)
            throw FileWriteError(path: target.path, reason: PlainReason.of(errno: errno))
        }
        return PendingWrite(temporaryFile: temporary, target: target)
    }
}

/// POSIX `write`, named apart from `AtomicFile.write(_:to:)`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
    #else
        Darwin.write(fd, bytes, count)
    #endif
}
