import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// How `templates`' positionals name its subcommand, and which options apply to which.
extension ViperGenTool.Templates {
    /// The options for the subcommand the positionals name, or the usage error that says what
    /// is wrong.
    static func start(_ arguments: [String]) throws -> TemplatesOptions {
        var options = TemplatesOptions()
        switch arguments.first {
        case nil, "list":
            try expect(arguments, count: 1, usage: "list", takes: "no arguments")
        case "show":
            try expect(arguments, count: 2, usage: "show <name>", takes: "one template")
            options.action = .show(arguments[1])
        case "derive":
            try expect(arguments, count: 2, usage: "derive <module>", takes: "one module")
            options.action = .derive(module: arguments[1])
        case "export":
            try expect(
                arguments, count: 3, usage: "export <name> <dir>", takes: "a template and a folder")
            options.action = .export(name: arguments[1], folder: arguments[2])
        case let other?:
            let close = EditDistance.closest(to: other, among: subcommands)
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "Unknown templates subcommand \(EchoedValue(other)).\(hint) Choose one of: "
                    + subcommands.joined(separator: ", ") + ".", command: name)
        }
        return options
    }

    /// Refuses options given to a subcommand they do not apply to.
    static func check(_ options: TemplatesOptions) throws {
        let isDerive: Bool
        switch options.action {
        case .derive: isDerive = true
        case .export:
            isDerive = false
            if options.json {
                throw UsageError("--json applies to list and show, not export.", command: name)
            }
        case .list, .show:
            isDerive = false
            if options.dryRun {
                throw UsageError("--dry-run applies to derive and export.", command: name)
            }
        }
        if isDerive, options.json {
            throw UsageError("--json applies to list and show, not derive.", command: name)
        }
        let deriveOnly = [("--name", options.templateName != nil), ("--force", options.force)]
        if !isDerive, let given = deriveOnly.first(where: { $0.1 }) {
            throw UsageError("\(given.0) applies to derive only.", command: name)
        }
    }

    /// Refuses missing or extra arguments for the subcommand written `usage`, which takes
    /// `count` arguments counting itself.
    private static func expect(
        _ arguments: [String], count: Int, usage: String, takes: String
    ) throws {
        if arguments.count > count {
            throw UsageError(
                "Unexpected argument \(EchoedValue(arguments[count])): templates \(usage) takes "
                    + "\(takes). "
                    + "Quote a name or folder that contains spaces.", command: name,
                reason: .unexpectedArgument)
        }
        if arguments.count < count, !arguments.isEmpty {
            let example =
                usage.hasPrefix("export")
                ? "viper-gen templates export module .viper-gen/templates/module"
                : usage.hasPrefix("derive")
                    ? "viper-gen templates derive Profile" : "viper-gen templates show module"
            throw UsageError(
                "Missing argument: the usage is 'viper-gen templates \(usage)', e.g. \(example).",
                command: name, reason: .missingArgument)
        }
    }
}
