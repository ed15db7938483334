import ViperGenKit
import ViperGenProject
import ViperGenTemplates

/// What `viper-gen __complete <words>` prints: the candidates for the word being completed.
///
/// The last of `words` is that word. Candidates are commands, a command's options (from the
/// option table its parser uses), option values, template names, `--set` keys and choices, the
/// `.xcodeproj`'s targets, and recorded module and service names. A path is left to the shell:
/// the only candidate is then ``file`` or ``directory``. Nothing is written and nothing fails:
/// what cannot be read offers no candidates, and a name no shell could take as one line (a
/// record's, a template's or a target's with a control character) is not offered.
struct CompletionCandidates {
    /// The hidden command the completion scripts call.
    static let hiddenCommand = "__complete"
    /// The candidate that asks the shell to complete a file path.
    static let file = ":file"
    /// The candidate that asks the shell to complete a folder path.
    static let directory = ":directory"

    /// The words after `__complete`; the last is the one being completed (maybe empty).
    let words: [String]
    /// The run's environment: the current folder, variables and file system.
    let environment: RunEnvironment

    /// The candidates, one per line as printed: each one a shell reads as one candidate and a
    /// terminal shows as it is (``isOffered(_:)``).
    func all() -> [String] {
        unfiltered().filter(Self.isOffered)
    }

    /// Whether `candidate` may be printed: it holds no control character (a newline would
    /// split it, a tab is fish's description separator, an escape drives the terminal), no
    /// format character (a bidirectional override), no line or paragraph separator and no
    /// replacement character (a name that was not UTF-8, which no argument could match).
    static func isOffered(_ candidate: String) -> Bool {
        !candidate.isEmpty
            && !candidate.unicodeScalars.contains {
                switch $0.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
                    return true
                default: return $0 == "\u{FFFD}"
                }
            }
    }

    /// Every candidate the lookups give, before ``isOffered(_:)``.
    private func unfiltered() -> [String] {
        guard let current = words.last else { return [] }
        let before = Array(words.dropLast())
        guard let first = before.first else {
            let options = HelpText.toolOptions.flatMap {
                $0.term.split(separator: " ").map { String($0.filter { $0 != "," }) }
            }
            return Self.matching(current, commandNames + (current.hasPrefix("-") ? options : []))
        }
        if first == "help" {
            return before.count == 1 ? Self.matching(current, commandNames + ["--man"]) : []
        }
        guard let command = ViperGenTool.command(named: first) else { return [] }
        let line = CompletionLine(words: before.dropFirst(), options: command.spellings)
        if let option = line.pendingOption {
            return values(of: option, current: current, command: command, line: line)
        }
        if !line.onlyPositionals, current.hasPrefix("--"), let equals = current.firstIndex(of: "=")
        {
            let spelling = String(current[..<equals])
            let value = String(current[current.index(after: equals)...])
            guard let option = line.option(spelled: spelling), option.valueName != nil else {
                return []
            }
            let found = values(of: option, current: value, command: command, line: line)
            return found.first?.hasPrefix(":") == true ? found : found.map { spelling + "=" + $0 }
        }
        if !line.onlyPositionals, current.hasPrefix("-") {
            let spellings = command.spellings.flatMap { option in
                ["--" + option.long] + (option.short.map { ["-" + String($0)] } ?? [])
            }
            return Self.matching(current, spellings)
        }
        let lookup = CompletionLookup(environment: environment)
        return command.positionalCandidates(line, current: current, lookup: lookup)
    }

    /// The commands, then `help`.
    private var commandNames: [String] { ViperGenTool.commands.map { $0.name } + ["help"] }

    /// The values `option` takes that start with `current`.
    private func values(
        of option: OptionSpelling, current: String, command: any ToolCommand.Type,
        line: CompletionLine
    ) -> [String] {
        let lookup = CompletionLookup(environment: environment)
        switch option.long {
        case "template" where CompletionLookup.isTemplatePath(current): return [Self.directory]
        case "set":
            guard let kind = (command as? any ScaffoldCommand.Type)?.kind else { return [] }
            let options = lookup.settableOptions(for: kind, template: line.template)
            guard let equals = current.firstIndex(of: "=") else {
                return Self.matching(current, options.map { $0.identifier + "=" })
            }
            let key = String(current[..<equals])
            guard let chosen = options.first(where: { $0.identifier == key }) else { return [] }
            let choices = chosen.optionType == .checkbox ? ["true", "false"] : chosen.values
            return Self.matching(current, choices.map { key + "=" + $0 })
        default:
            if let choices = Self.choices(of: option, for: command, lookup: lookup) {
                return Self.matching(current, choices)
            }
            return option.takesPath ? [Self.directory] : []
        }
    }

    /// The values `option` of `command` takes, when they are a list.
    ///
    /// The template names of the command's kind (its styles first), the styles, the layouts,
    /// the `.xcodeproj`'s targets; nil when any value goes (a name, a path, `--set`'s pairs).
    /// The MCP tools' input schemas list the same values as enums.
    static func choices(
        of option: OptionSpelling, for command: any ToolCommand.Type, lookup: CompletionLookup
    ) -> [String]? {
        switch option.long {
        case "template":
            var seen: Set<String> = []
            // Only the templates of the command's kind: a module's for module, and so on.
            guard let kind = (command as? any ScaffoldCommand.Type)?.kind else { return nil }
            let styles = kind == .service ? [] : ArchitectureStyle.names
            return (styles + lookup.templateNames(for: kind)).filter {
                seen.insert($0.lowercased()).inserted
            }
        case "style": return ArchitectureStyle.names
        case "layout": return ProjectLayout.names
        case "target", "test-target":
            return lookup.xcodeTargetNames(unitTests: option.long == "test-target")
        default: return nil
        }
    }

    /// The `candidates` that start with `prefix`, in order.
    static func matching(_ prefix: String, _ candidates: [String]) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
    }

    /// The recorded names of `line`'s kind that start with `current` and are not given yet
    /// (`remove`, `update`: each name once).
    static func recordedNamesNotGiven(
        _ line: CompletionLine, current: String, lookup: CompletionLookup
    ) -> [String] {
        matching(
            current,
            lookup.recordedNames(kind: line.kind).filter { !line.positionals.contains($0) })
    }
}
