import ViperGenKit

/// One command-line option: its spellings and help line.
struct OptionSpec: Sendable {
    /// The option's identity, used by the parser.
    enum Key: Sendable {
        case output, author, organization, date, set, dryRun, force, skipExisting, noRegister
        case noTests
        case quiet, verbose
        case help, version
        case projectName, sourcesPath, modulesPath, servicesPath, testsPath, target
        case template, json, dest
    }

    /// The option's identity.
    let key: Key
    /// The one-letter spelling without the dash, if any.
    let short: Character?
    /// The long spelling without the dashes.
    let long: String
    /// The name of the value in help (`<dir>`), or nil for a flag.
    let valueName: String?
    /// The help text.
    let help: String

    /// The options `command` accepts, in help order.
    static func options(for command: ToolCommand) -> [OptionSpec] {
        switch command {
        case .generate(.project):
            return all.filter { $0.key != .noRegister && $0.key != .target }.map {
                switch $0.key {
                case .output: return projectOutput
                case .noTests: return projectNoTests
                case .template: return styledTemplate(default: "swiftui's")
                default: return $0
                }
            }
        case .generate(.service): return all.filter { $0.key != .noTests }
        case .generate:
            return all.map {
                $0.key == .template
                    ? styledTemplate(
                        default: "the project config's template or style, else swiftui's")
                    : $0
            }
        case .apply:
            return all.filter { applyKeys.contains($0.key) }.map {
                $0.key == .noTests ? applyNoTests : $0.key == .dryRun ? applyDryRun : $0
            }
        case .adopt: return adoption + all.filter { adoptionKeys.contains($0.key) }
        case .templates: return templatesOptions
        case .xcode: return xcodeOptions
        }
    }

    /// `-o` for `project`, which always creates a new folder.
    private static let projectOutput = OptionSpec(
        key: .output, short: "o", long: "output", valueName: "dir",
        help: "The folder to create the app package's folder in (default: the current folder).")

    /// `--template` for `module` and `project`, which also take an architecture style's name
    /// for its built-in template; `defaultText` says which is used without the option.
    private static func styledTemplate(default defaultText: String) -> OptionSpec {
        OptionSpec(
            key: .template, short: nil, long: "template", valueName: "name|path",
            help: "The template to use: a style's built-in one ("
                + ArchitectureStyle.names.joined(separator: ", ") + "), a name searched in the "
                + "project's .viper-gen/templates, your ~/.config/viper-gen/templates, Xcode's "
                + "templates, then the built-in ones, or a template folder (default: "
                + defaultText + ").")
    }

    /// `--no-tests` for `project`, whose own test file stays: the test target needs a source.
    private static let projectNoTests = OptionSpec(
        key: .noTests, short: nil, long: "no-tests", valueName: nil,
        help: "Do not write the Main module's tests and test doubles.")

    /// The options of the generating commands that `apply` accepts too: the spec gives names,
    /// templates and template options, and existing modules are always left as they are.
    private static let applyKeys: Set<Key> = [
        .author, .organization, .date, .dryRun, .target, .noTests, .quiet, .verbose, .version,
        .help,
    ]

    /// `--dry-run` for `apply`.
    private static let applyDryRun = OptionSpec(
        key: .dryRun, short: nil, long: "dry-run", valueName: nil,
        help: "Print what would become of each module and service, the files that would be "
            + "written and the app-file edits as diffs; write nothing.")

    /// `--no-tests` for `apply`.
    private static let applyNoTests = OptionSpec(
        key: .noTests, short: nil, long: "no-tests", valueName: nil,
        help: "Do not write the new modules' tests and test doubles.")

    /// The options of the generating commands that `init` accepts too.
    private static let adoptionKeys: Set<Key> = [
        .author, .organization, .dryRun, .force, .quiet, .verbose, .version, .help,
    ]

    /// The settings `init` takes when it cannot find them.
    private static let adoption: [OptionSpec] = [
        OptionSpec(
            key: .projectName, short: nil, long: "project-name", valueName: "name",
            help: "The project name (default: the .xcodeproj's, else Package.swift's name)."),
        OptionSpec(
            key: .sourcesPath, short: nil, long: "sources-path", valueName: "dir",
            help: "The app target's source folder (default: the folder of RootApp.swift)."),
        OptionSpec(
            key: .modulesPath, short: nil, long: "modules-path", valueName: "dir",
            help: "The folder holding the modules (default: the one holding most modules)."),
        OptionSpec(
            key: .servicesPath, short: nil, long: "services-path", valueName: "dir",
            help: "The folder holding the services (default: the one holding NavigationService)."),
        OptionSpec(
            key: .testsPath, short: nil, long: "tests-path", valueName: "dir",
            help: "The test target's folder, where modules' tests go (default: <name>Tests or "
                + "Tests/<name>Tests if it exists, else Tests/<name>Tests)."),
    ]

    /// The options of `xcode`.
    private static let xcodeOptions: [OptionSpec] = [
        OptionSpec(
            key: .dest, short: nil, long: "dest", valueName: "dir",
            help: "The folder to install into (default: ~/Library/Developer/Xcode/Templates/"
                + "File Templates/viper-gen)."),
        OptionSpec(
            key: .quiet, short: "q", long: "quiet", valueName: nil, help: "Print errors only."),
        OptionSpec(
            key: .version, short: nil, long: "version", valueName: nil,
            help: "Show the version."),
        OptionSpec(
            key: .help, short: "h", long: "help", valueName: nil, help: "Show help information."),
    ]

    /// The options of `templates`.
    private static let templatesOptions: [OptionSpec] = [
        OptionSpec(
            key: .json, short: nil, long: "json", valueName: nil,
            help: "Print JSON instead of text (list and show)."),
        OptionSpec(
            key: .version, short: nil, long: "version", valueName: nil,
            help: "Show the version."),
        OptionSpec(
            key: .help, short: "h", long: "help", valueName: nil, help: "Show help information."),
    ]

    /// The options of the generating commands, in help order.
    static let all: [OptionSpec] = [
        OptionSpec(
            key: .output, short: "o", long: "output", valueName: "dir",
            help: "The folder to create it in (default: the project's folder for it, else the "
                + "current folder)."),
        OptionSpec(
            key: .author, short: nil, long: "author", valueName: "name",
            help: "The author in file headers (default: an IDETemplateMacros.plist's FULLUSERNAME, "
                + "else git user.name, else your account's name)."),
        OptionSpec(
            key: .organization, short: nil, long: "organization", valueName: "name",
            help: "The organization in the copyright line (default: an IDETemplateMacros.plist's "
                + "ORGANIZATIONNAME, else the project's, else the author)."),
        OptionSpec(
            key: .date, short: nil, long: "date", valueName: "yyyy-mm-dd",
            help: "The date in file headers (default: SOURCE_DATE_EPOCH, else today)."),
        OptionSpec(
            key: .template, short: nil, long: "template", valueName: "name|path",
            help: "The template to use: a name, searched in the project's .viper-gen/templates, "
                + "your ~/.config/viper-gen/templates, Xcode's templates, then the built-in ones, "
                + "or a template folder (default: the project config's, else the command's own)."),
        OptionSpec(
            key: .set, short: nil, long: "set", valueName: "key=value",
            help: "Set a template option (___VARIABLE_key___); repeatable. Popups take one of "
                + "their choices, checkboxes true or false."),
        OptionSpec(
            key: .dryRun, short: nil, long: "dry-run", valueName: nil,
            help: "Print the files that would be written; write nothing."),
        OptionSpec(
            key: .force, short: nil, long: "force", valueName: nil,
            help: "Replace files that already exist."),
        OptionSpec(
            key: .skipExisting, short: nil, long: "skip-existing", valueName: nil,
            help: "Write only the files that do not exist yet."),
        OptionSpec(
            key: .noRegister, short: nil, long: "no-register", valueName: nil,
            help: "Do not register the module or service in the project's app files."),
        OptionSpec(
            key: .target, short: nil, long: "target", valueName: "name",
            help: "In an app with an .xcodeproj, the target that gets the new files (default: "
                + "the one building the folder, else the only app target)."),
        OptionSpec(
            key: .noTests, short: nil, long: "no-tests", valueName: nil,
            help: "Do not write the module's tests and test doubles (written inside a project "
                + "only, to its testsPath)."),
        OptionSpec(
            key: .quiet, short: "q", long: "quiet", valueName: nil, help: "Print errors only."),
        OptionSpec(
            key: .verbose, short: "v", long: "verbose", valueName: nil,
            help: "Also print the project and output folder in use, the template search order, "
                + "the template used and the IDETemplateMacros.plist macros applied."),
        OptionSpec(
            key: .version, short: nil, long: "version", valueName: nil,
            help: "Show the version."),
        OptionSpec(
            key: .help, short: "h", long: "help", valueName: nil, help: "Show help information."),
    ]

    /// The option of `command` spelled `--long` or `-s`, if any.
    static func named(_ spelling: String, for command: ToolCommand) -> OptionSpec? {
        let options = options(for: command)
        if spelling.hasPrefix("--") {
            return options.first { "--" + $0.long == spelling }
        }
        return options.first { $0.short.map { "-" + String($0) } == spelling }
    }

    /// The spellings as shown in help: `-o, --output <dir>`.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--" + long
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
