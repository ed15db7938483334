/// What the user asked of `viper-gen init`, as parsed from the command line.
public struct InitOptions: Sendable, Equatable {
    /// The app's folder as typed (default: the current folder).
    public var path: String?
    /// `--project-name`: the project name, when neither an `.xcodeproj` nor Package.swift says.
    public var projectName: String?
    /// `--sources-path`: the app target's source folder, relative to the app's folder.
    public var sourcesPath: String?
    /// `--modules-path`: the folder holding the modules.
    public var modulesPath: String?
    /// `--services-path`: the folder holding the services.
    public var servicesPath: String?
    /// `--tests-path`: the test target's folder, where modules' tests go.
    public var testsPath: String?
    /// `--xcode-project`: the `.xcodeproj` that builds the app, when the folder has several.
    public var xcodeProject: String?
    /// `--style`: the app's architecture style, when init should not detect it.
    public var style: String?
    /// `--author`: the author recorded for later commands.
    public var author: String?
    /// `--organization`: the organization recorded for later commands.
    public var organization: String?
    /// `--date`: the date in the headers of the support files init adds.
    public var date: String?
    /// `--no-support`: add no support code, and derive no template, to an app whose modules
    /// would not compile without one.
    public var noSupport = false
    /// `--exemplar`: the module of the app a team template is derived from, when its modules
    /// match no built-in style.
    public var exemplar: String?
    /// `--dry-run`: show what was found and the config; write nothing.
    public var dryRun = false
    /// `--force`: replace an existing `.viper-gen.json`.
    public var force = false
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `-v/--verbose`: also print how each finding was made.
    public var verbose = false
    /// `--json`: print one JSON document (``InitDocument``) instead of the findings.
    public var json = false

    /// Creates options with every flag off.
    public init() {}
}
