import Foundation
import Geometry
import StageKit
import Testing
@testable import DesktopHost

/// Runs a built executable of this package and collects what it printed.
struct ProgramRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The folder holding the test bundle, where SwiftPM also puts the package's executables.
    static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static func executable(_ name: String) -> URL { productsFolder.appendingPathComponent(name) }

    /// Starts a program and waits for it to end (killing it after `timeout` seconds).
    static func run(
        _ name: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 60
    ) throws -> ProgramRun {
        let process = try start(name, arguments, environment: environment)
        return try finish(process, timeout: timeout)
    }

    static func start(_ name: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Process {
        let process = Process()
        process.executableURL = executable(name)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    static func finish(_ process: Process, timeout: Double) throws -> ProgramRun {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        func text(_ pipe: Any?) -> String {
            guard let pipe = pipe as? Pipe else { return "" }
            return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        return ProgramRun(status: process.terminationStatus, stdout: text(process.standardOutput),
                          stderr: text(process.standardError))
    }
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("desktophost-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension ImageCanvas {
    /// How many pixels inside a rect (in pixels) satisfy a test.
    func count(in rect: Rect, where test: (Color) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where color(atX: x, y: y).map(test) == true { n += 1 }
        }
        return n
    }
}

func close(_ a: Color?, _ b: Color, tolerance: Double = 0.02) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}
