import Foundation

/// Runs one of the package's built executables the way a user would, capturing its output.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the test bundle, where SwiftPM also puts the executables.
    static let productsFolder: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1 && !url.lastPathComponent.hasSuffix(".xctest") {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent()
    }()

    /// A data folder of the tests' own, so that no run touches the user's saved games.
    static let privateDataFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("command-tests-data-\(ProcessInfo.processInfo.processIdentifier)").path

    /// Runs an executable; `environment` entries are added to (or replace) this process's.
    /// `XDG_DATA_HOME` points at a private folder unless the caller names one.
    static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_DATA_HOME": privateDataFolder]) { _, new in new }
            .merging(environment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        // Read both pipes before waiting, so a chatty process never blocks on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
