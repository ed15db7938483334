import ViperGenKit
import ViperGenProject

extension ViperGenTool {
    /// `viper-gen init [<path>]`: adopts an existing app.
    ///
    /// It takes at most one folder, the
    /// settings it takes when it cannot find them, and the options of the generating commands
    /// that apply to it.
    struct Init: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "init",
            summary:
                "Adopt an existing app: find its app files and folders, write .viper-gen.json.",
            overview: """
                Adopt an existing VIPER app (an Xcode project or a Swift package): find its style
                from how its modules are laid out, its sources, modules and services folders,
                the project name and, in a SwiftUI app, RootApp.swift, enum Views,
                ApplicationViewBuilder and RootView by their declarations; show them, and write
                .viper-gen.json so that module and service work there in the app's style.
                """,
            usage: "[<path>] [<options>]",
            arguments: [("<path>", "The app's folder (default: the current folder).")],
            examples: [
                "viper-gen init",
                "viper-gen init ~/Developer/MyApp --dry-run",
                "viper-gen init --modules-path MyApp/Screens --services-path MyApp/Services",
                "viper-gen init --style uikit --modules-path MyApp/Screens",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<InitOptions>] {
            var options: [CommandOption<InitOptions>] = [
                .value(
                    "project-name", valueName: "name",
                    help: "The project name (default: the .xcodeproj's, else Package.swift's "
                        + "name).", \.projectName),
                .value(
                    "sources-path", valueName: "dir",
                    help: "The app target's source folder (default: the app target's folder in "
                        + "the .xcodeproj, else the folder of the @main file).", \.sourcesPath),
                .value(
                    "modules-path", valueName: "dir",
                    help: "The folder holding the modules (default: the one holding most "
                        + "modules).", \.modulesPath),
                .value(
                    "services-path", valueName: "dir",
                    help: "The folder holding the services (default: the one holding most, else "
                        + "Services beside the modules folder).", \.servicesPath),
                .value(
                    "tests-path", valueName: "dir",
                    help: "The test target's folder, where modules' tests go (default: the folder "
                        + "of the unit-test target, else <name>Tests or Tests/<name>Tests).",
                    \.testsPath),
                .value(
                    "xcode-project", valueName: "path",
                    help: "The .xcodeproj that builds the app (default: the only one, else the "
                        + "only one with an app target).", \.xcodeProject),
                .value(
                    "style", valueName: "name",
                    help: "The app's architecture style: "
                        + ArchitectureStyle.names.joined(separator: ", ")
                        + " (default: the one its modules are laid out in, else swiftui).",
                    \.style),
                .value(
                    "exemplar", valueName: "module",
                    help: "The app's module to derive the team template from, when its modules "
                        + "match no built-in style (default: its smallest complete module).",
                    \.exemplar),
                .flag(
                    "no-support",
                    help: "Add neither support code (base protocols, container, navigation) nor "
                        + "a derived template to an app whose modules need one.", \.noSupport),
            ]
            options += .fileHeader(author: \.author, organization: \.organization, date: \.date)
            options += [.dryRun(\.dryRun), .force(\.force), .json(\.json)]
            return options + .quietAndVerbose(quiet: \.quiet, verbose: \.verbose)
                + .versionAndHelp()
        }

        /// The app's folder, if given.
        static func start(_ positionals: [String]) throws -> InitOptions {
            var options = InitOptions()
            options.path = try singlePath(positionals, takes: "at most one folder")
            return options
        }

        /// Refuses `-q` with `-v`.
        static func check(_ options: InitOptions) throws {
            try refuse("quiet", "verbose", together: options.quiet && options.verbose)
        }

        /// The app's folder, a directory.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            line.positionals.isEmpty ? [CompletionCandidates.directory] : []
        }

        /// The options as parsed.
        let options: InitOptions

        /// `--dry-run`.
        var isDryRun: Bool { options.dryRun }

        /// Adopts the app, or with `--dry-run` shows what it found.
        func run(environment: RunEnvironment, console: Console) throws {
            try Initializer(options: options, environment: environment, console: console).run()
        }
    }
}
