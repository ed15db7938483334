/// The options several commands take, declared once; each command says where their values go.
extension CommandOption {
    /// `--dry-run`, with the help `help` says.
    static func dryRun(
        _ keyPath: WritableKeyPath<Options, Bool>,
        help: String = "Print the files that would be written; write nothing."
    ) -> CommandOption {
        flag("dry-run", help: help, keyPath)
    }

    /// `--force`.
    static func force(_ keyPath: WritableKeyPath<Options, Bool>) -> CommandOption {
        flag("force", help: "Replace files that already exist.", keyPath)
    }

    /// `--target`.
    static func target(_ keyPath: WritableKeyPath<Options, String?>) -> CommandOption {
        value(
            "target", valueName: "name",
            help: "In an app with an .xcodeproj, the target that gets the new files (default: "
                + "the one building the folder, else the only app target).", keyPath)
    }

    /// `--test-target`.
    static func testTarget(_ keyPath: WritableKeyPath<Options, String?>) -> CommandOption {
        value(
            "test-target", valueName: "name",
            help: "In an app with an .xcodeproj, the unit-test target that gets the new tests "
                + "(default: the one hosted in or depending on the app target, else "
                + "<App>Tests).", keyPath)
    }

    /// `--json`, for the commands that print a run document (``GenerationDocument``).
    static func json(_ keyPath: WritableKeyPath<Options, Bool>) -> CommandOption {
        flag(
            "json",
            help: "Print one JSON object (version 1) describing the run instead of progress "
                + "lines; notes, warnings and errors go into JSON too.", keyPath)
    }

    /// `-q, --quiet`.
    static func quiet(_ keyPath: WritableKeyPath<Options, Bool>) -> CommandOption {
        flag("quiet", short: "q", help: "Print errors only.", keyPath)
    }
}

/// The groups of options several commands take, declared once; each command says where their
/// values go.
extension Array {
    /// `--author`, `--organization` and, where the command takes it, `--date`: what the file
    /// headers say.
    static func fileHeader<Options>(
        author: WritableKeyPath<Options, String?>,
        organization: WritableKeyPath<Options, String?>,
        date: WritableKeyPath<Options, String?>? = nil
    ) -> Self where Element == CommandOption<Options> {
        var options: Self = [
            .value(
                "author", valueName: "name",
                help: "The author in file headers (default: an IDETemplateMacros.plist's "
                    + "FULLUSERNAME, else the project's, else git user.name, else your account's name).",
                author),
            .value(
                "organization", valueName: "name",
                help: "The organization in the copyright line (default: an "
                    + "IDETemplateMacros.plist's ORGANIZATIONNAME, else the project's, else the "
                    + "author).", organization),
        ]
        if let date {
            options.append(
                .value(
                    "date", valueName: "yyyy-mm-dd",
                    help: "The date in file headers (default: SOURCE_DATE_EPOCH, else today).",
                    date))
        }
        return options
    }

    /// `-q, --quiet` and `-v, --verbose`.
    static func quietAndVerbose<Options>(
        quiet: WritableKeyPath<Options, Bool>, verbose: WritableKeyPath<Options, Bool>
    ) -> Self where Element == CommandOption<Options> {
        [
            .quiet(quiet),
            .flag(
                "verbose", short: "v",
                help: "Also print the project and output folder in use, the template search "
                    + "order, the template used and the IDETemplateMacros.plist macros applied.",
                verbose),
        ]
    }

    /// `--version` and `-h, --help`, which every command takes, last.
    static func versionAndHelp<Options>() -> Self where Element == CommandOption<Options> {
        [
            CommandOption(
                spelling: OptionSpelling(
                    short: nil, long: "version", valueName: nil, help: "Show the version."),
                effect: .showVersion),
            CommandOption(
                spelling: OptionSpelling(
                    short: "h", long: "help", valueName: nil, help: "Show help information."),
                effect: .showHelp),
        ]
    }
}
