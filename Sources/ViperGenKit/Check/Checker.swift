import ViperGenOutput
import ViperGenProject
import ViperGenSystem

/// `viper-gen check`: compares the app with the project's records and lists what disagrees.
///
/// Modules and services on disk without their registrations, registrations without a module,
/// recorded files gone, edited (informational) or not built by the app's Xcode targets. Reads
/// only, without a lock; `--fix` is one ``ProjectEditRun`` transaction, as `remove` is.
package struct Checker {
    /// The options as parsed.
    package let options: CheckOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: CheckOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Prints the findings, and with `--fix` mends the registrations and memberships; throws
    /// ``CheckError`` (exit 1) when any finding left is more than
    /// informational.
    package func run() throws {
        let style = ReportStyle(
            quiet: options.quiet || options.json, verbose: options.verbose && !options.json,
            dryRun: options.dryRun)
        guard options.fix else {
            let project = try ProjectLocator.required(for: "check", in: environment)
            let reporter = Reporter(
                console: console, style: style, display: environment.pathDisplay)
            reporter.verbose(
                "Project: \(EchoedValue(project.config.projectName).unquoted) "
                    + "(\(reporter.display(project.root)))")
            return try check(project, reporter: reporter, fixingWith: nil)
        }
        let run = try ProjectEditRun(
            environment: environment, console: console, style: style, command: "check")
        defer { run.lock?.release() }
        try check(run.project, reporter: run.reporter, fixingWith: run)
    }

    /// Prints the findings about `project`, and with `edit` (`--fix`, the project locked
    /// unless a dry run) mends what can be mended in its one transaction.
    private func check(_ project: Project, reporter: Reporter, fixingWith edit: ProjectEditRun?)
        throws
    {
        let recorded = try RemovalSubject.everyRecorded(
            in: project, fileSystem: environment.fileSystem)
        for subject in recorded {
            reporter.verbose("\(subject.name): record \(subject.record?.path ?? "")")
        }
        let report = try ConsistencyChecker(project: project, fileSystem: environment.fileSystem)
            .report(recorded: recorded)
        if !options.json {
            for finding in report.findings where !options.quiet || !finding.kind.isInformational {
                console.out(finding.line + "\n")
            }
            if report.isConsistent {
                reporter.say(report.consistentSummary(recorded: recorded.map(\.kind)))
            }
        }
        var left = report.problemCount
        // With --fix, the document lists the files it writes (none when nothing is to mend).
        var files: [RunDocumentFile]? = edit == nil ? nil : []
        if let edit, !report.repairs.isEmpty {
            let checked = try edit.write(report.repairs)
            files = RunDocument.files(
                of: checked, display: environment.pathDisplay, dryRun: options.dryRun)
            if options.dryRun {
                if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            } else {
                let fixed = report.findings.filter(\.kind.isFixable).count
                left -= fixed
                reporter.say(
                    "Fixed \(fixed) finding" + (fixed == 1 ? "" : "s") + "; nothing was deleted.")
            }
        }
        if edit != nil { reporter.leftForUser(report.findings) }
        // After the fix, so that an error writing it is the run's one document.
        if options.json { console.document(try report.json(files: files)) }
        if left > 0 { throw CheckError(count: left) }
    }
}
