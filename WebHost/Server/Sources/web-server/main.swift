import FlyingFox
import Foundation
import StaticSite

// `make web`'s server: WebHost/dist on http://127.0.0.1:8080/ (see StaticSite for what it
// sends). Stops with ctrl+c.
let options: ServerOptions
do {
    options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if error.isHelp {
        print(error.message)
        exit(0)
    }
    FileHandle.standardError.write(Data("web-server: \(error.message)\n".utf8))
    exit(2)
}

var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: options.root, isDirectory: &isFolder),
    isFolder.boolValue
else {
    let sentence = "\(options.root) is not a folder; build it with WebHost/build.sh."
    FileHandle.standardError.write(Data("web-server: \(sentence)\n".utf8))
    exit(1)
}

let site = StaticSite(root: URL(fileURLWithPath: options.root))
let server = HTTPServer(
    address: try .inet(ip4: "127.0.0.1", port: options.port), logger: .disabled,
    handler: SiteHandler(site: site))
Task {
    try await server.waitUntilListening()
    if case .ip4(let host, let port) = await server.listeningAddress {
        print("Serving \(options.root) on http://\(host):\(port)/ (ctrl+c stops)")
    }
}
do {
    try await server.run()
} catch {
    FileHandle.standardError.write(
        Data("web-server: cannot serve on 127.0.0.1:\(options.port): \(error)\n".utf8))
    exit(1)
}
