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

extension HostOptions {
    /// This run's saved state for every app of the launcher, each app in its own state
    /// folder as the standalone app keeps it (`$XDG_DATA_HOME/APP/FILE`, or `DIR/APP/FILE`
    /// for `--state DIR`), or nil for a scripted run without `--state`.
    public func savedStateOfEveryApp() -> SavedStateFiles? {
        // The state folder of no app in particular is the one that holds every app's.
        StateFolder.forRun(app: "", configuration: configuration).map {
            SavedStateFiles(appsUnder: $0.url)
        }
    }
}
