// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Coverage-guided fuzzers, one executable per parser, in a package of their own so the
// main build never sees sanitizer or fuzzer flags. Build and run them with `make fuzz`
// (see README.md here): it builds with AddressSanitizer and coverage instrumentation and
// links the toolchain's libFuzzer (`libclang_rt.fuzzer_no_main`), which drives each
// executable's callback through `LLVMFuzzerRunDriver`.

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
// A path dependency's identity is its folder name, which differs between clones.
let root = here.deletingLastPathComponent().lastPathComponent

func rootProduct(_ name: String) -> Target.Dependency {
    .product(name: name, package: root)
}

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // LLVMFuzzerRunDriver and the way a fuzzer reports a failed round trip.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "fuzz-fen", dependencies: ["FuzzSupport", rootProduct("Chess")]),
        .executableTarget(
            name: "fuzz-san", dependencies: ["FuzzSupport", rootProduct("Chess")]),
        .executableTarget(
            name: "fuzz-pgn", dependencies: ["FuzzSupport", rootProduct("Chess")]),
        .executableTarget(
            name: "fuzz-replay",
            dependencies: ["FuzzSupport", rootProduct("StageKit"), rootProduct("DragAndDrop")]),
        .executableTarget(
            name: "fuzz-pentominoes", dependencies: ["FuzzSupport", rootProduct("Pentominoes")]),
        .executableTarget(
            name: "fuzz-emoji-art",
            dependencies: ["FuzzSupport", rootProduct("EmojiArt")]),
        .executableTarget(
            name: "fuzz-board",
            dependencies: ["FuzzSupport", rootProduct("Board")]),
    ]
)
