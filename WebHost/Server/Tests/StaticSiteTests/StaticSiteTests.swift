import Foundation
import Testing

@testable import StaticSite

/// A built site in a fresh folder: a page, a module with its precompressed copies, a nested
/// file.
func makeSite() throws -> (StaticSite, URL) {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("static-site-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("nested"), withIntermediateDirectories: true)
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }
    try write("index.html", "<!doctype html>page")
    try write("app.wasm", "plain module bytes")
    try write("app.wasm.gz", "gzip bytes")
    try write("app.wasm.br", "br bytes")
    try write("host.js", "export {}")
    try write("host.js.gz", "gzipped js")
    try write("nested/note.txt", "hello")
    try write("data.unknownext", "?")
    return (StaticSite(root: root), root)
}

@Suite("Static site")
struct StaticSiteTests {
    @Test(
        "each file is sent with its media type",
        arguments: [
            ("/", "text/html; charset=utf-8"), ("/index.html", "text/html; charset=utf-8"),
            ("/app.wasm", "application/wasm"), ("/host.js", "text/javascript; charset=utf-8"),
            ("/nested/note.txt", "text/plain; charset=utf-8"),
            ("/data.unknownext", "application/octet-stream"),
        ])
    func mediaTypes(path: String, type: String) throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "GET", path: path)
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == type)
        #expect(answer.headers["Content-Encoding"] == nil)
    }

    @Test(
        "the smallest precompressed copy the request accepts is sent, else the file",
        arguments: [
            ("gzip, deflate, br", "br", "br bytes"), ("gzip", "gzip", "gzip bytes"),
            ("br;q=0, gzip", "gzip", "gzip bytes"), ("*", "br", "br bytes"),
            ("identity", nil, "plain module bytes"), ("gzip;q=0", nil, "plain module bytes"),
        ] as [(String, String?, String)])
    func precompressed(accept: String, encoding: String?, body: String) throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "GET", path: "/app.wasm", acceptEncoding: accept)
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Encoding"] == encoding)
        #expect(answer.headers["Content-Type"] == "application/wasm")
        #expect(answer.headers["Vary"] == "Accept-Encoding")
        #expect(String(decoding: answer.body, as: UTF8.self) == body)
        #expect(answer.headers["Content-Length"] == String(body.utf8.count))
    }

    @Test("every file is sent cross-origin isolated, so the page's clock is fine-grained")
    func isolation() throws {
        let (site, _) = try makeSite()
        for path in ["/", "/app.wasm", "/host.js"] {
            let answer = site.answer(method: "GET", path: path)
            #expect(answer.status == 200)
            #expect(answer.headers["Cross-Origin-Opener-Policy"] == "same-origin")
            #expect(answer.headers["Cross-Origin-Embedder-Policy"] == "require-corp")
        }
    }

    @Test("a file without a brotli copy falls back to gzip")
    func gzipOnly() throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "GET", path: "/host.js", acceptEncoding: "br, gzip")
        #expect(answer.headers["Content-Encoding"] == "gzip")
    }

    @Test("an unchanged file is revalidated with its ETag: 304 and no body")
    func revalidation() throws {
        let (site, _) = try makeSite()
        let first = site.answer(method: "GET", path: "/app.wasm")
        #expect(first.headers["Cache-Control"] == "no-cache")
        let tag = try #require(first.headers["ETag"])
        let again = site.answer(method: "GET", path: "/app.wasm", ifNoneMatch: tag)
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let other = site.answer(method: "GET", path: "/app.wasm", ifNoneMatch: "\"other\"")
        #expect(other.status == 200)
    }

    @Test("HEAD says what GET would send, without the body")
    func head() throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "HEAD", path: "/host.js")
        #expect(answer.status == 200)
        #expect(answer.body.isEmpty)
        #expect(answer.headers["Content-Length"] == "9")
    }

    @Test(
        "paths that leave the folder, or name nothing, are refused in a plain sentence",
        arguments: [
            ("/../Package.swift", 400), ("/nested/../../x", 400), ("/%2e%2e/x", 400),
            ("/a%00b", 400), ("/bad%zz", 400), ("/a\\b", 400), ("/missing.js", 404),
            ("/nested", 404), ("relative", 400),
        ])
    func refused(path: String, status: Int) throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "GET", path: path)
        #expect(answer.status == status)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(!answer.body.isEmpty)
    }

    @Test("only GET and HEAD are served")
    func methods() throws {
        let (site, _) = try makeSite()
        let answer = site.answer(method: "POST", path: "/index.html")
        #expect(answer.status == 405)
        #expect(answer.headers["Allow"] == "GET, HEAD")
    }
}

@Suite("Server options")
struct ServerOptionsTests {
    @Test("defaults, and each flag")
    func flags() throws {
        #expect(try ServerOptions(arguments: []) == ServerOptions(arguments: []))
        let options = try ServerOptions(arguments: ["--root", "site", "--port", "0"])
        #expect(options.root == "site")
        #expect(options.port == 0)
    }

    @Test(
        "a bad command line is one plain sentence",
        arguments: [
            (["--port", "99999"], "--port needs a whole number"),
            (["--port"], "--port needs a whole number"),
            (["--root"], "--root needs a folder"), (["--fast"], "Unknown argument '--fast'"),
        ])
    func bad(arguments: [String], message: String) {
        #expect {
            _ = try ServerOptions(arguments: arguments)
        } throws: { error in
            (error as? ServerOptionsError)?.message.hasPrefix(message) == true
        }
    }
}
