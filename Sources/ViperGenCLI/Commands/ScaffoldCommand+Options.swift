import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// The option table `project`, `module` and `service` share, with what applies to one kind
/// only.
extension ScaffoldCommand {
    /// The options, in help order.
    static var optionTable: [CommandOption<GenerateOptions>] {
        var options: [CommandOption<GenerateOptions>] = [
            .value("output", short: "o", valueName: "dir", help: outputHelp, \.flags.output)
        ]
        options += .fileHeader(
            author: \.flags.author, organization: \.flags.organization, date: \.flags.date)
        options.append(template)
        if kind == .project { options += [style, layout] }
        options += [
            set,
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
        if let noTestsHelp {
            options.append(.flag("no-tests", help: noTestsHelp, \.flags.noTests))
        }
        return options + [.json(\.flags.json)]
            + .quietAndVerbose(quiet: \.flags.quiet, verbose: \.flags.verbose) + .versionAndHelp()
    }

    /// `--template`, which must not be empty; `module` and `project` also take an architecture
    /// style's name for its built-in template.
    private static var template: CommandOption<GenerateOptions> {
        .value("template", valueName: "name|path", help: templateHelp) { options, value in
            guard !value.unicodeScalars.allSatisfy(Whitespace.isSpace) else {
                throw UsageError(
                    "--template needs a template name or folder, e.g. --template "
                        + "team-\(kind.rawValue) (viper-gen templates lists them).",
                    command: kind)
            }
            guard options.style == nil else { throw styleAndTemplate }
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
                    command: kind)
            }
            guard options.template == nil || options.style != nil else {
                throw styleAndTemplate
            }
            options.style = value
            options.template = value
        }
    }

    /// `--layout`, `project`'s choice of modules as folders of the app target or as targets of
    /// their own.
    private static var layout: CommandOption<GenerateOptions> {
        .value(
            "layout", valueName: ProjectLayout.names.joined(separator: "|"),
            help: "Where the app package's modules go: folders of the app target (default), or "
                + "packages: the support code and each module a target of its own in the same "
                + "package (swiftui and uikit)."
        ) { options, value in
            guard let layout = ProjectLayout(rawValue: value) else {
                throw UsageError(
                    "Unknown layout \(EchoedValue(value)) for --layout; the layouts are "
                        + ProjectLayout.names.joined(separator: ", ") + ".",
                    command: kind)
            }
            options.flags.layout = layout
        }
    }

    /// The usage error of `--style` given with `--template`: both choose the template.
    private static var styleAndTemplate: UsageError {
        UsageError(
            "--style and --template both choose the template; give one of them (--style "
                + "uikit is --template uikit).", command: kind)
    }

    /// The help of `--template`.
    private static var templateHelp: String {
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
    private static var set: CommandOption<GenerateOptions> {
        .value(
            "set", valueName: "key=value",
            help: "Set a template option (___VARIABLE_key___); repeatable. Popups take one of "
                + "their choices, checkboxes true or false."
        ) { options, value in
            options.variables.append(try variable(from: value))
        }
    }

    /// Parses `key=value` for `--set`.
    private static func variable(from text: String) throws -> VariableAssignment {
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
}
