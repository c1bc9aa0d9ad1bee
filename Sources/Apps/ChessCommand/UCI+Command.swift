import CommandLineTool

/// `chess uci`: its help, then the protocol on standard input and output.
enum UCI {
    static let spec = CommandSpec(
        name: "chess uci",
        overview: "Speak the UCI protocol on standard input and output, for chess GUIs.",
        discussion: """
            Reads UCI commands (uci, isready, ucinewgame, position, go, stop, quit) one a line \
            and answers as chess GUIs and tools expect. Options: Hash, Skill Level, \
            UCI_LimitStrength, UCI_Elo, Move Overhead.

            EXAMPLES:
              chess uci
              printf 'uci\\nposition startpos moves e2e4\\ngo depth 8\\n' | chess uci
            """)

    static func run(_ words: [String]) {
        spec.read(words) { _ throws(UsageError) in () }
        UCIProgram.run()
    }
}
