import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// `viper-gen update [NAME...]`: brings recorded modules and services (every outdated one
/// when none is named) up to their template as it is now, merging the template's change into
/// each file as the user left it (``UpdatePlanner``), in one transaction under the project's
/// lock; conflicts are written with git's markers and fail the run (exit 1) with their list.
package struct Updater {
    /// The options as parsed.
    package let options: UpdateOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: UpdateOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Updates the modules and services, or with `--dry-run` shows the merges.
    package func run() throws {
        let fileSystem = environment.fileSystem
        let run = try ProjectEditRun(
            environment: environment, console: console, style: options.reportStyle,
            command: "update")
        defer { run.lock?.release() }
        let (project, reporter) = (run.project, run.reporter)
        let subjects = try self.subjects(in: project)
        let resolver = TemplateResolver(environment: environment, project: project)
        let planner = UpdatePlanner(
            project: project, fileSystem: fileSystem, userName: environment.loginName() ?? "")
        var updates: [SubjectUpdate] = []
        // The records this run rewrites; the others keep naming the version that made them.
        var updated: Set<String> = []
        var templates: [String: Template] = [:]
        var claims: [String: [String]]?
        for subject in subjects {
            guard let recorded = subject.record else {
                throw UpdateError.unrecorded(name: subject.name)
            }
            let record = recorded.decoded
            guard !record.isFound else { throw UpdateError.found(name: record.name) }
            let template: Template
            do {
                template = try resolver.find(
                    record.template, request: .commandDefault, base: project.root
                ).template
            } catch {
                throw UpdateError.templateGone(
                    name: record.name, template: record.template, reason: "\(error)")
            }
            let digest = GenerationRecord.templateDigest(of: template)
            guard
                !RecordedVariant.isCurrent(
                    record, template: template, root: project.root, fileSystem: fileSystem)
            else {
                reporter.verbose("\(record.name): made with its template as it is now")
                continue
            }
            updated.insert(recorded.path)
            reporter.verbose("\(record.name): template \(record.template) changed since")
            // What the update deletes and rewrites must be the module's own (records are input).
            claims = claims ?? RecordedPaths.claims(in: project, fileSystem: fileSystem)
            try RecordedPaths.checkOwnership(
                of: record, file: subject.record?.path ?? "", in: project,
                fileSystem: fileSystem, claims: claims)
            updates.append(try planner.plan(updating: subject, to: template))
            templates[digest] = template
        }
        guard !updates.isEmpty else {
            if options.json { try printDocument(updates, checked: nil, project: project) }
            reporter.say(
                "Every \(options.names.isEmpty ? "recorded" : "named") module and service "
                    + "(\(subjects.count)) was made with its template as it is now; nothing to "
                    + "update.")
            return
        }
        var files = updates.flatMap(\.files)
        for (digest, template) in templates.sorted(by: { $0.key < $1.key }) {
            files += try TemplateCopy.planned(
                of: template, digest: digest, root: project.root, fileSystem: fileSystem)
        }
        files += TemplateCopy.unusedCopies(
            of: Set(updates.map(\.digests.old)), written: Set(templates.keys),
            replaced: updated, project: project,
            fileSystem: fileSystem)
        files += try projectFileEdit(for: updates, in: project).map { [$0] } ?? []
        let checked = try run.write(files)
        report(updates, reporter: reporter)
        let added = updates.flatMap(\.added.files)
        if !options.dryRun, !(added.isEmpty && updates.allSatisfy(\.removed.isEmpty)),
            let generated = try XcodeProjectMembership.generatedProject(
                of: project, adding: added, fileSystem: fileSystem)
        {
            reporter.generated(generated, adding: true, asNote: true)
        }
        if options.json { try printDocument(updates, checked: checked, project: project) }
        let conflicts = updates.flatMap(\.conflicts)
        guard !conflicts.isEmpty else { return }
        if options.dryRun {
            reporter.warning(
                "These files would conflict:\n"
                    + conflicts.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n"))
            return
        }
        throw UpdateError.conflicts(files: conflicts)
    }

    /// The named subjects (each once), or every recorded one when none is named.
    private func subjects(in project: Project) throws -> [RemovalSubject] {
        guard !options.names.isEmpty else {
            // Modules init found were made without a template: nothing to update them to;
            // `--module` or `--service` alone updates that kind only.
            return try RemovalSubject.everyRecorded(
                in: project, fileSystem: environment.fileSystem
            ).filter {
                !($0.record?.decoded.isFound ?? false) && (options.kind ?? $0.kind) == $0.kind
            }
        }
        let finder = RemovalSubjectFinder(
            project: project, fileSystem: environment.fileSystem, force: false,
            kind: options.kind)
        var subjects: [RemovalSubject] = []
        for typed in options.names {
            let subject: RemovalSubject
            do {
                subject = try finder.subject(named: typed)
            } catch RemoveError.unrecorded(_, let name, _) {
                throw UpdateError.unrecorded(name: name)
            } catch RemoveError.ambiguous(let name) {
                throw UpdateError.ambiguous(name: name)
            }
            if !subjects.contains(where: { $0.kind == subject.kind && $0.name == subject.name }) {
                subjects.append(subject)
            }
        }
        return subjects
    }

    /// The one edit of the app's Xcode project (if it has one) that takes out the files the
    /// updates delete and adds those they create.
    private func projectFileEdit(for updates: [SubjectUpdate], in project: Project) throws
        -> PlannedFile?
    {
        let removed = updates.flatMap(\.removed)
        let added = updates.flatMap(\.added.files)
        let tests = updates.flatMap(\.added.tests)
        guard !(removed.isEmpty && added.isEmpty && tests.isEmpty),
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: environment.fileSystem)
        else { return nil }
        return try membership.replace(removed, with: added, tests: tests)
    }

    /// One line per update and one per file it changes.
    ///
    /// `Updated Payments to its template as it is now: 3 files updated, 1 merged, 1 conflict.`
    private func report(_ updates: [SubjectUpdate], reporter: Reporter) {
        for update in updates {
            var counts: [String: Int] = [:]
            for change in update.changes { counts[change.update.summaryWord, default: 0] += 1 }
            let parts = ["updated", "merged", "conflict", "added", "removed", "kept", "deleted"]
                .compactMap { word in counts[word].map { "\($0) \(word)" } }
            reporter.say(
                (options.dryRun ? "Would update " : "Updated ") + update.name
                    + " to its template as it is now: "
                    + (parts.isEmpty
                        ? "no file changes, only its record" : parts.joined(separator: ", "))
                    + ".")
            for change in update.changes {
                reporter.say("  \(EchoedValue.escaped(change.path)): \(change.update.label)")
            }
        }
    }
}
