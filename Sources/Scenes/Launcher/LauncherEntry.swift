import StageKit
/// One app the launcher offers: a title, a one-line summary, and how to start it.
///
/// ```swift
/// let entry = LauncherEntry(title: "Widgets", summary: "Every control of the kit, live.") {
///     AnyScene(WidgetGalleryScene())
/// }
/// ```
public struct LauncherEntry {
    /// The app's name, shown on its card and in the bar above it once opened.
    public var title: String
    /// One sentence about it, shown under the title.
    public var summary: String
    /// Creates a fresh scene of the app.
    public var makeScene: () -> AnyScene

    /// Creates an entry.
    public init(title: String, summary: String, makeScene: @escaping () -> AnyScene) {
        self.title = title
        self.summary = summary
        self.makeScene = makeScene
    }
}
