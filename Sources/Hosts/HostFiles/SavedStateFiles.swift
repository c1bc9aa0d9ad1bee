import Foundation
import StageKit

/// Saved state as files, on the desktop: each app's entry is a file in its state folder
/// (`$XDG_DATA_HOME/pentominoes/game.txt`, `…/emoji-art/current.json`, `…/board/board.json`,
/// or `DIR/FILE` for `--state DIR`), read with a size limit (`LimitedRead`), written
/// atomically (`AtomicFile`), and set aside beside itself as `NAME.corrupt-DATE-TIME.EXT`
/// (`CorruptFile`), never over another file.
///
/// ```swift
/// let store = SavedStateFiles(folder: URL(fileURLWithPath: "/tmp/state"))
/// try store.save("text", for: .pentominoes)   // /tmp/state/game.txt
/// ```
public struct SavedStateFiles: SavedStateStore, Sendable {
    /// The largest entry read, in bytes: 10 MiB, the largest any app's format accepts.
    public static let maximumByteCount = 10 * 1024 * 1024

    private let folder: @Sendable (String) -> URL
    private let stamp: @Sendable () -> String

    /// Every app's entry in one folder: the state folder of one app's run (`--state DIR`).
    /// `stamp` dates a file set aside (`CorruptFile.timestamp()`).
    public init(
        folder: URL, stamp: @escaping @Sendable () -> String = { CorruptFile.timestamp() }
    ) {
        self.folder = { _ in folder }
        self.stamp = stamp
    }

    /// Each app's entry in a folder of its own under `base` (`$XDG_DATA_HOME`):
    /// `base/APP/FILE`, as the standalone apps keep them.
    public init(
        appsUnder base: URL, stamp: @escaping @Sendable () -> String = { CorruptFile.timestamp() }
    ) {
        self.folder = { app in base.appendingPathComponent(app, isDirectory: true) }
        self.stamp = stamp
    }

    /// The file that holds `key`'s entry.
    public func file(for key: SavedStateKey) -> URL {
        folder(key.app).appendingPathComponent(key.fileName)
    }

    /// The file's bytes; nil when there is no file.
    public func load(_ key: SavedStateKey) throws(SavedStateError) -> [UInt8]? {
        let file = file(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do throws(LimitedRead.Failure) {
            return Array(try LimitedRead.contents(of: file, limit: Self.maximumByteCount))
        } catch {
            switch error {
            case .tooLarge(let count):
                throw SavedStateError(
                    "the file is \(count) bytes, more than the limit of \(Self.maximumByteCount)")
            case .unreadable(let reason): throw SavedStateError(reason)
            }
        }
    }

    /// Writes the file atomically, making its folder first when it is missing.
    public func save(_ text: String, for key: SavedStateKey) throws(SavedStateError) {
        let file = file(for: key)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SavedStateError(PlainReason.of(error))
        }
        do {
            try AtomicFile.write(Data(text.utf8), to: file)
        } catch {
            throw SavedStateError(error.reason)
        }
    }

    /// Renames the file to `NAME.corrupt-DATE-TIME.EXT` beside it; returns the new name.
    public func setAside(_ key: SavedStateKey) throws(SavedStateError) -> String {
        do {
            return try CorruptFile.setAside(file(for: key), stamp: stamp()).lastPathComponent
        } catch {
            throw SavedStateError(error.reason)
        }
    }
}
