/// The flags of a generating run, shared by every module, service or project it makes.
public struct GenerationFlags: Sendable, Equatable {
    /// `-o/--output`: the folder to create the module, service or project in.
    public var output: String?
    /// `--author`: the name in the file headers.
    public var author: String?
    /// `--organization`: the name in the copyright line.
    public var organization: String?
    /// `--date YYYY-MM-DD`: the date in the file headers.
    public var date: String?
    /// `--dry-run`: print what would be written and write nothing.
    public var dryRun = false
    /// `--force`: replace existing files.
    public var force = false
    /// `--skip-existing`: write only the files that do not exist yet.
    public var skipExisting = false
    /// `--target`: the Xcode target that receives the new files.
    public var target: String?
    /// `--test-target`: the Xcode unit-test target that receives the new tests.
    public var testTarget: String?
    /// `--no-register`: do not register a module or service in the project's app files.
    public var noRegister = false
    /// `--no-tests`: do not write the template's tests (its `___TESTS___` folder).
    public var noTests = false
    /// `-q/--quiet`: print errors only.
    public var quiet = false
    /// `-v/--verbose`: print every decision (paths, author source, unchanged files).
    public var verbose = false
    /// `--json`: print one JSON document describing the run instead of progress lines.
    public var json = false

    /// Every flag off.
    public init() {}
}
