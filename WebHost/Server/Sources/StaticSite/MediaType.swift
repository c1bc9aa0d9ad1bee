/// The `Content-Type` for a file, by its extension: browsers compile WebAssembly as it
/// streams in only when it is sent as `application/wasm`, and run module scripts only with
/// a JavaScript type.
public enum MediaType {
    static let byExtension = [
        "html": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "wasm": "application/wasm",
        "json": "application/json",
        "png": "image/png",
        "svg": "image/svg+xml",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
    ]

    /// The media type for `fileName` (`application/octet-stream` when the extension is not
    /// known).
    public static func of(fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return "application/octet-stream" }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return byExtension[ext] ?? "application/octet-stream"
    }
}
