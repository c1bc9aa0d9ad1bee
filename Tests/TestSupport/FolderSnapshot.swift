import Foundation

/// Every file below a folder with its bytes: taken before and after a run, two snapshots
/// that compare equal prove the run left the folder exactly as it was.
///
/// ```swift
/// let before = try FolderSnapshot(of: data)
/// _ = try ProgramRun.run("pentominoes", ["--replay", replay], environment: env)
/// #expect(try FolderSnapshot(of: data) == before)
/// ```
public struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// The files, by path relative to the folder.
    public let files: [String: Data]

    /// Reads every file below `folder`.
    public init(of folder: URL) throws {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: base)
        while let relative = walker?.nextObject() as? String {
            let path = base + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        self.files = files
    }

    /// The file names and sizes, for messages.
    public var description: String {
        files.keys.sorted().map { "\($0) (\(files[$0]!.count) bytes)" }.joined(separator: ", ")
    }
}
