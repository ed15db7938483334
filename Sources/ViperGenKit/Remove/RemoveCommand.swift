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
        let run = try ProjectEditRun(
            environment: environment, console: console, flags: options.generationFlags,
            command: "remove")
        defer { run.lock?.release() }
        let (project, reporter) = (run.project, run.reporter)
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
            let uses = RemainingUseFinder(project: project)
                .uses(
                    of: subjects, planned: removal.files,
                    in: SourceFolderFiles(of: project, fileSystem: fileSystem))
            if !uses.isEmpty { throw RemoveError.stillUsed(uses: uses) }
        }
        let checked = try run.write(removal.files)
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
            project: project, fileSystem: environment.fileSystem, force: options.force,
            kind: options.kind)
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
