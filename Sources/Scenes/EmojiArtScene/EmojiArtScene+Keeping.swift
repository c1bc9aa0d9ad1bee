import EmojiArt
import StageKit

extension EmojiArtScene {
    /// The picture as `EmojiArtText` (the desktop's file format), which the web page keeps
    /// between visits.
    public var keptText: String? { EmojiArtText.encode(document) }
}
