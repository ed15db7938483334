import ViperGenSystem

/// What the man page says that `--help` does not: the description, exit statuses,
/// environment variables, files and related pages (the README's words for them).
enum ManualTopics {
    /// The DESCRIPTION section; paragraphs are separated by a blank line.
    static let description = """
        viper-gen scaffolds VIPER code for iOS teams: an app package with its Main module, \
        modules and services, registered in the app's files and its Xcode project in one \
        transaction. Its templates are Xcode templates: one template folder works in Xcode's \
        New File dialog and on the command line. Output is deterministic, nothing is written \
        unless everything can be, and existing files are never replaced unless you ask.

        Options may come before or after the names, --option=value works too, and -- ends \
        the options. Errors go to stderr, results to stdout.
        """

    /// The EXIT STATUS section: each code with its meaning.
    static let exitStatuses: [(code: Int32, text: String)] = [
        (
            ExitCode.success.rawValue,
            "Success; check found the app consistent; update merged cleanly."
        ),
        (
            ExitCode.failure.rawValue,
            "check found the app inconsistent with its records; update left conflict markers; "
                + "any other failure."
        ),
        (ExitCode.usage.rawValue, "Usage error: a bad option, name or value."),
        (
            ExitCode.badTemplate.rawValue,
            "Bad input: a template, .viper-gen.json, a spec, a record or an "
                + "IDETemplateMacros.plist."
        ),
        (
            ExitCode.cannotCreate.rawValue,
            "Existing files conflict, an edited file is met, a name is taken, or a file cannot "
                + "be created."
        ),
        (ExitCode.outputFailed.rawValue, "The work was done but the report could not be printed."),
        (
            ExitCode.busy.rawValue,
            "Another run held the project's lock too long, or a --dry-run met an interrupted "
                + "run; run it again."
        ),
        (
            ExitCode.interrupted.rawValue,
            "Interrupted (also 129, 131 and 143 for SIGHUP, SIGQUIT and SIGTERM); everything "
                + "was rolled back."
        ),
    ]

    /// The ENVIRONMENT section: each variable with what it does.
    static let environment: [(name: String, text: String)] = [
        ("NO_COLOR", "When set, no colour, even on a terminal (so does TERM=dumb)."),
        (
            "VIPER_GEN_LOCK_TIMEOUT",
            "Seconds a run waits for another run in the same project (default 60)."
        ),
        (
            "VIPER_GEN_XCODE_TEMPLATES",
            "A folder searched like Xcode's templates folder (on any system)."
        ),
        (
            "VIPER_GEN_XCODE_USERDATA",
            "The folder whose IDETemplateMacros.plist is read instead of Xcode's UserData."
        ),
        (
            "XDG_CONFIG_HOME",
            "Your templates are looked for in $XDG_CONFIG_HOME/viper-gen/templates (default "
                + "~/.config/viper-gen/templates)."
        ),
        ("SOURCE_DATE_EPOCH", "The date in file headers when --date is not given."),
    ]

    /// The FILES section: each file or folder with what it holds.
    static let files: [(path: String, text: String)] = [
        (
            ".viper-gen.json",
            "The project config at the project's root, written by project and init."
        ),
        (
            ".viper-gen/",
            "The project's records: modules/ and services/ (one JSON record each), "
                + "template-versions/ (the templates they were made with) and templates/ (the "
                + "project's own templates, searched first)."
        ),
        ("viper-gen.spec.json", "The spec apply reads at the project root."),
        ("~/.config/viper-gen/templates/", "Your own templates, searched after the project's."),
    ]

    /// The SEE ALSO section.
    static let seeAlso =
        "git(1), swift(1), xcodebuild(1); README.md and docs/reference.md in viper-gen's "
        + "repository for every option, config key and exit code in full."
}
