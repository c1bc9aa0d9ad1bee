import Foundation

/// A precompressed copy of a file (`app.wasm.br`, `app.wasm.gz`), which `WebHost/build.sh`
/// writes beside the file.
public enum ContentCoding: String, CaseIterable, Sendable {
    case brotli = "br"
    case gzip

    /// The `Content-Encoding` value.
    public var name: String { rawValue }

    /// The suffix of the copy's file name.
    public var suffix: String { self == .brotli ? ".br" : ".gz" }

    /// The smallest coding the request accepts (an `Accept-Encoding` value, where `;q=0`
    /// refuses one) of those `available` says are there; nil to send the file as it is.
    public static func preferred(
        accepting header: String?, available: (ContentCoding) -> Bool
    ) -> ContentCoding? {
        guard let header else { return nil }
        var accepted: Set<String> = []
        for entry in header.lowercased().split(separator: ",") {
            let fields = entry.split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let name = fields.first, !name.isEmpty else { continue }
            let refused = fields.dropFirst().contains { field in
                guard field.hasPrefix("q=") else { return false }
                return (Double(field.dropFirst(2)) ?? 1) <= 0
            }
            if !refused { accepted.insert(name) }
        }
        return allCases.first { coding in
            (accepted.contains(coding.name) || accepted.contains("*")) && available(coding)
        }
    }
}
