/// Everything the user asked of `viper-gen apply`, as parsed from the command line.
public struct ApplyOptions: Sendable, Equatable {
    /// The spec file as typed; nil for `viper-gen.spec.json` at the project root.
    public var spec: String?
    /// `--author`: the name in the file headers.
    public var author: String?
    /// `--organization`: the name in the copyright line.
    public var organization: String?
    /// `--date YYYY-MM-DD`: the date in the file headers.
    public var date: String?
    /// `--target`: the Xcode target that receives the new files.
    public var target: String?
    /// `--dry-run`: print the plan and write nothing.
    public var dryRun = false
    /// `--no-tests`: do not write the modules' tests.
    public var noTests = false
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `-v/--verbose`: print every decision.
    public var verbose = false

    /// Options with every flag off and the default spec.
    public init() {}

    /// The run's own flags, as a generating command takes them.
    var runOptions: GenerateOptions {
        var options = GenerateOptions(name: "")
        options.author = author
        options.organization = organization
        options.date = date
        options.target = target
        options.dryRun = dryRun
        options.noTests = noTests
        options.quiet = quiet
        options.verbose = verbose
        return options
    }

    /// The options `entry` is generated with: the run's flags, its name, its template (a path
    /// already made absolute) and its `set` values.
    func options(for entry: ApplySpecEntry, template: String?) -> GenerateOptions {
        var options = runOptions
        options.name = entry.name
        options.names = [entry.name]
        options.template = template
        options.variables = entry.variables
        return options
    }
}
