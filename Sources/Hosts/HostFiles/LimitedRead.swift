import Foundation

/// Reads a whole file that must not be larger than a limit: a larger file is refused by
/// its recorded size before it is read, and a file that grows or lies about its size is
/// refused after reading at most one byte more than the limit.
///
/// ```swift
/// let data = try LimitedRead.contents(of: url, limit: 10 * 1024 * 1024)
/// ```
public enum LimitedRead {
    /// Why the file was not read.
    public enum Failure: Error, Equatable, Sendable {
        /// The file is larger than the limit: its size, as far as it was seen.
        case tooLarge(byteCount: Int)
        /// The file could not be read (missing, a folder, no permission…), in plain words.
        case unreadable(reason: String)
    }

    /// The file's bytes, at most `limit` of them.
    public static func contents(of url: URL, limit: Int) throws(Failure) -> Data {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                throw Failure.unreadable(reason: "it is a folder")
            }
            if let size = attributes[.size] as? Int, size > limit {
                throw Failure.tooLarge(byteCount: size)
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { throw Failure.tooLarge(byteCount: data.count) }
            return data
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .unreadable(reason: PlainReason.of(error))
        }
    }
}
