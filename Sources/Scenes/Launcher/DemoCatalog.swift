import BoardScene
import ChessScene
import EmojiArtScene
import EngineGallery
import PentominoesScene
import StageKit

/// The apps the `demos` launcher offers, in the order of their cards. Each app joins the
/// list as its scene lands.
public enum DemoCatalog {
    /// The launcher entries.
    public static var entries: [LauncherEntry] { entries(galleryPage: .snapZones) }

    /// The title of the engine gallery's card (`demos gallery` opens it).
    public static let galleryTitle = "Engine gallery"

    /// The launcher entries, with the engine gallery opening on `galleryPage`, and Emoji
    /// Art and Chess reaching files through `emojiArtStorage` and `pgnStorage` (without
    /// them, their file sheets say files are not available).
    public static func entries(
        galleryPage: GalleryPage, emojiArtStorage: EmojiArtStorage? = nil,
        pgnStorage: PGNStorage? = nil
    ) -> [LauncherEntry] {
        [
            LauncherEntry(
                title: "Pentominoes",
                summary:
                    "Drag the twelve pieces onto the board: the outline shows where each lands. Tap to turn, double-tap to flip."
            ) { AnyScene(PentominoesScene(escapeLeaves: true)) },
            LauncherEntry(
                title: "Chess",
                summary:
                    "Drag a piece and its legal squares light up. Click-to-move and keys too; play a friend or the computer."
            ) { AnyScene(ChessScene(escapeLeaves: true, storage: pgnStorage)) },
            LauncherEntry(
                title: "Emoji Art",
                summary:
                    "Drag emoji from the palette onto a canvas you can zoom and pan; move, resize and delete them."
            ) {
                AnyScene(
                    EmojiArtScene(
                        document: EmojiArtScene.samplePicture, storage: emojiArtStorage,
                        escapeLeaves: true))
            },
            LauncherEntry(
                title: "Widgets",
                summary:
                    "Every control of the UI kit, live: buttons, picker, text field, a modal sheet and a token to drag."
            ) { AnyScene(WidgetGalleryScene()) },
            LauncherEntry(
                title: galleryTitle,
                summary:
                    "The engine, live: snap zones, collisions, snapping, nested zones, a million zones, motion, keys."
            ) { AnyScene(EngineGalleryScene(page: galleryPage)) },
            LauncherEntry(
                title: "Board",
                summary:
                    "Columns of cards, a small Trello: drag cards between columns and the gap opens as you go."
            ) { AnyScene(BoardScene(escapeLeaves: true)) },
        ]
    }
}
