/// How an option is written and explained: its spellings, the name of its value and its help
/// line.
struct OptionSpelling: Sendable, Equatable {
    /// The one-letter spelling without the dash, if any.
    let short: Character?
    /// The long spelling without the dashes.
    let long: String
    /// The name of the value in help (`<dir>`), or nil for a flag.
    let valueName: String?
    /// The help text.
    let help: String

    /// Whether `spelling` (`--long` or `-s`) names this option.
    func matches(_ spelling: String) -> Bool {
        spelling.hasPrefix("--")
            ? "--" + long == spelling : short.map { "-" + String($0) } == spelling
    }

    /// Whether the value is a path (`<dir>`, `<path>`): the shell completes it, and the MCP
    /// server checks that it lies inside the project.
    var takesPath: Bool { valueName == "dir" || valueName == "path" }

    /// The spellings as shown in help: `-o, --output <dir>`.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--" + long
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
