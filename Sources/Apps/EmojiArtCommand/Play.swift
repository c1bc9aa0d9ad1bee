import AppOptions
import ArgumentParser
import DesktopHost
import EmojiArt
import EmojiArtFiles
import EmojiArtScene
import Foundation
import HostFiles
import StageKit

/// `emoji-art [play] [FILE.json]`: the app in a window (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw with emoji in a window (the default).",
        discussion: """
            Drag emoji from the palette onto the canvas; drag them to move them, onto the trash \
            to delete them. Click (or tap) one to select it, then drag its handle or turn the \
            wheel over it to resize it; Delete removes it. ctrl+wheel, + and - zoom around the pointer, two \
            fingers pinch; drag empty canvas or turn the wheel to pan; double-tap empty canvas \
            to fit it. ctrl+z and ctrl+shift+z undo and redo; ctrl+n, ctrl+o, ctrl+s and ctrl+e \
            start a new picture, open, save and export. The picture, and the file it was last \
            opened from or saved to, are kept on exit in $XDG_DATA_HOME/emoji-art/current.json \
            (or in --state DIR) and come back next time; after Discard on quitting, that is the \
            picture as last saved (a new one if it was never saved to a file). A kept picture \
            that cannot be read is set aside beside it, never overwritten. \
            --replay and --screenshot runs start from a new picture (or FILE) and neither read \
            nor write the kept one, unless --state names a folder.
            """)

    @Argument(
        help: ArgumentHelp(
            "A document to open. Without it, the picture from last time.", valueName: "FILE.json"))
    var file: String?

    @OptionGroup var host: HostOptions

    func run() throws {
        // Scripted runs get no store (unless --state names a folder): they never touch the
        // user's picture. The kept picture is read even when FILE is opened instead, so
        // that one that cannot be read is set aside rather than overwritten on exit.
        let opened = try file.map { try FileStorage.openArgument($0) }
        let store = host.savedState(.emojiArt)
        let start = store?.start(.emojiArt) { bytes throws(EmojiArtTextError) in
            try SavedPicture(decoding: bytes)
        }
        // A FILE named wins; else the kept picture comes back linked to its file, if any.
        let kept = opened.map { SavedPicture(document: $0, fileName: file) } ?? start?.work
        let document = kept?.document ?? EmojiArtDocument()
        if let notice = start?.notice { warn(notice) }
        // The document is printed as JSON below, rather than the scene's summary.
        var run = host.configuration
        run.printState = false
        var scene = EmojiArtScene(
            document: document, fileName: kept?.fileName, storage: FileStorage.storage)
        if let notice = start?.notice { scene.status = notice }
        let final = try DesktopHost.run(scene, title: "Emoji Art", configuration: run)
        if host.printState {
            FileHandle.standardOutput.write(Data(EmojiArtText.encode(final.document).utf8))
        }
        guard let store, start?.keeps ?? false else { return }
        do {
            // The picture as it is, or as last saved when its changes were discarded. Its
            // file is kept as a full path: next time the app may start in another folder.
            var kept = final.kept
            kept.fileName = kept.fileName.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            try store.save(kept.text, for: .emojiArt)
        } catch {
            warn("could not keep the picture in \(store.file(for: .emojiArt).path): \(error)")
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("emoji-art: \(message)\n".utf8))
    }
}
