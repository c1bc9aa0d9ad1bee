import Quoting

extension CommandSpec {
    /// Reads `words` (the arguments after the command's name) against this spec.
    ///
    /// `--help` or `-h` anywhere asks for help; `--` ends the options, so a board file
    /// named `--count` can still be given.
    /// - Throws: `UsageError` naming the unknown option, the missing value or argument, or
    ///   the extra word.
    public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: name)
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" {
                parsed.wantsHelp = true
                continue
            }
            var key = word
            var inlineValue: String? = nil
            if let equals = word.firstIndex(of: "=") {
                key = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == key }) else {
                throw UsageError(
                    command: name, "unknown option \(quoted(key)); the options are \(optionList)")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw UsageError(command: name, "\(key) takes no value")
                }
                parsed.flags.insert(key)
                continue
            }
            if let inlineValue {
                parsed.values[key] = inlineValue
            } else if index < words.count {
                parsed.values[key] = words[index]
                index += 1
            } else {
                throw UsageError(command: name, "\(key) needs a value: \(key) \(valueName)")
            }
        }
        if parsed.wantsHelp { return parsed }
        let required = arguments.filter { !$0.isOptional }
        if parsed.positionals.count < required.count {
            let missing = required[parsed.positionals.count]
            throw UsageError(
                command: name, "\(missing.name) is missing: \(missing.help.asClause)")
        }
        if parsed.positionals.count > arguments.count {
            let extra = parsed.positionals[arguments.count]
            throw UsageError(
                command: name,
                "unexpected argument \(quoted(extra)); the usage is \(usage)")
        }
        for option in options where self.required.contains(option.name) {
            guard parsed.values[option.name] == nil else { continue }
            throw UsageError(
                command: name, "\(option.synopsis) is missing: \(option.help.asClause)")
        }
        return parsed
    }
}

extension String {
    /// A sentence made a clause, to go after a colon: the first letter in lower case and
    /// no full stop.
    var asClause: String {
        let clause = lowercasedFirst
        return clause.hasSuffix(".") ? String(clause.dropLast()) : clause
    }

    /// The text with its first letter in lower case, to continue a sentence.
    var lowercasedFirst: String {
        guard let first = first else { return self }
        return first.lowercased() + dropFirst()
    }
}

extension CommandSpec {
    /// Reads `words` and makes the command's settings of them with `settings`, the way
    /// every lean command starts: `--help` prints the help and ends the process with
    /// status 0; a usage error (from parsing or from `settings`) is said in one sentence
    /// and ends it with status 2.
    public func read<Settings>(
        _ words: [String], _ settings: (ParsedArguments) throws(UsageError) -> Settings
    ) -> Settings {
        do {
            let arguments = try parse(words)
            if arguments.wantsHelp {
                print(help, terminator: "")
                ExitStatus.ok.exit()
            }
            return try settings(arguments)
        } catch {
            StandardError.exit(with: error)
        }
    }
}
