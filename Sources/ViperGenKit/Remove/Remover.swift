import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen remove`: takes modules and services out of their project: their files and
/// tests, their registrations in the app files, their Xcode references and their records, in
/// one transaction under the project's lock; `--dry-run` shows the plan and the edits.
package struct Remover {
    /// The options as parsed.
    package let options: RemoveOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: RemoveOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Removes every named module and service, or with `--dry-run` shows what would go.
    package func run() throws {
        let fileSystem = environment.fileSystem
        let run = try ProjectEditRun(
            environment: environment, console: console, style: options.reportStyle,
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
        var removal = try RemovalPlanner(project: project, fileSystem: fileSystem)
            .plan(removing: subjects)
        let sources = SourceFolderFiles(of: project, fileSystem: fileSystem)
        let registrationUses = self.registrationUses(
            of: subjects, planned: removal.files, in: sources, project: project)
        if !options.force {
            let uses = RemainingUseFinder(project: project)
                .uses(of: subjects, planned: removal.files, in: sources)
            let listed =
                uses + RegistrationUseFinder.listing(registrationUses)
                + RegistrationUseFinder.listing(registrationUses, ambiguous: true)
            if !listed.isEmpty {
                throw RemoveError.stillUsed(uses: listed.sorted(by: Self.pathAndLineOrder))
            }
        } else {
            try removeLines(of: registrationUses, into: &removal.files, root: project.root)
        }
        let checked = try run.write(removal.files)
        let ambiguous = RegistrationUseFinder.listing(registrationUses, ambiguous: true)
        if !ambiguous.isEmpty {
            reporter.warning(
                "These implicit members may name a removed Views case or another member of "
                    + "that name, so they were left:\n"
                    + ambiguous.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n"))
        }
        for (index, subject) in subjects.enumerated() {
            reporter.manualRegistrations(
                removal.registrations.manual[index], name: subject.name, removing: true)
        }
        if options.dryRun, !checked.conflicts.isEmpty {
            throw OutputError.conflicts(checked.conflicts)
        }
        for (index, subject) in subjects.enumerated() where !options.dryRun {
            reporter.say(removal.summary(of: subject, at: index))
        }
        if !options.dryRun,
            let generated = try XcodeProjectMembership.generatedProject(
                of: project, fileSystem: environment.fileSystem)
        {
            let names = subjects.map(\.name)
            reporter.generated(
                generated, adding: false, name: names.count == 1 ? names[0] : nil, asNote: true)
        }
        if options.json {
            console.document(
                try JSONText.encode(
                    RemovalDocument(
                        subjects: subjects, plan: removal, checked: checked,
                        dryRun: options.dryRun, messages: console.messages?.value ?? RunMessages(),
                        display: environment.pathDisplay)))
        }
    }

    /// The uses of the registration names the removal of `subjects` takes away, in the
    /// sources as `planned` leaves them, one entry per file.
    private func registrationUses(
        of subjects: [RemovalSubject], planned: [PlannedFile], in sources: SourceFolderFiles,
        project: Project
    ) -> [RegistrationUseFinder.FileUses] {
        let texts = RegistrationUseFinder(project: project).texts(planned: planned, in: sources)
        var byPath: [String: RegistrationUseFinder.FileUses] = [:]
        for subject in subjects {
            let names = RegistrationUseFinder.names(
                kind: subject.kind, name: subject.name, style: project.config.architectureStyle)
            let taken = RegistrationUseFinder.taken(names, from: texts)
            for file in RegistrationUseFinder.uses(of: taken, in: texts) {
                if var known = byPath[file.path] {
                    known.uses += file.uses
                    known.ambiguous += file.ambiguous
                    byPath[file.path] = known
                } else {
                    byPath[file.path] = file
                }
            }
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// Adds to `planned` the edit of each file of `files` without the lines of its certain
    /// uses; throws ``RemoveError/usesNotRemovable(uses:)`` when a line holds more than a use.
    private func removeLines(
        of files: [RegistrationUseFinder.FileUses], into planned: inout [PlannedFile],
        root: AbsolutePath
    ) throws {
        var refused: [String] = []
        for file in files where !file.uses.isEmpty {
            switch RegistrationUseEdit.removingLines(of: file.uses, in: file.text) {
            case .failure(let refusal):
                refused += file.uses.filter { refusal.lines.contains($0.line) }.map {
                    "\(file.path):\($0.line + 1): \($0.spelling)"
                }
            case .success(let text):
                let contents = Array(text.utf8)
                if let index = planned.firstIndex(where: { $0.path == file.path }) {
                    planned[index].contents = contents
                } else {
                    let original = try environment.fileSystem.readFile(
                        at: root.appending(component: file.path))
                    planned.append(
                        PlannedFile(
                            path: file.path, contents: contents, intent: .edit(original: original)))
                }
            }
        }
        if !refused.isEmpty { throw RemoveError.usesNotRemovable(uses: refused) }
    }

    /// Whether the listing line `a` (`path:line: Name`) goes before `b`: by path, then line.
    static func pathAndLineOrder(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> (String, Int) {
            let parts = text.split(separator: ":", maxSplits: 2)
            return (String(parts.first ?? ""), parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        let (left, right) = (key(a), key(b))
        return left.0 != right.0 ? left.0 < right.0 : left.1 < right.1
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
