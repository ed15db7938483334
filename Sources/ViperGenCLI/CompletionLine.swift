import ViperGenTemplates

/// The words of a command line before the word being completed, read as the parser reads
/// them: the options given (by the command's option table), the positionals, and the option
/// still waiting for its value.
struct CompletionLine {
    /// The options the command takes.
    let options: [OptionSpelling]
    /// The arguments that are not options or their values, in order.
    private(set) var positionals: [String] = []
    /// The option given last without its value, which the word being completed is.
    private(set) var pendingOption: OptionSpelling?
    /// `--template`'s value, if given.
    private(set) var template: String?
    /// Whether `--` ended the options.
    private(set) var onlyPositionals = false
    /// The flags given (options without a value), by their long spelling.
    private(set) var flags: Set<String> = []

    /// Reads `words` (after the command's name) with the command's `options`.
    init(words: ArraySlice<String>, options: [OptionSpelling]) {
        self.options = options
        for word in words {
            if let option = pendingOption {
                take(word, for: option)
                pendingOption = nil
            } else if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
            } else if word == "--" {
                onlyPositionals = true
            } else if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                guard let option = option(spelled: String(word[..<equals])) else { continue }
                take(String(word[word.index(after: equals)...]), for: option)
            } else if let option = option(spelled: word) {
                if option.valueName != nil {
                    pendingOption = option
                } else {
                    flags.insert(option.long)
                }
            }
        }
    }

    /// The kind `--module` or `--service` chose, if either was given: only that kind's
    /// recorded names are offered.
    var kind: ScaffoldKind? {
        [ScaffoldKind.module, .service].first { flags.contains($0.rawValue) }
    }

    /// The option `spelling` (`--long` or `-s`) names, if the command takes it.
    func option(spelled spelling: String) -> OptionSpelling? {
        options.first { $0.matches(spelling) }
    }

    /// Notes `value` given to `option`, where completion needs it.
    private mutating func take(_ value: String, for option: OptionSpelling) {
        if option.long == "template" { template = value }
    }
}
