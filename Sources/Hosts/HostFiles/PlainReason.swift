import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a file-system error into the few plain words a person would write ("the disk is
/// full", "permission denied"), without Foundation's wording or temporary file names. Every
/// host-side module that reads or writes a user's files says its failures with it.
///
/// ```swift
/// "Could not save \"art.json\": \(PlainReason.of(error))."
/// ```
public enum PlainReason {
    /// The reason for an error, in lower case, with no full stop.
    public static func of(_ error: any Error) -> String {
        if let write = error as? FileWriteError { return write.reason }
        let ns = error as NSError
        if let posix = posixCode(of: ns) { return of(errno: posix) }
        switch ns.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "there is no such file"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
        default: break
        }
        return "the file system refused (\(ns.code))"
    }

    /// The reason for a C `errno`.
    public static func of(errno code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full"
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "the folder does not exist"
        case EROFS: return "the disk is read-only"
        case EISDIR: return "that is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the name is too long"
        case EDQUOT: return "the disk quota is used up"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return Int32(underlying.code)
        }
        return nil
    }
}
