/// What the user asked of `viper-gen init`, as parsed from the command line.
package struct InitOptions: Sendable, Equatable {
    /// The app's folder as typed (default: the current folder).
    package var path: String?
    /// `--project-name`: the project name, when neither an `.xcodeproj` nor Package.swift says.
    package var projectName: String?
    /// `--sources-path`: the app target's source folder, relative to the app's folder.
    package var sourcesPath: String?
    /// `--modules-path`: the folder holding the modules.
    package var modulesPath: String?
    /// `--services-path`: the folder holding the services.
    package var servicesPath: String?
    /// `--tests-path`: the test target's folder, where modules' tests go.
    package var testsPath: String?
    /// `--xcode-project`: the `.xcodeproj` that builds the app, when the folder has several.
    package var xcodeProject: String?
    /// `--style`: the app's architecture style, when init should not detect it.
    package var style: String?
    /// `--author`: the author recorded for later commands.
    package var author: String?
    /// `--organization`: the organization recorded for later commands.
    package var organization: String?
    /// `--date`: the date in the headers of the support files init adds.
    package var date: String?
    /// `--no-support`: add no support code, and derive no template, to an app whose modules
    /// would not compile without one.
    package var noSupport = false
    /// `--exemplar`: the module of the app a team template is derived from, when its modules
    /// match no built-in style.
    package var exemplar: String?
    /// `--dry-run`: show what was found and the config; write nothing.
    package var dryRun = false
    /// `--force`: replace an existing `.viper-gen.json`.
    package var force = false
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `-v/--verbose`: also print how each finding was made.
    package var verbose = false
    /// `--json`: print one JSON document (``InitDocument``) instead of the findings.
    package var json = false

    /// Creates options with every flag off.
    package init() {}
}
