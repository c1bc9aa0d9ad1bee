import EmojiArt
import Foundation
import HostFiles

extension DocumentFormat {
    /// The document as pretty-printed JSON with sorted keys: the same document always
    /// gives the same bytes (this is also what `emoji-art --print-state` prints).
    ///
    /// ```swift
    /// let json = String(decoding: DocumentFormat.encode(EmojiArtDocument()), as: UTF8.self)
    /// ```
    public static func encode(_ document: EmojiArtDocument) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A valid document holds only finite numbers, so encoding cannot fail.
        guard let data = try? encoder.encode(DocumentRecord(document)) else {
            preconditionFailure("a validated document always encodes")
        }
        return data + Data("\n".utf8)
    }

    /// Reads a document from JSON bytes, checking size, nesting, version, shape and every
    /// value, in that order; throws the first problem found.
    ///
    /// ```swift
    /// try DocumentFormat.decode(Data("{\"version\": 99}".utf8))
    /// // throws DocumentFileError.unsupportedVersion(99)
    /// ```
    public static func decode(_ data: Data) throws(DocumentFileError) -> EmojiArtDocument {
        guard data.count <= maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        let depth = jsonNestingDepth(of: data, limit: maximumNestingDepth)
        guard depth <= maximumNestingDepth else {
            throw .tooDeeplyNested(limit: maximumNestingDepth)
        }
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw classify(error)
        }
        guard let version = probe.version, (1...currentVersion).contains(version) else {
            throw .unsupportedVersion(probe.version)
        }
        let record: DocumentRecord
        do {
            record = try decoder.decode(DocumentRecord.self, from: data)
        } catch {
            throw classify(error)
        }
        return try record.document()
    }

    /// Sorts decoder failures into "not JSON at all" and "JSON of the wrong shape".
    static func classify(_ error: any Error) -> DocumentFileError {
        switch JSONProblem(error) {
        case .notJSON(let reason): .notJSON(reason: reason)
        case .malformed(let reason): .malformed(reason: reason)
        }
    }
}
