import ArgumentParser

/// The `emoji-art` executable: `play` (the default) opens the app's window on a document;
/// `export` renders a document to PNG with no display.
@main
struct EmojiArtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji-art",
        abstract: "Emoji Art: drag emoji onto a canvas, zoom, pan, save and export pictures.",
        subcommands: [Play.self, Export.self],
        defaultSubcommand: Play.self)
}

/// A failure worth one clear line on standard error and a non-zero exit.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
}
