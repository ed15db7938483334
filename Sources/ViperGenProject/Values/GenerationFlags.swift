/// The flags of a generating run, shared by every module, service or project it makes.
package struct GenerationFlags: Sendable, Equatable {
    /// `-o/--output`: the folder to create the module, service or project in.
    package var output: String?
    /// `--author`: the name in the file headers.
    package var author: String?
    /// `--organization`: the name in the copyright line.
    package var organization: String?
    /// `--date YYYY-MM-DD`: the date in the file headers.
    package var date: String?
    /// `--dry-run`: print what would be written and write nothing.
    package var dryRun = false
    /// `--force`: replace existing files.
    package var force = false
    /// `--skip-existing`: write only the files that do not exist yet.
    package var skipExisting = false
    /// `--target`: the Xcode target that receives the new files.
    package var target: String?
    /// `--test-target`: the Xcode unit-test target that receives the new tests.
    package var testTarget: String?
    /// `--no-register`: do not register a module or service in the project's app files.
    package var noRegister = false
    /// `--no-tests`: do not write the template's tests (its `___TESTS___` folder).
    package var noTests = false
    /// `-q/--quiet`: print errors only.
    package var quiet = false
    /// `-v/--verbose`: print every decision (paths, author source, unchanged files).
    package var verbose = false
    /// `--json`: print one JSON document describing the run instead of progress lines.
    package var json = false
    /// `--layout` (`project` only): the app package's modules as folders of the app target, or
    /// as targets of their own; nil when not given (an existing project's, else folders).
    package var layout: ProjectLayout?

    /// Every flag off.
    package init() {}
}
