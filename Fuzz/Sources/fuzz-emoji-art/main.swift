import EmojiArt
import EmojiArtFiles
import Foundation
import FuzzSupport

// Emoji Art documents: whatever `DocumentFormat.decode` accepts, `encode` writes as bytes
// that decode to the same document and encode to the same bytes again.
runFuzzer { bytes in
    let data = Data(buffer: bytes)
    guard let document = try? DocumentFormat.decode(data) else { return }
    let encoded = DocumentFormat.encode(document)
    let again: EmojiArtDocument
    do {
        again = try DocumentFormat.decode(encoded)
    } catch {
        fuzzFailure(
            "\(shown(String(decoding: data, as: UTF8.self))) decodes, but encoded as "
                + "\(shown(String(decoding: encoded, as: UTF8.self))) it is refused: \(error)")
    }
    guard again == document else {
        fuzzFailure(
            "\(shown(String(decoding: data, as: UTF8.self))) encoded as "
                + "\(shown(String(decoding: encoded, as: UTF8.self))) decodes differently: "
                + "\(shown(document)) became \(shown(again))")
    }
    guard DocumentFormat.encode(again) == encoded else {
        fuzzFailure(
            "\(shown(String(decoding: encoded, as: UTF8.self))) encodes differently the second time"
        )
    }
}
