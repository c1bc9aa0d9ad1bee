// swift-tools-version: 6.1
import PackageDescription

// The static server behind `make web`: serves WebHost/dist on 127.0.0.1 with the right MIME
// types, precompressed bodies and cache headers. In its own package so that the main build
// never compiles an HTTP server. FlyingFox (no SwiftNIO) builds in well under a minute here.
// WasmModuleTests check the built web module without a browser, in WasmKit's interpreter;
// they live here because this is the package of host-side checks of WebHost/dist.
let package = Package(
    name: "WebServer",
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        .package(url: "https://github.com/swiftwasm/WasmKit.git", from: "0.4.2"),
    ],
    targets: [
        // What to answer for a path (the file, its MIME type, which precompressed copy to
        // send, cache headers), and the FlyingFox handler that serves it.
        .target(
            name: "StaticSite",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
            path: "Sources/StaticSite"),
        .executableTarget(
            name: "web-server",
            dependencies: ["StaticSite", .product(name: "FlyingFox", package: "FlyingFox")],
            path: "Sources/web-server"),
        .testTarget(
            name: "StaticSiteTests",
            dependencies: ["StaticSite", .product(name: "FlyingFox", package: "FlyingFox")],
            path: "Tests/StaticSiteTests"),
        .testTarget(
            name: "WasmModuleTests",
            dependencies: [.product(name: "WasmKit", package: "WasmKit")],
            path: "Tests/WasmModuleTests"),
    ]
)
