import EmojiArt
import StageKit

extension EmojiArtScene {
    /// What is kept when the app closes: the picture and the file it is linked to. After
    /// Discard on closing, that is the picture as last saved, with its file (or, for one
    /// never saved to a file, a new picture): the discarded changes do not come back.
    public var kept: SavedPicture {
        guard discardedOnClose else { return SavedPicture(document: document, fileName: fileName) }
        guard let fileName else { return SavedPicture(document: EmojiArtDocument()) }
        return SavedPicture(document: savedDocument, fileName: fileName)
    }

    /// The kept picture as text (`SavedPicture.text`: the desktop's file format, naming the
    /// linked file), which the desktop and the web page keep between runs.
    public var savedStateText: String? { kept.text }
}
