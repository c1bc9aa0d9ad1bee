import EmojiArt

/// Why a document could not be opened, read or saved.
///
/// Whatever the error, the document in memory is left as it was, and a failed save leaves
/// the previous file as it was.
///
/// ```swift
/// do {
///     let document = try DocumentFile.open(url)
/// } catch {
///     print(error)   // for example "item 3 (id 7): “ab” is not a single emoji"
/// }
/// ```
public enum DocumentFileError: Error, Equatable, Sendable {
    /// The file could not be read (missing, a folder, no permission…).
    case unreadable(path: String, reason: String)
    /// The file was read but is not a document (`EmojiArtText` says why).
    case invalid(EmojiArtTextError)
    /// The file could not be written; the previous file, if any, is untouched.
    case unwritable(path: String, reason: String)
}

extension DocumentFileError: CustomStringConvertible {
    /// A sentence explaining the problem, fit to show a user.
    ///
    /// ```swift
    /// DocumentFileError.invalid(.tooManyItems(100_001)).description
    /// // "the document has 100001 items, more than the limit of 100000"
    /// ```
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalid(let error): error.description
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
