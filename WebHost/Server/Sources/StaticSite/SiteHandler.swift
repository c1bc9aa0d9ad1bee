import FlyingFox
import Foundation

/// Puts a `StaticSite` on a FlyingFox server: every request is answered from the folder.
///
/// ```swift
/// let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 8080),
///                         handler: SiteHandler(site: StaticSite(root: dist)))
/// try await server.run()
/// ```
public struct SiteHandler: HTTPHandler {
    /// The folder served.
    public let site: StaticSite

    /// Serves `site`.
    public init(site: StaticSite) { self.site = site }

    /// Answers one request.
    public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer = site.answer(
            method: request.method.rawValue, path: request.path,
            acceptEncoding: request.headers[HTTPHeader("Accept-Encoding")],
            ifNoneMatch: request.headers[HTTPHeader("If-None-Match")])
        var headers = HTTPHeaders()
        for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(
            statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)),
            headers: headers, body: answer.body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        default: "Status"
        }
    }
}
