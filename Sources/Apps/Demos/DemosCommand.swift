import AppOptions
import ArgumentParser
import DesktopHost
import Launcher
import EngineGallery
import Foundation
import StageKit

/// `demos`: the launcher window with a card for each app.
@main
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demos",
        abstract: "Drag-and-drop demos: a launcher window with a card for each app.",
        discussion: """
            Click a card (or press its number) to open an app; the back button or Esc returns to \
            the cards; ctrl+q quits. `demos gallery` opens the engine gallery, and \
            `demos gallery PAGE` one of its pages (\(GalleryPage.allCases.map { $0.slug }.joined(separator: ", "))). \
            Each app keeps its work as the standalone app does, in $XDG_DATA_HOME/APP (or \
            DIR/APP for --state DIR): it comes back when its card opens it again, in this run or \
            the next. --replay and --screenshot runs keep nothing unless --state names a folder. \
            Without a display, use --screenshot to render a frame, or run under xvfb-run.
            """)

    @OptionGroup var host: HostOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Open this app directly instead of showing the cards.", valueName: "name"))
    var open: String?

    @Argument(
        help: ArgumentHelp(
            "`gallery` opens the engine gallery, optionally at a page.",
            valueName: "gallery [page]"))
    var gallery: [String] = []

    func validate() throws {
        if !gallery.isEmpty {
            guard gallery[0] == "gallery", gallery.count <= 2 else {
                throw ValidationError(
                    "unexpected '\(gallery.joined(separator: " "))'; did you mean `demos gallery [page]`?"
                )
            }
            guard open == nil else {
                throw ValidationError("use either `gallery` or --open, not both")
            }
            if gallery.count == 2, GalleryPage(slug: gallery[1]) == nil {
                let pages = GalleryPage.allCases.map { $0.slug }.joined(separator: ", ")
                throw ValidationError(
                    "unknown gallery page '\(gallery[1])'; choose one of: \(pages)")
            }
        }
        if let open, LauncherScene(entries: DemoCatalog.entries).entryIndex(titled: open) == nil {
            let names = LauncherScene(entries: DemoCatalog.entries).entryTitles.joined(
                separator: ", ")
            throw ValidationError("unknown app '\(open)'; choose one of: \(names)")
        }
    }

    func run() throws {
        let page = gallery.count == 2 ? GalleryPage(slug: gallery[1]) ?? .snapZones : .snapZones
        var launcher = LauncherScene(entries: DemoCatalog.entries(galleryPage: page))
        // Each app keeps its work in its own state folder, as the standalone app does:
        // restored when its card opens it, saved when it is left and when demos quits.
        launcher.keeping = host.savedStateOfEveryApp().map { store in
            AppKeeping(store: store) { sentence in
                FileHandle.standardError.write(Data("demos: \(sentence)\n".utf8))
            }
        }
        let title = gallery.isEmpty ? open : DemoCatalog.galleryTitle
        if let title, let index = launcher.entryIndex(titled: title) { launcher.openApp(at: index) }
        var final = try DesktopHost.run(
            launcher, title: "Drag & Drop Demos", configuration: host.configuration)
        final.keepOpenApp()
    }
}
