import Foundation

/// A folder of built files served as they are: the answer to a GET or HEAD for a path,
/// with the file's media type, the precompressed copy (`.br` or `.gz` written beside it)
/// when the request accepts one, and cache headers. No sockets: `SiteHandler` puts it on
/// a server.
///
/// ```swift
/// let site = StaticSite(root: URL(fileURLWithPath: "WebHost/dist"))
/// let answer = site.answer(method: "GET", path: "/app.wasm", acceptEncoding: "gzip, br")
/// // answer.status == 200, answer.headers["Content-Type"] == "application/wasm"
/// ```
public struct StaticSite: Sendable {
    /// The folder served.
    public let root: URL

    /// Serves `root`.
    public init(root: URL) { self.root = root.standardizedFileURL }

    /// What to send for a request.
    public struct Answer: Equatable, Sendable {
        /// The HTTP status: 200, 304, 400, 404 or 405.
        public var status: Int
        /// The headers (names as written here, values ready to send).
        public var headers: [String: String]
        /// The body (empty for HEAD and 304; Content-Length says what GET would send).
        public var body: Data
    }

    /// The answer for `method` and `path` (the request's path, without its query);
    /// `acceptEncoding` and `ifNoneMatch` are the request's headers of those names.
    public func answer(
        method: String, path: String, acceptEncoding: String? = nil, ifNoneMatch: String? = nil
    ) -> Answer {
        guard method == "GET" || method == "HEAD" else {
            return plain(405, "Only GET and HEAD are served here.", extra: ["Allow": "GET, HEAD"])
        }
        guard let file = file(for: path) else {
            return plain(400, "That path is not a file in this site.")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
            !isFolder.boolValue
        else { return plain(404, "There is no \(path) here.") }

        var sent = file
        var headers = [
            "Content-Type": MediaType.of(fileName: file.lastPathComponent),
            "Vary": "Accept-Encoding",
            // The files are not named by their contents, so a browser asks each time, and
            // an unchanged file costs a 304 without a body.
            "Cache-Control": "no-cache",
            // Cross-origin isolation: the page loads nothing from elsewhere, and in return
            // the browser times its frames to 5 µs rather than 100 (the F12 overlay and the
            // damage check's frame times).
            "Cross-Origin-Opener-Policy": "same-origin",
            "Cross-Origin-Embedder-Policy": "require-corp",
        ]
        if let encoding = ContentCoding.preferred(
            accepting: acceptEncoding,
            available: { coding in
                FileManager.default.fileExists(atPath: file.path + coding.suffix)
            })
        {
            sent = URL(fileURLWithPath: file.path + encoding.suffix)
            headers["Content-Encoding"] = encoding.name
        }
        guard let body = try? Data(contentsOf: sent) else {
            return plain(404, "There is no \(path) here.")
        }
        let tag = Self.entityTag(of: sent, size: body.count)
        headers["ETag"] = tag
        let sentTags = (ifNoneMatch ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if sentTags.contains(tag) || sentTags.contains("*") {
            return Answer(status: 304, headers: headers, body: Data())
        }
        headers["Content-Length"] = String(body.count)
        return Answer(status: 200, headers: headers, body: method == "HEAD" ? Data() : body)
    }

    /// The file a request path names inside `root`, or nil for a path that would leave it
    /// (`..`), holds a NUL or a backslash, or is not percent-encoded properly. A path ending
    /// in `/` names that folder's `index.html`.
    func file(for path: String) -> URL? {
        guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding,
            !decoded.contains("\0"), !decoded.contains("\\")
        else { return nil }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        var url = root
        for part in parts { url.appendPathComponent(String(part)) }
        if decoded.hasSuffix("/") || parts.isEmpty { url.appendPathComponent("index.html") }
        guard url.standardizedFileURL.path.hasPrefix(root.path) else { return nil }
        return url
    }

    /// A tag that changes whenever the file does: its size and modification time.
    static func entityTag(of file: URL, size: Int) -> String {
        let modified =
            (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
            as? Date)?.timeIntervalSince1970 ?? 0
        return "\"\(String(size, radix: 16))-\(String(Int(modified * 1000), radix: 16))\""
    }

    private func plain(_ status: Int, _ sentence: String, extra: [String: String] = [:]) -> Answer {
        let body = Data((sentence + "\n").utf8)
        var headers = [
            "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(body.count),
        ]
        headers.merge(extra) { _, new in new }
        return Answer(status: status, headers: headers, body: body)
    }
}
