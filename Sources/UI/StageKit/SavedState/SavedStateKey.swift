/// Which app's saved state: the app's name (the desktop's state folder, the end of the
/// browser's `localStorage` key), the file it is kept in on the desktop, and what the work
/// is called in a sentence.
///
/// The four apps' keys are here, together, because they are stored names that must never
/// change (a user's kept work would no longer come back) and every host must spell alike.
///
/// ```swift
/// SavedStateKey.emojiArt.fileName   // "current.json"
/// ```
public struct SavedStateKey: Hashable, Sendable {
    /// The app's name, lower case with dashes: "emoji-art".
    public var app: String
    /// The file in the app's state folder: "current.json".
    public var fileName: String
    /// What the work is called: "game", "picture", "board".
    public var work: String

    /// Creates a key.
    public init(app: String, fileName: String, work: String) {
        self.app = app
        self.fileName = fileName
        self.work = work
    }

    /// Pentominoes: the game in progress (`PentominoesSave`).
    public static let pentominoes = SavedStateKey(
        app: "pentominoes", fileName: "game.txt", work: "game")
    /// Chess: the game in progress (`ChessSave`).
    public static let chess = SavedStateKey(app: "chess", fileName: "game.txt", work: "game")
    /// Emoji Art: the picture (`EmojiArtText`).
    public static let emojiArt = SavedStateKey(
        app: "emoji-art", fileName: "current.json", work: "picture")
    /// Board: the board (`BoardJSON`).
    public static let board = SavedStateKey(app: "board", fileName: "board.json", work: "board")
}
