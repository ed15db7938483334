import ViperGenKit
import ViperGenProject

/// Reads the arguments of `viper-gen init`: at most one folder, the settings it takes when it
/// cannot find them, and the options of the generating commands that apply to it.
enum InitArguments {
    /// The syntax of `init`.
    static var syntax: CommandSyntax<InitOptions> {
        CommandSyntax(
            command: .`init`, options: options,
            start: { positionals in
                var options = InitOptions()
                options.path = try CommandSyntax<InitOptions>.singlePath(
                    positionals, takes: "at most one folder", command: "init")
                return options
            },
            check: { options in
                try CommandSyntax<InitOptions>.refuse(
                    "quiet", "verbose", together: options.quiet && options.verbose,
                    command: "init")
            },
            invocation: Invocation.`init`)
    }

    /// The options of `init`, in help order.
    private static var options: [CommandOption<InitOptions>] {
        var options: [CommandOption<InitOptions>] = [
            .value(
                "project-name", valueName: "name",
                help: "The project name (default: the .xcodeproj's, else Package.swift's name).",
                \.projectName),
            .value(
                "sources-path", valueName: "dir",
                help: "The app target's source folder (default: the app target's folder in the "
                    + ".xcodeproj, else the folder of the @main file).",
                \.sourcesPath),
            .value(
                "modules-path", valueName: "dir",
                help: "The folder holding the modules (default: the one holding most modules).",
                \.modulesPath),
            .value(
                "services-path", valueName: "dir",
                help: "The folder holding the services (default: the one holding most, else "
                    + "Services beside the modules folder).", \.servicesPath),
            .value(
                "tests-path", valueName: "dir",
                help: "The test target's folder, where modules' tests go (default: the folder of "
                    + "the unit-test target, else <name>Tests or Tests/<name>Tests).", \.testsPath),
        ]
        options.append(
            .value(
                "xcode-project", valueName: "path",
                help: "The .xcodeproj that builds the app (default: the only one, else the only "
                    + "one with an app target).", \.xcodeProject))
        options.append(
            .value(
                "style", valueName: "name",
                help: "The app's architecture style: "
                    + ArchitectureStyle.names.joined(separator: ", ")
                    + " (default: the one its modules are laid out in, else swiftui).", \.style))
        options.append(
            .value(
                "exemplar", valueName: "module",
                help: "The app's module to derive the team template from, when its modules "
                    + "match no built-in style (default: its smallest complete module).",
                \.exemplar))
        options.append(
            .flag(
                "no-support",
                help: "Add neither support code (base protocols, container, navigation) nor a "
                    + "derived template to an app whose modules need one.", \.noSupport))
        options += .fileHeader(author: \.author, organization: \.organization, date: \.date)
        options += [.dryRun(\.dryRun), .force(\.force), .json(\.json)]
        return options + .quietAndVerbose(quiet: \.quiet, verbose: \.verbose) + .versionAndHelp()
    }
}
