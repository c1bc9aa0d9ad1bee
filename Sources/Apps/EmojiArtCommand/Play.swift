import AppOptions
import ArgumentParser
import DesktopHost
import EmojiArt
import EmojiArtFiles
import EmojiArtScene
import Foundation
import HostFiles

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
            $XDG_DATA_HOME/emoji-art/current.json (or in --state DIR) and comes back next \
            time; a kept picture that cannot be read is set aside beside it, never overwritten. \
            --replay and --screenshot runs start from a new picture (or FILE) and neither read \
            nor write the kept one, unless --state names a folder.
            """)

    @Argument(
        help: ArgumentHelp(
            "A document to open. Without it, the picture from last time.", valueName: "FILE.json"))
    var file: String?

    @OptionGroup var host: HostOptions

    func run() throws {
        // Scripted runs get no folder (unless --state names one): they never touch the
        // user's picture.
        var autosave = StateFolder.forRun(
            app: Autosave.folderName, configuration: host.configuration
        ).map {
            Autosave(file: $0.file(Autosave.fileName))
        }
        var start = EmojiArtDocument()
        var notice: String?
        if let file { start = try FileStorage.openArgument(file) }
        // The kept picture is read even when FILE is opened instead, so that one that cannot
        // be read is set aside rather than overwritten on exit.
        if let kept = autosave {
            let (restored, problem) = kept.restore()
            if file == nil { start = restored }
            if let problem {
                notice = setAside(kept.file, because: problem)
                if notice == nil {
                    // It could not be moved: it is left alone, and nothing is kept over it.
                    autosave = nil
                    notice = "The last picture could not be read; this one will not be kept."
                }
            }
        }
        // The document is printed as JSON below, rather than the scene's summary.
        var run = host.configuration
        run.printState = false
        var scene = EmojiArtScene(document: start, fileName: file, storage: FileStorage.storage)
        if let notice { scene.status = notice }
        let final = try DesktopHost.run(scene, title: "Emoji Art", configuration: run)
        if host.printState {
            FileHandle.standardOutput.write(Data(EmojiArtText.encode(final.document).utf8))
        }
        guard let autosave else { return }
        do {
            try autosave.save(final.document)
        } catch {
            warn(
                "could not keep the picture in \(autosave.file.path): "
                    + FileStorage.reason(for: error))
        }
    }

    /// Moves an unreadable kept picture out of the way, so that the picture kept on exit
    /// cannot overwrite it; returns the sentence for the status line, or nil when it could
    /// not be moved.
    private func setAside(_ kept: URL, because problem: DocumentFileError) -> String? {
        do {
            let aside = try CorruptFile.setAside(kept)
            warn(
                "could not read the last picture (\(problem)); it was set aside as "
                    + "\(aside.path) and a new picture begun")
            return "The last picture could not be read, so it was set aside as "
                + "\(aside.lastPathComponent) and a new one begun."
        } catch {
            warn(
                "could not read the last picture (\(problem)) nor set it aside "
                    + "(\(PlainReason.of(error))); it is left as it is")
            return nil
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("emoji-art: \(message)\n".utf8))
    }
}
