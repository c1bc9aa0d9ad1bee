/// Where an app's saved state is kept between runs: the game, picture or board that comes
/// back the next time the app opens. One small interface for every app and host: files in
/// the desktop's state folder (`SavedStateFiles`), the browser's `localStorage`
/// (`BrowserSavedState`), memory in tests (`SavedStateMemory`).
///
/// An entry that cannot be read is never overwritten: it is set aside under a new name
/// (see `start(_:decode:)`), and the person is told where.
///
/// ```swift
/// let start = store.start(.board) { bytes throws(BoardJSONError) in try BoardJSON.decode(bytes) }
/// // … the app runs …
/// if start.keeps { try store.save(BoardJSON.encode(board), for: .board) }
/// ```
public protocol SavedStateStore {
    /// The bytes saved for `key`, or nil when nothing is saved yet.
    func load(_ key: SavedStateKey) throws(SavedStateError) -> [UInt8]?

    /// Saves `text` for `key` in one step: afterwards the entry is either the new text or,
    /// after a failure, still the old one.
    func save(_ text: String, for key: SavedStateKey) throws(SavedStateError)

    /// Moves the entry for `key` out of the way, never over another one, so that the next
    /// save cannot overwrite it; returns the name it now goes by, for the person to find it.
    func setAside(_ key: SavedStateKey) throws(SavedStateError) -> String
}

/// Why saved state could not be loaded, saved or set aside, in plain words, lower case,
/// with no full stop ("permission denied", "the disk is full").
public struct SavedStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason.
    public var reason: String

    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}
