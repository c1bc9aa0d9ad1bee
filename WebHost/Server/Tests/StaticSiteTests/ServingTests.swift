import FlyingFox
import Foundation
import Testing

@testable import StaticSite

@Suite("Serving over HTTP")
struct ServingTests {
    /// Starts a server for `root` on 127.0.0.1 at a port the system picks, and sends it a
    /// GET with the given headers.
    func fetch(_ path: String, from root: URL, headers: [String: String]) async throws
        -> HTTPResponse
    {
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled,
            handler: SiteHandler(site: StaticSite(root: root)))
        let running = Task { try await server.run() }
        defer { running.cancel() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw CancellationError()
        }
        var requestHeaders = HTTPHeaders()
        for (name, value) in headers { requestHeaders[HTTPHeader(name)] = value }
        var client = HTTPClient()
        let response = try await client.sendHTTPRequest(
            HTTPRequest(
                method: .GET, version: .http11, path: path, query: [],
                headers: requestHeaders, body: HTTPBodySequence(data: Data())),
            to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        await server.stop()
        return response
    }

    @Test("the built module comes over a socket as application/wasm, gzipped when asked")
    func builtModule() async throws {
        // The real build when there is one (make web-test builds it first), else a stand-in.
        let dist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../dist").standardizedFileURL
        let root =
            FileManager.default.fileExists(atPath: dist.appendingPathComponent("app.wasm.gz").path)
            ? dist : try makeSite().1
        let plain = try Data(contentsOf: root.appendingPathComponent("app.wasm"))
        let gzipped = try Data(contentsOf: root.appendingPathComponent("app.wasm.gz"))

        let compressed = try await fetch(
            "/app.wasm", from: root, headers: ["Accept-Encoding": "gzip"])
        #expect(compressed.statusCode.code == 200)
        #expect(compressed.headers[HTTPHeader("Content-Type")] == "application/wasm")
        #expect(compressed.headers[HTTPHeader("Content-Encoding")] == "gzip")
        #expect(try await compressed.bodyData == gzipped)

        let identity = try await fetch("/app.wasm", from: root, headers: [:])
        #expect(identity.headers[HTTPHeader("Content-Encoding")] == nil)
        #expect(try await identity.bodyData == plain)
    }
}
