// swift-tools-version: 6.1
import PackageDescription

// Layers, bottom up; imports point down only, and the folders say which layer a module is
// in (Sources/<Layer>/<Module>, Tests/<Layer>/<Module>Tests):
//   Engine   Geometry · Motion · Gestures · DragAndDrop        (product DragAndDrop)
//   Models   PortableJSON (the strict JSON reader and writer both file formats share) ·
//            Quoting (user text quoted back in messages, control characters escaped) ·
//            Pentominoes · Chess · ChessEngine (UCI) · EmojiArt · Board
//   UI       StageKit: display list, input events, the Scene protocol, widgets, app chrome
//   Scenes   PentominoesScene · ChessScene · EmojiArtScene · BoardScene · EngineGallery ·
//            Launcher (the demos app)
//   Hosts    DesktopHost (SDL2 + Cairo/Pango, ATK on Linux), HostFiles (saved state and atomic files),
//            ChessFiles, EmojiArtFiles (files on disk, with Foundation)
//   Apps     the executables: pentominoes · chess (lean) · pentominoes-window ·
//            chess-window · emoji-art · board · demos
// Everything from the engine up to the scenes is portable Swift: no Foundation, and it
// also builds as Embedded Swift for wasm32 (scripts/build-wasm.sh).

let argumentParser = Target.Dependency.product(
    name: "ArgumentParser", package: "swift-argument-parser")
let propertyBased = Target.Dependency.product(
    name: "PropertyBased", package: "swift-property-based")

/// A library target in `Sources/<layer>/<name>`.
func module(
    _ name: String, in layer: String, _ dependencies: [Target.Dependency] = [],
    linkerSettings: [LinkerSetting]? = nil
) -> Target {
    .target(
        name: name, dependencies: dependencies, path: "Sources/\(layer)/\(name)",
        linkerSettings: linkerSettings)
}

/// An executable target in `Sources/Apps/<name>`.
func app(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Sources/Apps/\(name)")
}

/// A lean executable target in `Sources/Apps/<name>`, linked fully statically (the Swift
/// standard library and the C library in the file, no dynamic loader): a hello-world starts
/// in about 2 ms instead of 5 and peaks at 3 MiB instead of 9 (README, Performance).
func leanApp(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name, dependencies: dependencies, path: "Sources/Apps/\(name)",
        linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux]))])
}

/// A test target in `Tests/<layer>/<name>`.
func tests(
    _ name: String, in layer: String, _ dependencies: [Target.Dependency],
    exclude: [String] = []
) -> Target {
    .testTarget(
        name: name, dependencies: dependencies, path: "Tests/\(layer)/\(name)", exclude: exclude)
}

let engine: [Target] = [
    // Rounding and square roots call into libm, which a plain executable on Linux does not
    // link by itself.
    module(
        "Geometry", in: "Engine",
        linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    module("Motion", in: "Engine", ["Geometry"]),
    module("Gestures", in: "Engine", ["Geometry"]),
    module("DragAndDrop", in: "Engine", ["Geometry", "Motion", "Gestures"]),
]

let models: [Target] = [
    // Text a person gave, quoted back in a message with control characters escaped.
    module("Quoting", in: "Models"),
    // A strict JSON parser and string writer without Foundation, for the formats the web
    // page keeps in the desktop's own bytes (Emoji Art documents, boards).
    module("PortableJSON", in: "Models", ["Quoting"]),
    module("Pentominoes", in: "Models", ["Geometry"]),
    module("Chess", in: "Models", ["Quoting"]),
    // The UCI protocol over the chess search, for `chess uci`: lines in, lines out.
    module("ChessEngine", in: "Models", ["Chess", "Quoting"]),
    module("EmojiArt", in: "Models", ["Geometry", "PortableJSON", "Quoting"]),
    // Columns of cards (a small Trello), with undo.
    module("Board", in: "Models", ["PortableJSON", "Quoting"]),
]

let ui: [Target] = [
    module("StageKit", in: "UI", ["Geometry", "Gestures", "DragAndDrop", "Quoting"])
]

let scenes: [Target] = [
    module("PentominoesScene", in: "Scenes", ["Pentominoes", "DragAndDrop", "StageKit"]),
    module("ChessScene", in: "Scenes", ["Chess", "DragAndDrop", "StageKit"]),
    module("EmojiArtScene", in: "Scenes", ["EmojiArt", "PortableJSON", "DragAndDrop", "StageKit"]),
    module("BoardScene", in: "Scenes", ["Board", "DragAndDrop", "StageKit"]),
    // Live pages of what the engine does (snap zones, collision strategies, a million zones…).
    module("EngineGallery", in: "Scenes", ["DragAndDrop", "StageKit"]),
    // The demos app: a card per app, each opening its scene.
    module(
        "Launcher", in: "Scenes",
        [
            "StageKit", "PentominoesScene", "ChessScene", "EmojiArtScene", "EngineGallery",
            "BoardScene", "Pentominoes", "EmojiArt", "Board",
        ]),
]

let hosts: [Target] = [
    .systemLibrary(
        name: "CSDL2", path: "Sources/Hosts/CSDL2", pkgConfig: "sdl2",
        providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    .systemLibrary(
        name: "CPangoCairo", path: "Sources/Hosts/CPangoCairo", pkgConfig: "pangocairo",
        providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
    // The Linux accessibility bus (AT-SPI2, which Orca reads): ATK and its bridge, and the
    // ATK objects the desktop host publishes a window's seen elements as. Linux only.
    .systemLibrary(
        name: "CAtk", path: "Sources/Hosts/CAtk", pkgConfig: "atk-bridge-2.0",
        providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
    // atk-bridge-2.0's pkg-config file names only its own library (ATK, GObject and GLib
    // are private requirements there), so the rest is linked by name.
    .target(
        name: "CAtkBridge", dependencies: ["CAtk"], path: "Sources/Hosts/CAtkBridge",
        linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gobject-2.0", "glib-2.0"].map {
            .linkedLibrary($0, .when(platforms: [.linux]))
        }),
    // What keeps a user's files safe, for every host-side module: plain-worded reasons.
    module("HostFiles", in: "Hosts", ["StageKit"]),
    module(
        "DesktopHost", in: "Hosts",
        [
            "StageKit", "HostFiles", "CSDL2", "CPangoCairo",
            .target(name: "CAtkBridge", condition: .when(platforms: [.linux])),
        ]),
    // Chess games saved as PGN files.
    module("ChessFiles", in: "Hosts", ["Chess", "ChessScene", "HostFiles"]),
    // Emoji Art documents as files, in the portable format (EmojiArtText).
    module("EmojiArtFiles", in: "Hosts", ["EmojiArt", "HostFiles"]),
]

let apps: [Target] = [
    // The flags every app shares, read into the host's plain configuration.
    .target(
        name: "AppOptions", dependencies: ["DesktopHost", "HostFiles", "StageKit", argumentParser],
        path: "Sources/Apps/AppOptions"),
    // `pentominoes` and `chess` are lean: their model-only subcommands (solve, perft) run
    // with the standard library linked in and nothing else, and hand everything else to
    // the window part beside them (`pentominoes-window`, `chess-window`). They cannot
    // depend on it to have it built with them: SwiftPM would link its libraries in.
    leanApp("PentominoesCommand", ["Pentominoes", "CommandLineTool", "Quoting"]),
    app(
        "PentominoesWindow",
        [
            "Pentominoes", "PentominoesScene", "DesktopHost", "HostFiles", "AppOptions",
            argumentParser,
        ]),
    leanApp("ChessCommand", ["Chess", "ChessEngine", "CommandLineTool", "Quoting"]),
    app(
        "ChessWindow",
        [
            "Chess", "ChessScene", "ChessFiles", "DesktopHost", "HostFiles", "AppOptions",
            argumentParser,
        ]),
    // Arguments, exit statuses, threads and the hand-over to a window part, with the C
    // library alone, for the lean executables.
    .target(
        name: "CommandLineTool", dependencies: ["Quoting"], path: "Sources/Apps/CommandLineTool"),
    app(
        "EmojiArtCommand",
        [
            "EmojiArtScene", "EmojiArtFiles", "DesktopHost", "HostFiles", "AppOptions",
            argumentParser,
        ]),
    app(
        "BoardCommand",
        ["Board", "BoardScene", "HostFiles", "DesktopHost", "AppOptions", argumentParser]),
    app(
        "Demos",
        [
            "Launcher", "EngineGallery", "StageKit", "DesktopHost", "HostFiles", "AppOptions",
            argumentParser,
        ]),
]

let testTargets: [Target] = [
    .target(
        name: "TestSupport", dependencies: ["DragAndDrop", "StageKit"], path: "Tests/TestSupport"),
    tests("GeometryTests", in: "Engine", ["Geometry", "TestSupport", propertyBased]),
    tests("MotionTests", in: "Engine", ["Motion", "TestSupport", propertyBased]),
    tests("GesturesTests", in: "Engine", ["Gestures", "TestSupport", propertyBased]),
    tests("DragAndDropTests", in: "Engine", ["DragAndDrop", "TestSupport", propertyBased]),
    // The code of the DocC articles (DragAndDrop.docc), run, and checked to be quoted as written.
    tests("DocsExamplesTests", in: "Engine", ["DragAndDrop", "StageKit", "TestSupport"]),
    tests("PentominoesTests", in: "Models", ["Pentominoes", propertyBased]),
    tests("ChessTests", in: "Models", ["Chess", propertyBased]),
    tests("ChessEngineTests", in: "Models", ["ChessEngine", "Chess"]),
    tests("PortableJSONTests", in: "Models", ["PortableJSON", "TestSupport"]),
    tests("QuotingTests", in: "Models", ["Quoting"]),
    tests(
        "EmojiArtTests", in: "Models", ["EmojiArt", "PortableJSON", "TestSupport", propertyBased]),
    tests("BoardTests", in: "Models", ["Board", "PortableJSON", "TestSupport", propertyBased]),
    tests("StageKitTests", in: "UI", ["StageKit", "TestSupport"]),
    tests(
        "PentominoesSceneTests", in: "Scenes", ["PentominoesScene", "TestSupport", propertyBased]),
    tests("ChessSceneTests", in: "Scenes", ["ChessScene", "TestSupport", propertyBased]),
    tests("EmojiArtSceneTests", in: "Scenes", ["EmojiArtScene", "TestSupport", propertyBased]),
    tests("BoardSceneTests", in: "Scenes", ["BoardScene", "TestSupport"]),
    tests(
        "LauncherTests", in: "Scenes",
        ["Launcher", "EmojiArt", "EmojiArtScene", "StageKit", "TestSupport"]),
    tests("EngineGalleryTests", in: "Scenes", ["EngineGallery", "TestSupport"]),
    // Every app at every window size: no control overlaps another or leaves the window.
    tests(
        "AppLayoutTests", in: "Scenes",
        [
            "PentominoesScene", "ChessScene", "EmojiArtScene", "EngineGallery", "Launcher",
            "StageKit",
            "TestSupport",
            "BoardScene",
        ]),
    tests(
        "DesktopHostTests", in: "Hosts",
        [
            "DesktopHost", "StageKit", "Launcher", "EngineGallery", "Gestures", "CSDL2",
            "CPangoCairo", "TestSupport",
        ]),
    tests("EmojiArtFilesTests", in: "Hosts", ["EmojiArtFiles", "HostFiles", "TestSupport"]),
    tests("ChessFilesTests", in: "Hosts", ["ChessFiles", "TestSupport"]),
    tests("HostFilesTests", in: "Hosts", ["HostFiles", "StageKit", "TestSupport"]),
    // Runs the real executables (SwiftPM builds them beside the test bundle).
    tests(
        "CommandTests", in: "Apps", ["DesktopHost", "TestSupport"],
        exclude: ["Fixtures"]),
]

let package = Package(
    name: "DragAndDropKit",
    products: [
        .library(name: "DragAndDrop", targets: ["Geometry", "Motion", "Gestures", "DragAndDrop"]),
        .library(name: "Pentominoes", targets: ["Pentominoes"]),
        .library(name: "Chess", targets: ["Chess"]),
        .library(name: "EmojiArt", targets: ["EmojiArt"]),
        .library(name: "Board", targets: ["Board"]),
        .library(name: "StageKit", targets: ["StageKit"]),
        .library(name: "ChessScene", targets: ["ChessScene"]),
        // For WebHost/, which restores a kept game into the scene.
        .library(name: "PentominoesScene", targets: ["PentominoesScene"]),
        .library(name: "EmojiArtScene", targets: ["EmojiArtScene"]),
        .library(name: "BoardScene", targets: ["BoardScene"]),
        .library(name: "EngineGallery", targets: ["EngineGallery"]),
        .library(name: "Launcher", targets: ["Launcher"]),
        .library(name: "DesktopHost", targets: ["DesktopHost"]),
        .executable(name: "pentominoes", targets: ["PentominoesCommand"]),
        .executable(name: "chess", targets: ["ChessCommand"]),
        .executable(name: "pentominoes-window", targets: ["PentominoesWindow"]),
        .executable(name: "chess-window", targets: ["ChessWindow"]),
        .executable(name: "emoji-art", targets: ["EmojiArtCommand"]),
        .executable(name: "demos", targets: ["Demos"]),
        .executable(name: "board", targets: ["BoardCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `make docs`: the DocC catalog of the engine as a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: engine + models + ui + scenes + hosts + apps + testTargets
)
