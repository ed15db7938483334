import ViperGenOutput
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

    /// Prints the findings, and with `--fix` mends the registrations and memberships; throws
    /// ``CheckError`` (exit 1) when any finding left is more than
    /// informational.
    public func run() throws {
        let fileSystem = environment.fileSystem
        let project = try ProjectLocator.required(for: "check", in: environment)
        let flags = GenerationFlags(
            dryRun: options.dryRun, quiet: options.quiet || options.json,
            verbose: options.verbose && !options.json)
        let reporter = Reporter(console: console, flags: flags, display: environment.pathDisplay)
        reporter.verbose(
            "Project: \(EchoedValue(project.config.projectName).unquoted) "
                + "(\(reporter.display(project.root)))")
        let checker = ConsistencyChecker(project: project, fileSystem: fileSystem)
        let recorded = try RemovalSubject.everyRecorded(
            in: project, fileSystem: environment.fileSystem)
        for subject in recorded {
            reporter.verbose("\(subject.name): record \(subject.record?.path ?? "")")
        }
        let report = try checker.report(recorded: recorded)
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
        var left = report.problemCount
        if options.fix, !report.repairs.isEmpty {
            try fix(report, in: project, reporter: reporter)
            if !options.dryRun { left -= report.findings.filter(\.kind.isFixable).count }
        }
        if left > 0 { throw CheckError(count: left) }
    }

    /// Writes the repairs of `report` in one transaction under the project's lock, or with
    /// `--dry-run` shows them.
    private func fix(_ report: CheckReport, in project: Project, reporter: Reporter) throws {
        let plan = OutputPlan(
            rootDirectory: project.root.standardizedFileURL.path, files: report.repairs,
            display: environment.pathDisplay)
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: .refuse)
        if options.dryRun {
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return
        }
        if environment.handlesSignals {
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
        let lock = try RunLock(folder: project.root.path, environment: environment)
            .acquireRecovering(reporter: reporter)
        defer { lock.release() }
        let writer = TransactionalWriter(
            fileSystem: environment.fileSystem, isProcessAlive: { $0 == Processes.currentID })
        try writer.write(checked) { reporter.progress($0, root: project.root) }
        let fixed = report.findings.filter(\.kind.isFixable).count
        reporter.say("Fixed \(fixed) finding" + (fixed == 1 ? "" : "s") + "; nothing was deleted.")
    }
}
