import StageKit
import WebRuntime

// Saved state in the browser: each app's work (a Pentominoes or Chess game, an Emoji Art
// picture, a board) is kept in the page's `localStorage` in the desktop's own formats,
// read back with the same checks (`DemoCatalog.restoredScene`), through the one
// saved-state interface (`SavedStateStore`). The page's functions are declared in
// WebRuntime.h.

/// Saved state in `localStorage`, under the page's keys (`drag-and-drop-demos/APP`, which
/// must not change, or kept work in people's browsers would no longer come back). An entry
/// set aside goes to `KEY.unreadable-DATE` (or `KEY.other-tab-DATE`, see
/// `keptInAnotherTab`), never over another item.
struct BrowserSavedState: SavedStateStore {
    /// The start of every key the page keeps.
    static let prefix = "drag-and-drop-demos/"

    /// The item's text, as UTF-8 bytes; nil when there is none (or storage is blocked).
    func load(_ key: SavedStateKey) throws(SavedStateError) -> [UInt8]? {
        let length = withKey(key) { host_storage_load($0, $1) }
        guard length >= 0 else { return nil }
        return Array(input[0..<min(Int(length), input.count)])
    }

    /// Stores the text; the browser may refuse (quota, blocked storage).
    func save(_ text: String, for key: SavedStateKey) throws(SavedStateError) {
        let bytes = Array(text.utf8)
        let refused = withKey(key) { name, count in
            bytes.withUnsafeBufferPointer {
                host_storage_save(name, count, $0.baseAddress, $0.count)
            }
        }
        guard refused == 0 else { throw SavedStateError("this browser would not keep it") }
    }

    /// Moves the item to `KEY.unreadable-DATE`; returns that key.
    func setAside(_ key: SavedStateKey) throws(SavedStateError) -> String {
        try setAside(key, as: "unreadable")
    }

    /// Moves the item to `KEY.WHY-DATE` (`why`: "unreadable", "other-tab"); returns that key.
    func setAside(_ key: SavedStateKey, as why: String) throws(SavedStateError) -> String {
        let reason = Array(why.utf8)
        let length = withKey(key) { name, count in
            reason.withUnsafeBufferPointer {
                host_storage_set_aside(name, count, $0.baseAddress, $0.count)
            }
        }
        guard length >= 0 else { throw SavedStateError("this browser would not move it") }
        let name = String(
            decoding: UnsafeBufferPointer(rebasing: input[0..<min(Int(length), input.count)]),
            as: UTF8.self)
        return "“\(name)” in this browser's storage"
    }

    private func withKey(
        _ key: SavedStateKey, _ body: (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32 {
        Array((Self.prefix + key.app).utf8).withUnsafeBufferPointer {
            body($0.baseAddress, $0.count)
        }
    }
}
