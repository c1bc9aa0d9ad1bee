import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file operation failed, in the few plain words a person would write ("the disk is
/// full", "permission denied"), the same words as the desktop host's `PlainReason` (this
/// module does not depend on the host).
///
/// ```swift
/// FileReason.of(errno: ENOSPC)   // "the disk is full"
/// ```
enum FileReason {
    /// The reason for a C `errno`, in lower case, with no full stop.
    static func of(errno code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EACCES, EPERM: "permission denied"
        case ENOENT: "the folder does not exist"
        case EROFS: "the disk is read-only"
        case EISDIR: "that is a folder"
        case ENOTDIR: "a part of the path is not a folder"
        case ENAMETOOLONG: "the name is too long"
        case EDQUOT: "the disk quota is used up"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The reason for a Foundation error: its POSIX code's words when it has one.
    static func of(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return of(errno: Int32(ns.code)) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return of(errno: Int32(underlying.code))
        }
        switch ns.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "there is no such file"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
        default: return "the file system refused (\(ns.code))"
        }
    }
}
