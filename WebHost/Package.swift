// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The browser build: the launcher and its apps as one WebAssembly module (Embedded Swift
// for wasm32-unknown-none-wasm), in its own package so the main build stays lean. Built by
// build.sh beside this file, which passes the Embedded flags; Page/ is the JavaScript host,
// PageTests/ its checks, Server/ the static server.

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
// A path dependency's identity is its folder name, which differs between clones.
let root = here.deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "WebHost",
    dependencies: [.package(path: "..")],
    targets: [
        // A freestanding C runtime: allocator, memory functions, the few math functions,
        // random bytes and printing through the host's imports. Only compiled for wasm.
        .target(
            name: "WebRuntime", path: "Sources/WebRuntime",
            cSettings: [.unsafeFlags(["-ffreestanding", "-fno-builtin", "-O2"])]),
        // The module's exports (@_expose(wasm)): input in, display list and state out.
        .executableTarget(
            name: "WebApp",
            dependencies: [
                "WebRuntime",
                .product(name: "Launcher", package: root),
                .product(name: "StageKit", package: root),
                .product(name: "DragAndDrop", package: root),
                .product(name: "Pentominoes", package: root),
                .product(name: "PentominoesScene", package: root),
                .product(name: "ChessScene", package: root),
                .product(name: "EmojiArt", package: root),
                .product(name: "EmojiArtScene", package: root),
                .product(name: "Board", package: root),
                .product(name: "BoardScene", package: root),
            ],
            path: "Sources/WebApp"),
    ]
)
