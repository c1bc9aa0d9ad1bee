import EmojiArt
import FuzzSupport

// Emoji Art documents: whatever `EmojiArtText.decode` accepts, `encode` writes as text
// that decodes to the same document and encodes to the same text again.
runFuzzer { bytes in
    let input = Array(bytes)
    guard let document = try? EmojiArtText.decode(input) else { return }
    checkRoundTrip(
        "document", input: input, value: document, print: { Array(EmojiArtText.encode($0).utf8) },
        read: { try EmojiArtText.decode($0) },
        show: { shown(String(decoding: $0, as: UTF8.self)) })
}
