import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// Reads the arguments of `project`, `module` and `service`: the name (several for a module or
/// service) and the options of a generating command.
enum GenerateArguments {
    /// The syntax of the command that generates `kind`.
    static func syntax(for kind: ScaffoldKind) -> CommandSyntax<GenerateOptions> {
        CommandSyntax(
            command: .generate(kind), options: options(for: kind),
            start: { positionals in
                try refuseSecondName(positionals, kind: kind)
                return GenerateOptions(names: positionals)
            },
            check: { options in
                try CommandSyntax<GenerateOptions>.refuse(
                    "force", "skip-existing",
                    together: options.flags.force && options.flags.skipExisting,
                    command: kind.rawValue)
                try CommandSyntax<GenerateOptions>.refuse(
                    "quiet", "verbose", together: options.flags.quiet && options.flags.verbose,
                    command: kind.rawValue)
                try CommandSyntax<GenerateOptions>.refuse(
                    "interactive", "json", together: options.interactive && options.flags.json,
                    command: kind.rawValue)
            },
            invocation: { .generate(kind, $0) })
    }

    /// The options of the command that generates `kind`, in help order.
    private static func options(for kind: ScaffoldKind) -> [CommandOption<GenerateOptions>] {
        var options: [CommandOption<GenerateOptions>] = [output(kind)]
        options += .fileHeader(
            author: \.flags.author, organization: \.flags.organization, date: \.flags.date)
        options.append(template(kind))
        if kind == .project { options.append(style) }
        options += [
            set(kind),
            .flag(
                "interactive", short: "i",
                help: "At a terminal, also ask for each popup template option left at its "
                    + "default (a missing name is asked for anyway).", \.interactive),
            .dryRun(\.flags.dryRun), .force(\.flags.force),
            .flag(
                "skip-existing", help: "Write only the files that do not exist yet.",
                \.flags.skipExisting),
        ]
        if kind != .project {
            options += [
                .flag(
                    "no-register",
                    help: "Do not register the module or service in the project's app files.",
                    \.flags.noRegister),
                .target(\.flags.target),
                .testTarget(\.flags.testTarget),
            ]
        }
        if let noTestsHelp = noTestsHelp(kind) {
            options.append(.flag("no-tests", help: noTestsHelp, \.flags.noTests))
        }
        return options + [.json(\.flags.json)]
            + .quietAndVerbose(quiet: \.flags.quiet, verbose: \.flags.verbose) + .versionAndHelp()
    }

    /// `-o, --output`; a project always creates a new folder.
    private static func output(_ kind: ScaffoldKind) -> CommandOption<GenerateOptions> {
        .value(
            "output", short: "o", valueName: "dir",
            help: kind == .project
                ? "The folder to create the app package's folder in (default: the current "
                    + "folder)."
                : "The folder to create it in (default: the project's folder for it, else the "
                    + "current folder).", \.flags.output)
    }

    /// `--template`, which must not be empty; `module` and `project` also take an architecture
    /// style's name for its built-in template.
    private static func template(_ kind: ScaffoldKind) -> CommandOption<GenerateOptions> {
        .value("template", valueName: "name|path", help: templateHelp(kind)) { options, value in
            guard !value.unicodeScalars.allSatisfy(Whitespace.isSpace) else {
                throw UsageError(
                    "--template needs a template name or folder, e.g. --template "
                        + "team-\(kind.rawValue) (viper-gen templates lists them).",
                    command: kind)
            }
            guard options.style == nil else { throw styleAndTemplate(kind) }
            options.template = value
        }
    }

    /// `--style`, `project`'s word for the style `--template` also names, as `init` takes it.
    private static var style: CommandOption<GenerateOptions> {
        .value(
            "style", valueName: "name",
            help: "The app's architecture style: " + ArchitectureStyle.names.joined(separator: ", ")
                + " (default: swiftui); the same as --template with a style's name."
        ) { options, value in
            guard ArchitectureStyle(rawValue: value) != nil else {
                throw UsageError(
                    "Unknown style \(EchoedValue(value)) for --style; the styles are "
                        + ArchitectureStyle.names.joined(separator: ", ") + ".",
                    command: ScaffoldKind.project)
            }
            guard options.template == nil || options.style != nil else {
                throw styleAndTemplate(.project)
            }
            options.style = value
            options.template = value
        }
    }

    /// The usage error of `--style` given with `--template`: both choose the template.
    private static func styleAndTemplate(_ kind: ScaffoldKind) -> UsageError {
        UsageError(
            "--style and --template both choose the template; give one of them (--style "
                + "uikit is --template uikit).", command: kind)
    }

    /// The help of `--template` for `kind`.
    private static func templateHelp(_ kind: ScaffoldKind) -> String {
        guard kind != .service else {
            return "The template to use: a name, searched in the project's .viper-gen/templates, "
                + "your ~/.config/viper-gen/templates, Xcode's templates, then the built-in ones, "
                + "or a template folder (default: the project config's, else the command's own)."
        }
        return "The template to use: a style's built-in one ("
            + ArchitectureStyle.names.joined(separator: ", ") + "), a name searched in the "
            + "project's .viper-gen/templates, your ~/.config/viper-gen/templates, Xcode's "
            + "templates, then the built-in ones, or a template folder (default: "
            + (kind == .project
                ? "swiftui's" : "the project config's template or style, else swiftui's") + ")."
    }

    /// `--set key=value`, repeatable.
    private static func set(_ kind: ScaffoldKind) -> CommandOption<GenerateOptions> {
        .value(
            "set", valueName: "key=value",
            help: "Set a template option (___VARIABLE_key___); repeatable. Popups take one of "
                + "their choices, checkboxes true or false."
        ) { options, value in
            options.variables.append(try variable(from: value, kind: kind))
        }
    }

    /// The help of `--no-tests` for `kind`; nil for a service, which has no tests to leave out.
    private static func noTestsHelp(_ kind: ScaffoldKind) -> String? {
        switch kind {
        case .project: return "Do not write the Main module's tests and test doubles."
        case .module:
            return "Do not write the module's tests and test doubles (written inside a project "
                + "only, to its testsPath)."
        case .service: return nil
        }
    }

    /// Parses `key=value` for `--set`.
    private static func variable(from text: String, kind: ScaffoldKind) throws
        -> VariableAssignment
    {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError(
                "Invalid --set \(EchoedValue(text)): expected key=value, e.g. "
                    + "--set bundleIdentifierPrefix=com.acme.",
                command: kind)
        }
        let key = String(text[..<equals])
        guard key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw UsageError(
                "Invalid variable name \(EchoedValue(key)) in --set: use letters, digits and _ "
                    + "only.",
                command: kind)
        }
        return VariableAssignment(key: key, value: String(text[text.index(after: equals)...]))
    }

    /// Refuses a second name for a project, which takes one; the others take one or more, and
    /// a missing one is asked for at a terminal (``Generator``).
    private static func refuseSecondName(_ names: [String], kind: ScaffoldKind) throws {
        guard names.count <= 1 || kind != .project else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(names[1])): \(kind.rawValue) takes one "
                    + "name. "
                    + "Quote a name that contains spaces.", command: kind,
                reason: .unexpectedArgument)
        }
    }
}
