import Foundation

/// A new, empty folder of its own under the system's temporary folder, for one test's
/// files (the caller removes it when done).
///
/// ```swift
/// let folder = try temporaryFolder()
/// defer { try? FileManager.default.removeItem(at: folder) }
/// ```
public func temporaryFolder(_ prefix: String = "test") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The names in a folder, sorted.
public func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
