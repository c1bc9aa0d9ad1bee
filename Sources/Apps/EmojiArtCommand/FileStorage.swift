import EmojiArt
import EmojiArtFiles
import EmojiArtScene
import Foundation

/// The app's real storage: documents as JSON files through `DocumentFile` (checked on
/// the way in, saved atomically), and PNG export through the desktop renderer. Names are
/// paths, relative to the folder the app was started in.
enum FileStorage {
    static var storage: EmojiArtStorage {
        EmojiArtStorage(
            open: { name throws(StorageError) in
                do {
                    return try DocumentFile.open(URL(fileURLWithPath: name))
                } catch {
                    throw StorageError("Could not open \(name): \(error).")
                }
            },
            save: { document, name throws(StorageError) in
                do {
                    try DocumentFile.save(document, to: URL(fileURLWithPath: name))
                } catch {
                    throw StorageError("Could not save \(name): \(error).")
                }
            },
            export: { document, name throws(StorageError) in
                do {
                    try PNGExport.write(document, to: name)
                } catch {
                    throw StorageError("Could not export \(name): \(error).")
                }
            })
    }

    /// Opens a document named on the command line, or says clearly why not.
    static func openArgument(_ path: String) throws(CommandFailure) -> EmojiArtDocument {
        do {
            return try DocumentFile.open(URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(description: "\(path): \(error)")
        }
    }
}
