import ArgumentParser
import DesktopHost
import Foundation

/// `emoji-art export FILE.json --out art.png`: renders a document's canvas to PNG.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a document's canvas to a PNG file (no display needed).",
        discussion: """
            The image is the canvas at actual size (its width and height in points), times \
            --scale. A file that cannot be read, is not a valid document, or is hostile is \
            refused with the reason, and nothing is written.
            """)

    @Argument(help: ArgumentHelp("The document to render.", valueName: "FILE.json"))
    var file: String

    @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "art.png"))
    var out: String

    @Option(help: "Pixels per canvas point (2 for a sharper picture).")
    var scale = 1.0

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number above 0 and at most 8, got \(scale)")
        }
    }

    func run() throws {
        let document = try FileStorage.openArgument(file)
        do {
            try PNGExport.write(document, to: out, scale: scale)
        } catch {
            throw CommandFailure(description: "cannot export \(file): \(error)")
        }
        FileHandle.standardError.write(Data("wrote \(out)\n".utf8))
    }
}
