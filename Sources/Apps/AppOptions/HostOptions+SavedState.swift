import DesktopHost
import HostFiles
import StageKit

extension HostOptions {
    /// This run's saved state for `key`'s app: files in its state folder (`--state DIR`,
    /// else `$XDG_DATA_HOME/APP`, see `StateFolder`), or nil for a scripted run without
    /// `--state`, which never reads or writes a user's saved work.
    ///
    /// ```swift
    /// let store = host.savedState(.board)
    /// let start = store?.start(.board) { bytes throws(BoardJSONError) in
    ///     try BoardJSON.decode(bytes)
    /// }
    /// ```
    public func savedState(_ key: SavedStateKey) -> SavedStateFiles? {
        StateFolder.forRun(app: key.app, configuration: configuration).map {
            SavedStateFiles(folder: $0.url)
        }
    }
}
