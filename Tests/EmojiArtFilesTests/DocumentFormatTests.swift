import EmojiArtFiles
import Testing

@Test func theFormatVersionStartsAtOne() {
    #expect(DocumentFormat.currentVersion >= 1)
}
