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
            return matching(current, commandNames + (current.hasPrefix("-") ? options : []))
        }
        if first == "help" {
            return before.count == 1 ? matching(current, commandNames + ["--man"]) : []
        }
        guard let command = ToolCommand(name: first) else { return [] }
        let line = CompletionLine(words: before.dropFirst(), options: command.syntax.spellings)
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
            let spellings = command.syntax.spellings.flatMap { option in
                ["--" + option.long] + (option.short.map { ["-" + String($0)] } ?? [])
            }
            return matching(current, spellings)
        }
        return positional(line, current: current, command: command)
    }

    /// The commands, then `help`.
    private var commandNames: [String] { ToolCommand.all.map(\.name) + ["help"] }

    /// The values `option` takes that start with `current`.
    private func values(
        of option: OptionSpelling, current: String, command: ToolCommand, line: CompletionLine
    ) -> [String] {
        let lookup = CompletionLookup(environment: environment)
        switch option.long {
        case "template":
            if CompletionLookup.isTemplatePath(current) { return [Self.directory] }
            var seen: Set<String> = []
            // Only the templates of the command's kind: a module's for module, and so on.
            guard case .generate(let kind) = command else { return [] }
            let styles = kind == .service ? [] : ArchitectureStyle.names
            let names = (styles + lookup.templateNames(for: kind)).filter {
                seen.insert($0.lowercased()).inserted
            }
            return matching(current, names)
        case "set":
            guard case .generate(let kind) = command else { return [] }
            let options = lookup.settableOptions(for: kind, template: line.template)
            guard let equals = current.firstIndex(of: "=") else {
                return matching(current, options.map { $0.identifier + "=" })
            }
            let key = String(current[..<equals])
            guard let chosen = options.first(where: { $0.identifier == key }) else { return [] }
            let choices = chosen.optionType == .checkbox ? ["true", "false"] : chosen.values
            return matching(current, choices.map { key + "=" + $0 })
        case "style": return matching(current, ArchitectureStyle.names)
        case "target", "test-target":
            return matching(
                current, lookup.xcodeTargetNames(unitTests: option.long == "test-target"))
        default:
            return option.valueName == "dir" || option.valueName == "path" ? [Self.directory] : []
        }
    }

    /// The candidates for the positional after `line`'s; after `--module` or `--service`,
    /// only that kind's recorded names.
    private func positional(_ line: CompletionLine, current: String, command: ToolCommand)
        -> [String]
    {
        let positionals = line.positionals
        let index = positionals.count
        let lookup = CompletionLookup(environment: environment)
        let kind = [ScaffoldKind.module, .service].first { line.flags.contains($0.rawValue) }
        switch command {
        case .generate, .outdated, .check: return []
        case .apply: return index == 0 ? [Self.file] : []
        case .`init`: return index == 0 ? [Self.directory] : []
        case .remove, .update:
            return matching(
                current, lookup.recordedNames(kind: kind).filter { !positionals.contains($0) })
        case .rename: return index == 0 ? matching(current, lookup.recordedNames(kind: kind)) : []
        case .templates:
            if index == 0 { return matching(current, TemplatesArguments.subcommands) }
            if index == 1, positionals[0] != "list" {
                return matching(current, lookup.templateNames())
            }
            return index == 2 && positionals[0] == "export" ? [Self.directory] : []
        case .xcode: return index == 0 ? matching(current, XcodeArguments.subcommands) : []
        case .completion:
            return index == 0 ? matching(current, CompletionShell.allCases.map(\.rawValue)) : []
        }
    }

    /// The `candidates` that start with `prefix`, in order.
    private func matching(_ prefix: String, _ candidates: [String]) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
    }
}
