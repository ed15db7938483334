import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen remove`: takes modules and services out of their project: their files and
/// tests, their registrations in the app files, their Xcode references and their records, in
/// one transaction under the project's lock; `--dry-run` shows the plan and the edits.
public struct RemoveCommand {
    /// The options as parsed.
    public let options: RemoveOptions
    /// The outside world, the file system included.
    public let environment: RunEnvironment
    /// Where results and errors go.
    public let console: Console

    /// Creates the command; nothing runs until `run()`.
    public init(options: RemoveOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Removes every named module and service, or with `--dry-run` shows what would go.
    public func run() throws {
        let fileSystem = environment.fileSystem
        guard
            let project = try ProjectLocator(fileSystem: fileSystem)
                .project(enclosing: environment.currentDirectory)
        else {
            throw NotInProjectError(
                command: "remove",
                folder: environment.pathDisplay.show(
                    environment.currentDirectory.path))
        }
        let reporter = Reporter(
            console: console, flags: options.generationFlags, display: environment.pathDisplay)
        if environment.handlesSignals {
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
        let lock =
            options.dryRun
            ? nil
            : try RunLock(folder: project.root.path, environment: environment)
                .acquireRecovering(reporter: reporter)
        defer { lock?.release() }
        reporter.verbose(
            "Project: \(EchoedValue(project.config.projectName).unquoted) "
                + "(\(reporter.display(project.root)))")
        let subjects = try self.subjects(in: project)
        for subject in subjects {
            reporter.verbose(
                "\(subject.name): " + (subject.record.map { "record \($0.path)" } ?? "no record"))
            for path in subject.missing {
                reporter.verbose("\(subject.name): \(path) is gone already")
            }
        }
        let removal = try RemovalPlanner(project: project, fileSystem: fileSystem)
            .plan(removing: subjects)
        if !options.force {
            let uses = RemainingUseFinder(project: project, fileSystem: fileSystem)
                .uses(of: subjects, planned: removal.files)
            if !uses.isEmpty { throw RemoveError.stillUsed(uses: uses) }
        }
        let plan = OutputPlan(
            rootDirectory: project.root.standardizedFileURL.path, files: removal.files,
            display: environment.pathDisplay)
        let checked = try OutputPlanChecker(fileSystem: fileSystem).check(plan, policy: .refuse)
        if options.dryRun {
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
        } else {
            let writer = TransactionalWriter(
                fileSystem: fileSystem, isProcessAlive: { $0 == Processes.currentID })
            try writer.write(checked) { reporter.progress($0, root: project.root) }
            lock?.release()
        }
        for (index, subject) in subjects.enumerated() {
            reporter.manualRegistrations(
                removal.registrations.manual[index], name: subject.name, removing: true)
        }
        if options.dryRun {
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return
        }
        for (index, subject) in subjects.enumerated() {
            reporter.say(removal.summary(of: subject, at: index))
        }
    }

    /// The subjects the names stand for, each once, refused when any was edited (unless
    /// `--force`).
    private func subjects(in project: Project) throws -> [RemovalSubject] {
        let finder = RemovalSubjectFinder(
            project: project, fileSystem: environment.fileSystem, force: options.force)
        var subjects: [RemovalSubject] = []
        for typed in options.names {
            let subject = try finder.subject(named: typed)
            if !subjects.contains(where: { $0.kind == subject.kind && $0.name == subject.name }) {
                subjects.append(subject)
            }
        }
        let edited = subjects.flatMap(\.edited)
        if !edited.isEmpty, !options.force { throw RemoveError.edited(files: edited) }
        return subjects
    }
}
