import ViperGenSystem

/// `viper-gen check`: compares the app with the project's records and lists what disagrees.
///
/// Modules and services on disk without their registrations, recorded files gone, edited
/// (informational) or not built by the app's Xcode targets. Reads only; takes no lock.
public struct CheckCommand {
    /// The options as parsed.
    public let options: CheckOptions
    /// The outside world, the file system included.
    public let environment: RunEnvironment
    /// Where results and errors go.
    public let console: Console

    /// Creates the command; nothing runs until `run()`.
    public init(options: CheckOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Prints the findings; throws ``CheckError/inconsistent(count:)`` (exit 1) when any is
    /// more than informational.
    public func run() throws {
        let fileSystem = environment.fileSystem
        guard
            let project = try ProjectLocator(fileSystem: fileSystem)
                .project(enclosing: environment.currentDirectory)
        else {
            throw CheckError.notInProject(
                folder: environment.pathDisplay.show(environment.currentDirectory.path))
        }
        var flags = GenerationFlags()
        flags.quiet = options.quiet || options.json
        flags.verbose = options.verbose && !options.json
        let reporter = Reporter(console: console, flags: flags, display: environment.pathDisplay)
        reporter.verbose(
            "Project: \(EchoedValue(project.config.projectName).unquoted) "
                + "(\(reporter.display(project.root)))")
        let checker = ConsistencyChecker(project: project, fileSystem: fileSystem)
        let recorded = try checker.recordedSubjects()
        for subject in recorded {
            reporter.verbose("\(subject.name): record \(subject.record?.path ?? "")")
        }
        let report = CheckReport(findings: try checker.findings(recorded: recorded))
        if options.json {
            console.out(try report.json())
        } else {
            for finding in report.findings where !options.quiet || !finding.kind.isInformational {
                console.out(finding.line + "\n")
            }
            if report.isConsistent {
                reporter.say(report.consistentSummary(recorded: recorded.count))
            }
        }
        if !report.isConsistent { throw CheckError.inconsistent(count: report.problemCount) }
    }
}
