import DesktopHost
import EmojiArt
import EmojiArtFiles
import EmojiArtScene
import Foundation
import HostFiles

/// The app's real storage: documents as JSON files through `DocumentFile` (checked on
/// the way in, saved atomically), and PNG export through the desktop renderer. Names are
/// paths, relative to the folder the app was started in.
///
/// Failures are sentences in plain words that name the file as the user knows it, such
/// as `Could not save "art.json": the disk is full.`, never Foundation's wording or a
/// temporary file's name.
enum FileStorage {
    static var storage: EmojiArtStorage {
        EmojiArtStorage(
            open: { name throws(StorageError) in
                do throws(DocumentFileError) {
                    return try DocumentFile.open(URL(fileURLWithPath: name))
                } catch {
                    throw StorageError(FileMessage.couldNot("open", name, error))
                }
            },
            save: { document, name throws(StorageError) in
                do throws(DocumentFileError) {
                    try DocumentFile.save(document, to: URL(fileURLWithPath: name))
                } catch {
                    throw StorageError(FileMessage.couldNot("save", name, error))
                }
            },
            export: { document, name throws(StorageError) in
                do {
                    try PNGExport.write(document, to: name)
                } catch {
                    throw StorageError(
                        FileMessage.couldNot("export", name, reason: reason(for: error)))
                }
            },
            exists: { name in FileManager.default.fileExists(atPath: name) })
    }

    /// Why a file operation failed, in plain words, lower case, with no full stop.
    static func reason(for error: any Error) -> String {
        switch error {
        case let error as DocumentFileError:
            return FileMessage.reason(for: error)
        case HostError.file(_, let reason):
            return reason
        default:
            return PlainReason.of(error)
        }
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
