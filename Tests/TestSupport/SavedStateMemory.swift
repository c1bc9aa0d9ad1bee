import StageKit

/// Saved state in memory, for tests: the same contract as the desktop's files and the
/// browser's storage (load, save all or nothing, set aside under a new name, never over
/// another entry), with failures to order.
///
/// ```swift
/// let store = SavedStateMemory()
/// try store.save("text", for: .board)
/// store.entries["board"]   // Array("text".utf8)
/// ```
public final class SavedStateMemory: SavedStateStore {
    /// What is kept, by name: an app's entry under its app name ("board"), set-aside
    /// entries under the names `setAside(_:)` returned.
    public var entries: [String: [UInt8]] = [:]
    /// When set, every save fails with this reason (a full disk, a browser's quota).
    public var failingSaves: String?
    /// When set, every set-aside fails with this reason.
    public var failingSetAside: String?

    /// An empty store.
    public init() {}

    /// The bytes kept for `key`.
    public func load(_ key: SavedStateKey) throws(SavedStateError) -> [UInt8]? {
        entries[key.app]
    }

    /// Keeps `text` for `key`, unless saves fail.
    public func save(_ text: String, for key: SavedStateKey) throws(SavedStateError) {
        if let failingSaves { throw SavedStateError(failingSaves) }
        entries[key.app] = Array(text.utf8)
    }

    /// Moves the entry to `APP.corrupt-N`, the first such name not taken.
    public func setAside(_ key: SavedStateKey) throws(SavedStateError) -> String {
        if let failingSetAside { throw SavedStateError(failingSetAside) }
        guard let bytes = entries.removeValue(forKey: key.app) else {
            throw SavedStateError("there is nothing to set aside")
        }
        var n = 1
        while entries["\(key.app).corrupt-\(n)"] != nil { n += 1 }
        entries["\(key.app).corrupt-\(n)"] = bytes
        return "\(key.app).corrupt-\(n)"
    }
}
