import ViperGenOutput
import ViperGenProject
import ViperGenSystem

/// The frame of a command that edits a project in one transaction (`remove`, `rename`): the
/// project found from the current folder, the reporter, the signal trap, and the project's lock
/// (none for a dry run), held until the transaction is written.
struct ProjectEditRun {
    /// The project the current folder is in.
    let project: Project
    /// Where the run reports.
    let reporter: Reporter
    /// The project's lock; nil for a dry run.
    let lock: FolderLock?
    /// The outside world, the file system included.
    let environment: RunEnvironment

    /// Finds the project (else refuses `command` with ``NotInProjectError``), arms the signal
    /// trap and, unless `style.dryRun`, takes the project's lock.
    init(
        environment: RunEnvironment, console: Console, style: ReportStyle, command: String
    ) throws {
        let project = try ProjectLocator.required(for: command, in: environment)
        let reporter = Reporter(console: console, style: style, display: environment.pathDisplay)
        if environment.handlesSignals {
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
        lock =
            style.dryRun
            ? nil
            : try RunLock(folder: project.root, environment: environment)
                .acquireRecovering(reporter: reporter)
        self.project = project
        self.reporter = reporter
        self.environment = environment
        reporter.verbose(
            "Project: \(EchoedValue(project.config.projectName).unquoted) "
                + "(\(reporter.display(project.root)))")
    }

    /// Checks `files` (relative to the project root) as one plan that replaces nothing, then
    /// shows it with its diffs for a dry run, or writes it and releases the lock.
    func write(_ files: [PlannedFile]) throws -> CheckedOutputPlan {
        let plan = OutputPlan(
            rootDirectory: project.root, files: files,
            display: environment.pathDisplay)
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: .refuse)
        if lock == nil {
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
        } else {
            let writer = TransactionalWriter(
                fileSystem: environment.fileSystem, isProcessAlive: { $0 == Processes.currentID })
            try writer.write(checked) { reporter.progress($0, root: project.root) }
            lock?.release()
        }
        return checked
    }
}
