import AppOptions
import ArgumentParser
import DesktopHost
import Launcher
import StageKit

/// `demos`: the launcher window with a card for each app.
@main
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demos",
        abstract: "Drag-and-drop demos: a launcher window with a card for each app.",
        discussion: """
            Click a card (or press its number) to open an app; the back button or Esc returns to \
            the cards; ctrl+q quits. Without a display, use --screenshot to render a frame, or \
            run under xvfb-run.
            """)

    @OptionGroup var host: HostOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Open this app directly instead of showing the cards.", valueName: "name"))
    var open: String?

    func validate() throws {
        if let open, LauncherScene(entries: DemoCatalog.entries).entryIndex(titled: open) == nil {
            let names = LauncherScene(entries: DemoCatalog.entries).entryTitles.joined(
                separator: ", ")
            throw ValidationError("unknown app '\(open)'; choose one of: \(names)")
        }
    }

    func run() throws {
        var launcher = LauncherScene(entries: DemoCatalog.entries)
        if let open, let index = launcher.entryIndex(titled: open) { launcher.openApp(at: index) }
        try DesktopHost.run(launcher, title: "Drag & Drop Demos", configuration: host.configuration)
    }
}
