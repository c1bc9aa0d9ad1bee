/// What a lean command accepts and how its help reads: the executables that must start in
/// a few milliseconds (`pentominoes solve`, `chess perft`) read their arguments with this
/// instead of swift-argument-parser, which brings Foundation's start-up cost with it.
///
/// ```swift
/// let spec = CommandSpec(
///     name: "pentominoes solve", overview: "Print or count solutions of a board.",
///     arguments: [.init("BOARD", "A built-in board name or a board picture's path.")],
///     options: [.flag("--count", "Print the number of solutions.")])
/// let parsed = try spec.parse(["6x10", "--count"])   // parsed.flag("--count") == true
/// ```
public struct CommandSpec: Sendable {
    /// A positional argument, in the order given.
    public struct Argument: Sendable {
        /// The word shown for it, such as `BOARD`.
        public var name: String
        /// One sentence for the help.
        public var help: String
        /// Whether it may be left out.
        public var isOptional: Bool

        /// An argument named `name`, described by `help`.
        public init(_ name: String, _ help: String, isOptional: Bool = false) {
            self.name = name
            self.help = help
            self.isOptional = isOptional
        }
    }

    /// A `--name` flag, or a `--name VALUE` option.
    public struct Option: Sendable {
        /// The option as typed, such as `--count`.
        public var name: String
        /// The word shown for the value (`N`, `FEN`), nil for a flag.
        public var valueName: String?
        /// One sentence for the help.
        public var help: String

        /// A flag: present or not.
        public static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, valueName: nil, help: help)
        }

        /// An option with a value, given as `--name VALUE` or `--name=VALUE`.
        public static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help)
        }

        /// How it is written in a usage line: `--limit N`.
        var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
    }

    /// The command as typed, for example `chess perft`.
    public var name: String
    /// One sentence saying what it does.
    public var overview: String
    /// The positional arguments, in order.
    public var arguments: [Argument]
    /// The options and flags, in the order the help lists them.
    public var options: [Option]
    /// Paragraphs after the options: details and examples.
    public var discussion: String
    /// Options that must be given, shown without brackets in the usage line.
    public var required: Set<String>

    /// A command's description; `required` names options that must be given.
    public init(
        name: String, overview: String, arguments: [Argument] = [], options: [Option] = [],
        required: Set<String> = [], discussion: String = ""
    ) {
        self.name = name
        self.overview = overview
        self.arguments = arguments
        self.options = options
        self.required = required
        self.discussion = discussion
    }

    /// The usage line: `chess perft --depth N [--fen FEN] [--divide]`.
    public var usage: String {
        var words = [name]
        for argument in arguments {
            words.append(argument.isOptional ? "[\(argument.name)]" : argument.name)
        }
        for option in options {
            words.append(required.contains(option.name) ? option.synopsis : "[\(option.synopsis)]")
        }
        return words.joined(separator: " ")
    }

    /// The whole help text, as `--help` prints it.
    public var help: String {
        var text = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
        let width =
            (arguments.map { $0.name.count } + options.map { $0.synopsis.count } + [9]).max()! + 2
        func row(_ left: String, _ right: String) -> String {
            "  " + left + String(repeating: " ", count: width - left.count) + right + "\n"
        }
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments { text += row(argument.name, argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options { text += row(option.synopsis, option.help) }
        text += row("-h, --help", "Show this help.")
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }

    /// The options as a sentence lists them: `--count, --unique and --limit N`.
    var optionList: String {
        sentenceList(options.map { $0.synopsis } + ["--help"])
    }
}
