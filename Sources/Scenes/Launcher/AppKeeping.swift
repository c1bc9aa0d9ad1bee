import ChessScene
import EmojiArtScene
import StageKit

/// How the launcher keeps each app's work, as the standalone apps keep theirs: an app
/// opened from its card comes back from its saved state, and its work is saved when it is
/// left (the back button, Esc) and when the launcher quits.
///
/// ```swift
/// var launcher = LauncherScene(entries: DemoCatalog.entries)
/// launcher.keeping = AppKeeping(store: SavedStateFiles(appsUnder: dataHome)) { print($0) }
/// ```
public struct AppKeeping {
    /// The app titled `title` from its saved state, or nil to open it anew.
    public var restore: (_ title: String) -> AnyScene?
    /// Saves `text`, the work of the app titled `title`.
    public var keep: (_ title: String, _ text: String) -> Void

    /// Keeping through closures.
    public init(
        restore: @escaping (_ title: String) -> AnyScene?,
        keep: @escaping (_ title: String, _ text: String) -> Void
    ) {
        self.restore = restore
        self.keep = keep
    }

    /// Keeping in `store`, each app under its `SavedStateKey`; `report` gets a sentence
    /// when saved work could not be read (it is set aside) or kept. An app whose unreadable
    /// entry could not be set aside, or whose work could not be saved, is not kept again.
    public init<Store: SavedStateStore>(
        store: Store, emojiArtStorage: EmojiArtStorage? = nil, pgnStorage: PGNStorage? = nil,
        report: @escaping (String) -> Void
    ) {
        let notKept = NotKept()
        self.restore = { title in
            guard let key = DemoCatalog.savedStateKey(ofTitle: title),
                let start = DemoCatalog.restoredScene(
                    key, from: store, emojiArtStorage: emojiArtStorage, pgnStorage: pgnStorage)
            else { return nil }
            if let notice = start.notice { report(notice) }
            if !start.keeps { notKept.apps.insert(key.app) }
            return start.work
        }
        self.keep = { title, text in
            guard let key = DemoCatalog.savedStateKey(ofTitle: title),
                !notKept.apps.contains(key.app), !text.isEmpty
            else { return }
            do throws(SavedStateError) {
                try store.save(text, for: key)
            } catch {
                notKept.apps.insert(key.app)
                report("The \(key.work) could not be kept (\(error.reason)).")
            }
        }
    }
}

/// The apps whose work is not kept any more, shared by a keeping's two closures.
private final class NotKept {
    var apps: Set<String> = []
}
