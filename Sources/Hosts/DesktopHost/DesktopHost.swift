import CSDL2
import Foundation
import Geometry
import HostFiles
import StageKit

/// Runs a scene on the desktop, as the shared flags ask: in a window (optionally
/// recording the session), as a replay with simulated time, or as a screenshot with no
/// display at all; then prints the scene's state if asked.
///
/// ```swift
/// @main struct MyApp: ParsableCommand {
///     @OptionGroup var host: HostOptions
///     func run() throws {
///         try DesktopHost.run(MyScene(), title: "My app", configuration: host.configuration)
///     }
/// }
/// ```
public enum DesktopHost {
    /// Runs the scene and returns it as it ended.
    @discardableResult
    public static func run<S: Scene>(
        _ scene: S, title: String, configuration options: HostConfiguration
    )
        throws(HostError) -> S
    {
        // Log lines reach a pipe as they are written.
        csdl_line_buffer_stdout()
        var scene = scene
        if let replayPath = options.replay {
            let script = try ReplayScript(parsing: try readText(replayPath), path: replayPath)
            let window = Replay.run(script, through: &scene, windowSize: options.size)
            if let shot = options.screenshot {
                try screenshot(scene, to: shot, size: window.size, pixelScale: options.scale)
            }
        } else if let shot = options.screenshot {
            scene.handle(
                .resize(ResizeEvent(size: options.size, pixelScale: options.scale, time: 0)))
            scene.settle(from: 0)
            try screenshot(scene, to: shot, size: options.size, pixelScale: options.scale)
        } else {
            let recorder = try options.record.map { path throws(HostError) in
                try SessionRecorder(path: path, title: title)
            }
            let host = try WindowHost(title: title, size: options.size)
            // A mouse hovers here: text cut short shows whole in a tip.
            var shown = HoverTips(scene)
            try host.run(&shown, recorder: recorder)
            scene = shown.base
        }
        if options.printState { print(scene.stateDescription) }
        return scene
    }

    /// Renders the scene's current frame to a PNG file.
    public static func screenshot<S: Scene>(
        _ scene: S, to path: String, size: Size, pixelScale: Double
    ) throws(HostError) {
        let image = try FrameRenderer().render(
            scene.displayList(), size: size, pixelScale: pixelScale)
        try image.writePNG(to: path)
        FileHandle.standardError.write(
            Data("wrote \(path) (\(image.pixelWidth)×\(image.pixelHeight) pixels)\n".utf8))
    }

    static func readText(_ path: String) throws(HostError) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        {
            throw .file(path: path, reason: "is a folder, not a file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .file(path: path, reason: "cannot be read: \(PlainReason.of(error))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .file(path: path, reason: "is not UTF-8 text")
        }
        return text
    }
}
