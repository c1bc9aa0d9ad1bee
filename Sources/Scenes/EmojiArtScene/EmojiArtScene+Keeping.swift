import EmojiArt
import StageKit

extension EmojiArtScene {
    /// What is kept when the app closes: the picture and the file it is linked to. After
    /// Discard on closing, that is the picture as last saved, with its file (or, for one
    /// never saved to a file, a new picture): the discarded changes do not come back.
    public var kept: KeptPicture {
        guard discardedOnClose else { return KeptPicture(document: document, fileName: fileName) }
        guard let fileName else { return KeptPicture(document: EmojiArtDocument()) }
        return KeptPicture(document: savedDocument, fileName: fileName)
    }

    /// The kept picture as text (`KeptPicture.text`: the desktop's file format, naming the
    /// linked file), which the desktop and the web page keep between runs.
    public var keptText: String? { kept.text }
}
