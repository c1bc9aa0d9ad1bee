// swift-tools-version: 6.1
import PackageDescription

// Layers, bottom up (imports point down only; see README "Layout"):
//   engine    Geometry · Motion · Gestures · DragAndDrop   (product DragAndDrop)
//   models    Pentominoes · Chess · EmojiArt   (EmojiArtFiles: their files, with Foundation)
//   scenes    PentominoesScene   (layout, gestures, animation, drawing into a display list)
//   commands  pentominoes · chess
// Everything from the engine up to the scenes is portable Swift: no Foundation, and it
// also builds as Embedded Swift for wasm32 (scripts/build-wasm.sh).

let argumentParser = Target.Dependency.product(
    name: "ArgumentParser", package: "swift-argument-parser")
let propertyBased = Target.Dependency.product(
    name: "PropertyBased", package: "swift-property-based")

var targets: [Target] = [
    // MARK: Engine
    // Rounding and square roots call into libm, which a plain executable on Linux
    // does not link by itself.
    .target(name: "Geometry", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "Motion", dependencies: ["Geometry"]),
    .target(name: "Gestures", dependencies: ["Geometry"]),
    .target(name: "DragAndDrop", dependencies: ["Geometry", "Motion", "Gestures"]),

    // MARK: Models
    .target(name: "Pentominoes", dependencies: ["Geometry"]),
    .target(name: "Chess"),
    .target(name: "EmojiArt", dependencies: ["Geometry"]),

    // MARK: Host-side model modules (Foundation allowed)
    .target(name: "EmojiArtFiles", dependencies: ["EmojiArt"]),

    // MARK: Commands
    .executableTarget(
        name: "PentominoesCommand",
        dependencies: ["Pentominoes", "PentominoesScene", "DesktopHost", argumentParser]),
    .executableTarget(
        name: "ChessCommand", dependencies: ["Chess", "ChessScene", "DesktopHost", argumentParser]),

    // MARK: Scenes (portable; they draw with the UI kit)
    .target(name: "PentominoesScene", dependencies: ["Pentominoes", "DragAndDrop", "StageKit"]),

    // MARK: Tests
    .target(
        name: "TestSupport", dependencies: ["DragAndDrop", "StageKit"], path: "Tests/TestSupport"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport", propertyBased]),
    .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport", propertyBased]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "TestSupport", propertyBased]),
    .testTarget(
        name: "DragAndDropTests", dependencies: ["DragAndDrop", "TestSupport", propertyBased]),
    .testTarget(name: "PentominoesTests", dependencies: ["Pentominoes", propertyBased]),
    .testTarget(name: "ChessTests", dependencies: ["Chess", propertyBased]),
    .testTarget(name: "EmojiArtTests", dependencies: ["EmojiArt", propertyBased]),
    .testTarget(
        name: "PentominoesSceneTests",
        dependencies: ["PentominoesScene", "TestSupport", propertyBased]),
    .testTarget(name: "EmojiArtFilesTests", dependencies: ["EmojiArtFiles"]),
]

// The executables the command tests run, and the scenes the demos launcher offers; each
// app below adds its own.
var commandsUnderTest: [Target.Dependency] = ["PentominoesCommand", "ChessCommand"]
var demoScenes: [Target.Dependency] = ["PentominoesScene"]

var products: [Product] = [
    .library(name: "DragAndDrop", targets: ["Geometry", "Motion", "Gestures", "DragAndDrop"]),
    .library(name: "Pentominoes", targets: ["Pentominoes"]),
    .library(name: "Chess", targets: ["Chess"]),
    .library(name: "EmojiArt", targets: ["EmojiArt"]),
    .executable(name: "pentominoes", targets: ["PentominoesCommand"]),
    .executable(name: "chess", targets: ["ChessCommand"]),
]

// MARK: UI kit, desktop host and apps (issue 5 and later)

// The portable UI kit (display list, input events, scenes, widgets), the desktop host that
// shows a scene in an SDL2 window drawn with Cairo and Pango, and the `demos` launcher.
targets += [
    .target(name: "StageKit", dependencies: ["Geometry", "Gestures"]),
    .systemLibrary(
        name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    .systemLibrary(
        name: "CPangoCairo", pkgConfig: "pangocairo",
        providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
    .target(
        name: "DesktopHost", dependencies: ["StageKit", "CSDL2", "CPangoCairo", argumentParser]),
    .testTarget(name: "StageKitTests", dependencies: ["StageKit"]),
    .testTarget(
        name: "DesktopHostTests",
        dependencies: ["DesktopHost", "StageKit", "Demos", "CPangoCairo", "TestSupport"]),
]

// MARK: Chess app (issue 7)

// The chess scene (board, drags, clicks, keys, the computer opponent thinking a slice per
// frame, the PGN save sheet); the `chess` executable plays it by default.
targets += [
    .target(name: "ChessScene", dependencies: ["Chess", "DragAndDrop", "StageKit"]),
    .testTarget(
        name: "ChessSceneTests", dependencies: ["ChessScene", "TestSupport", propertyBased]),
]
products += [.library(name: "ChessScene", targets: ["ChessScene"])]
demoScenes += ["ChessScene"]

// MARK: Emoji Art app (issue 8)

// The Emoji Art scene (palette, zoomable canvas, files through the host) and the
// `emoji-art` executable, which opens, saves, autosaves and exports documents.
targets += [
    .target(name: "EmojiArtScene", dependencies: ["EmojiArt", "DragAndDrop", "StageKit"]),
    .executableTarget(
        name: "EmojiArtCommand",
        dependencies: ["EmojiArtScene", "EmojiArtFiles", "DesktopHost", argumentParser]),
    .testTarget(
        name: "EmojiArtSceneTests", dependencies: ["EmojiArtScene", "TestSupport", propertyBased]),
]
products += [
    .library(name: "EmojiArtScene", targets: ["EmojiArtScene"]),
    .executable(name: "emoji-art", targets: ["EmojiArtCommand"]),
]
commandsUnderTest += ["EmojiArtCommand"]
demoScenes += ["EmojiArtScene"]

// MARK: Engine gallery (issue 15)

// Live pages showing what the engine does (snap zones, collision strategies, a million
// zones), opened from the demos launcher or with `demos gallery PAGE`.
targets += [
    .target(name: "EngineGallery", dependencies: ["DragAndDrop", "StageKit"]),
    .testTarget(name: "EngineGalleryTests", dependencies: ["EngineGallery", "TestSupport"]),
]
products += [.library(name: "EngineGallery", targets: ["EngineGallery"])]
demoScenes += ["EngineGallery"]

// MARK: Launcher and command tests, which gather every app above

targets += [
    .executableTarget(
        name: "Demos", dependencies: ["StageKit", "DesktopHost", argumentParser] + demoScenes),
    .testTarget(
        name: "CommandTests", dependencies: commandsUnderTest + ["DesktopHost", "TestSupport"],
        exclude: ["Fixtures"]),
]

products += [
    .library(name: "StageKit", targets: ["StageKit"]),
    .library(name: "DesktopHost", targets: ["DesktopHost"]),
    .executable(name: "demos", targets: ["Demos"]),
]

let package = Package(
    name: "DragAndDropKit",
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: targets
)
