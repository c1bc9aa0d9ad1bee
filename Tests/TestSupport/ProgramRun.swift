import Foundation

/// One run of an executable this package builds, started the way a user would: what it
/// printed and how it ended.
///
/// ```swift
/// let run = try ProgramRun.run("pentominoes", ["solve", "3x20", "--count"])
/// #expect(run.status == 0 && run.stdout.hasSuffix("8\n"))
/// ```
public struct ProgramRun: Sendable {
    /// The exit status (the signal number when it was killed).
    public var status: Int32
    /// What the program printed on standard output.
    public var stdout: String
    /// What the program printed on standard error.
    public var stderr: String

    /// The folder holding the test bundle, where SwiftPM also puts the executables.
    public static let productsFolder: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1 && !url.lastPathComponent.hasSuffix(".xctest") {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent()
    }()

    /// A data folder of the tests' own, so that no run touches the user's saved games.
    static let privateDataFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("program-run-data-\(ProcessInfo.processInfo.processIdentifier)")
        .path

    /// Runs an executable to its end, killing it after `timeout` seconds.
    ///
    /// The program sees this process's environment with `XDG_DATA_HOME` pointing at
    /// `privateDataFolder`, then `environment` on top: an entry adds or replaces a
    /// variable, and an empty value removes it.
    public static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil,
        environment: [String: String] = [:], timeout: Double = 120
    ) throws -> ProgramRun {
        let process = try start(executable, arguments, stdin: stdin, environment: environment)
        return finish(process, timeout: timeout)
    }

    /// Starts an executable (see `run` for its environment); `finish` collects it.
    public static func start(
        _ executable: String, _ arguments: [String], stdin: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Process {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_DATA_HOME": privateDataFolder]) { _, new in new }
            .merging(environment) { _, new in new }
            .filter { _, value in !value.isEmpty }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        guard let stdin else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return process
        }
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// Waits for a started program to end, killing it after `timeout` seconds, and
    /// collects what it printed.
    public static func finish(_ process: Process, timeout: Double) -> ProgramRun {
        // Both pipes are drained while waiting, so a chatty program never blocks on a full one.
        let output = Output()
        let readers = DispatchGroup()
        for (pipe, isError) in [(process.standardOutput, false), (process.standardError, true)] {
            guard let pipe = pipe as? Pipe else { continue }
            DispatchQueue.global().async(group: readers) {
                output.keep(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        readers.wait()
        return ProgramRun(
            status: process.terminationStatus, stdout: output.text(isError: false),
            stderr: output.text(isError: true))
    }
}

/// What a program printed, gathered from two reading threads.
private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func keep(_ data: Data, isError: Bool) {
        lock.withLock {
            if isError { err = data } else { out = data }
        }
    }

    func text(isError: Bool) -> String {
        lock.withLock { String(decoding: isError ? err : out, as: UTF8.self) }
    }
}
