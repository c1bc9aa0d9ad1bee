import EmojiArt
import EmojiArtFiles
import Foundation
import FuzzSupport

// Emoji Art documents: whatever `DocumentFormat.decode` accepts, `encode` writes as bytes
// that decode to the same document and encode to the same bytes again.
runFuzzer { bytes in
    let data = Data(buffer: bytes)
    guard let document = try? DocumentFormat.decode(data) else { return }
    checkRoundTrip(
        "document", input: data, value: document, print: { DocumentFormat.encode($0) },
        read: { try DocumentFormat.decode($0) },
        show: { shown(String(decoding: $0, as: UTF8.self)) })
}
