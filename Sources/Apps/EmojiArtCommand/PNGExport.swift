import DesktopHost
import EmojiArt
import EmojiArtScene
import Foundation
import HostFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renders a document's canvas to a PNG file at actual size (times `scale`), with the
/// desktop host's renderer and no display.
///
/// The PNG is written beside the target under a temporary name and then renamed over it,
/// so an interrupted export never leaves half a file where the old one was.
enum PNGExport {
    static func write(_ document: EmojiArtDocument, to path: String, scale: Double = 1)
        throws(HostError)
    {
        let image = try FrameRenderer().render(
            CanvasPicture.displayList(of: document), size: document.canvasSize, pixelScale: scale)
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        // Made first, so a folder that refuses files says why in plain words.
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .file(path: path, reason: PlainReason.of(errno: errno)) }
        close(fd)
        do {
            try image.writePNG(to: temporary.path)
        } catch {
            unlink(temporary.path)
            throw .file(path: path, reason: "the image could not be written")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = PlainReason.of(errno: errno)
            unlink(temporary.path)
            throw .file(path: path, reason: reason)
        }
    }
}
