import ArgumentParser
import DesktopHost
import EmojiArt
import EmojiArtFiles
import EmojiArtScene
import Foundation

/// `emoji-art [play] [FILE.json]`: the app in a window (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw with emoji in a window (the default).",
        discussion: """
            Drag emoji from the palette onto the canvas; drag them to move them, onto the trash \
            to delete them. Tap one to select it, then drag its handle or turn the wheel over it \
            to resize it; Delete removes it. ctrl+wheel, + and - zoom around the pointer, two \
            fingers pinch; drag empty canvas or turn the wheel to pan; double-tap empty canvas \
            to fit it. ctrl+z and ctrl+shift+z undo and redo; ctrl+n, ctrl+o, ctrl+s and ctrl+e \
            start a new picture, open, save and export. The picture is kept on exit in \
            $XDG_DATA_HOME/emoji-art/current.json and comes back next time; --replay runs start \
            from a new picture (or FILE) and never touch it.
            """)

    @Argument(
        help: ArgumentHelp(
            "A document to open. Without it, the picture from last time.", valueName: "FILE.json"))
    var file: String?

    @OptionGroup var host: HostOptions

    func run() throws {
        let autosave = try? Autosave(environment: ProcessInfo.processInfo.environment)
        let replaying = host.replay != nil
        var start = EmojiArtDocument()
        var restoreFailed = false
        if let file {
            start = try FileStorage.openArgument(file)
        } else if !replaying, let autosave {
            let (restored, problem) = autosave.restore()
            start = restored
            if let problem {
                restoreFailed = true
                warn(
                    "could not restore the last picture from \(autosave.file.path): \(problem); starting a new one"
                )
            }
        }
        // The document is printed as JSON below, rather than the scene's summary.
        var options = host
        options.printState = false
        let scene = EmojiArtScene(document: start, fileName: file, storage: FileStorage.storage)
        let final = try DesktopHost.run(scene, title: "Emoji Art", options: options)
        if host.printState {
            FileHandle.standardOutput.write(DocumentFormat.encode(final.document))
        }
        // Replays never touch the user's picture; a corrupt autosave is left for the user
        // to inspect unless there is new work to keep.
        guard !replaying, let autosave, !(restoreFailed && final.document == start) else { return }
        do {
            try autosave.save(final.document)
        } catch {
            warn("could not keep the picture in \(autosave.file.path): \(error)")
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("emoji-art: \(message)\n".utf8))
    }
}
