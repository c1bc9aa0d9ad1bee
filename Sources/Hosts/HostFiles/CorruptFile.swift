import Foundation

/// Keeps a saved file that could not be read out of harm's way: it is renamed beside
/// itself with `.corrupt-` and the date, so the next save cannot overwrite it and the
/// user can still look at it.
///
/// ```swift
/// let aside = try CorruptFile.setAside(game, at: "20261124-153000")
/// // …/game.corrupt-20261124-153000.txt
/// ```
public enum CorruptFile {
    /// Renames `file` to `NAME.corrupt-STAMP.EXT` (adding `-2`, `-3`… if that exists) and
    /// returns the new location.
    public static func setAside(_ file: URL, stamp: String = timestamp()) throws(FileWriteError)
        -> URL
    {
        let folder = file.deletingLastPathComponent()
        let ext = file.pathExtension
        let base = file.deletingPathExtension().lastPathComponent
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            let name = "\(base).corrupt-\(stamp)\(suffix)" + (ext.isEmpty ? "" : ".\(ext)")
            let target = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: target.path) {
                do {
                    try FileManager.default.moveItem(at: file, to: target)
                } catch {
                    throw FileWriteError(path: file.path, reason: PlainReason.of(error))
                }
                return target
            }
            attempt += 1
        }
    }

    /// The local date and time as `YYYYMMDD-HHMMSS`.
    public static func timestamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
