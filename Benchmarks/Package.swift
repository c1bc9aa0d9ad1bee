// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Benchmarks live in their own package so the main build stays lean.
// Every folder beside this file holding a `<Name>Benchmarks.swift`-style suite is one
// benchmark target; the folder name is the target name.

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
// A path dependency's identity is its folder name, which differs between clones.
let root = here.deletingLastPathComponent().lastPathComponent

let suites = ((try? FileManager.default.contentsOfDirectory(atPath: here.path)) ?? [])
    .filter { name in
        var isFolder: ObjCBool = false
        let path = here.appendingPathComponent(name).path
        return !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            && isFolder.boolValue
            && ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).contains {
                $0.hasSuffix(".swift")
            }
    }
    .sorted()

// The root package's library products every suite may import.
let rootProducts = [
    "DragAndDrop", "Pentominoes", "Chess", "ChessScene", "EmojiArt", "EmojiArtScene", "StageKit",
    "Launcher", "DesktopHost", "EngineGallery",
]

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: suites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: rootProducts.map { .product(name: $0, package: root) } + [
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: suite,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    }
)
