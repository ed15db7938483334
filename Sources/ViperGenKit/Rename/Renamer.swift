import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen rename`: gives a recorded module or service a new name: its folder, files,
/// declarations and their uses in its files and tests, its registrations in the app files, its
/// Xcode references and its record, in one transaction under the project's lock; `--dry-run`
/// shows the plan and the edits.
package struct Renamer {
    /// The options as parsed.
    package let options: RenameOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: RenameOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Renames the module or service, or with `--dry-run` shows what would change.
    package func run() throws {
        let fileSystem = environment.fileSystem
        let run = try ProjectEditRun(
            environment: environment, console: console, style: options.reportStyle,
            command: "rename")
        defer { run.lock?.release() }
        let (project, reporter) = (run.project, run.reporter)
        let subject = try self.subject(in: project)
        reporter.verbose("\(subject.name): record \(subject.record?.path ?? "none")")
        let change = NameChange(
            old: subject.name, new: try newName(for: subject),
            parents: [
                project.config.modulesPath, project.config.servicesPath,
                project.config.testsPath,
            ] + (project.config.moduleLayout?.renamedFolders ?? []))
        var rename = try RenamePlanner(
            project: project, fileSystem: fileSystem,
            userName: environment.loginName() ?? ""
        ).plan(renaming: subject, as: change)
        let sources = SourceFolderFiles(of: project, includingTests: true, fileSystem: fileSystem)
        try RenameClashCheck(project: project, fileSystem: fileSystem)
            .check(change, kind: subject.kind, plan: rename, subject: subject, sources: sources)
        let registrationUses = RegistrationUseRename(
            of: subject, as: change, planned: rename.files, in: sources, project: project)
        try registrationUses.rewrite(
            into: &rename.files, root: project.root, fileSystem: fileSystem)
        let outside = OutsideUses(
            of: subject, as: change, planned: rename.files, in: sources, project: project)
        if options.everywhere {
            try outside.rewrite(
                into: &rename.files, root: project.root, fileSystem: fileSystem)
        }
        let checked = try run.write(rename.files)
        if options.dryRun, reporter.printsProgress {
            for diff in rename.moveDiffs { console.out("\n" + diff) }
        }
        reporter.manualRegistrations(
            rename.unregistration.manual[0], name: change.old, removing: true)
        reporter.manualRegistrations(rename.registration.manual, name: change.new, removing: false)
        if !options.everywhere, !outside.listing.isEmpty {
            reporter.warning(
                "Other code of the app still names the old types (--everywhere rewrites them):\n"
                    + outside.listing.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
            )
        }
        if !rename.mentions.isEmpty {
            reporter.warning(
                "Lines you wrote in edited files still mention \(change.old) in strings or "
                    + "comments (their code was renamed; these were left as you wrote them):\n"
                    + rename.mentions.map { "  " + EchoedValue.escaped($0) }
                    .joined(separator: "\n"))
        }
        if !registrationUses.ambiguous.isEmpty {
            reporter.warning(
                "These implicit members may name the old Views case or another member of that "
                    + "name, so they were left:\n"
                    + registrationUses.ambiguous.map { "  " + EchoedValue.escaped($0) }
                    .joined(separator: "\n"))
        }
        if options.dryRun, !checked.conflicts.isEmpty {
            throw OutputError.conflicts(checked.conflicts)
        }
        if !options.dryRun {
            reporter.say(rename.summary(old: change.old, new: change.new))
            let tests = project.config.testsPath + "/"
            if let generated = try XcodeProjectMembership.generatedProject(
                of: project, adding: rename.moves.map(\.new).filter { !$0.hasPrefix(tests) },
                fileSystem: environment.fileSystem)
            {
                reporter.generated(
                    generated, adding: true, name: change.new, renamed: change.old, asNote: true)
            }
            if registrationUses.count > 0 {
                let count = registrationUses.count
                reporter.say(
                    "Renamed the uses of its Views case, builder method or route in \(count) "
                        + "other file" + (count == 1 ? "" : "s") + ".")
            }
            let count = outside.files.count
            if options.everywhere, count > 0 {
                reporter.say(
                    "Rewrote the old types' uses in \(count) other file" + (count == 1 ? "" : "s")
                        + ".")
            }
        }
        if options.json {
            console.document(
                try JSONText.encode(
                    RenameDocument(
                        kind: subject.kind, change: change, plan: rename, outside: outside,
                        checked: checked, options: options,
                        messages: console.messages?.value ?? RunMessages(),
                        display: environment.pathDisplay)))
        }
    }

    /// The recorded module or service the old name stands for, edited files and all
    /// (``RenamePlanner`` renames them); refused when unknown or without a record.
    private func subject(in project: Project) throws -> RemovalSubject {
        let subject: RemovalSubject
        do {
            subject = try RemovalSubjectFinder(
                project: project, fileSystem: environment.fileSystem, force: false,
                kind: options.kind
            ).subject(named: options.oldName)
        } catch RemoveError.ambiguous(let name) {
            throw RenameError.ambiguous(name: name)
        } catch RemoveError.unknown(let name, let kind, let modules, let services) {
            throw RenameError.unknown(
                name: name, kind: kind, modules: modules, services: services)
        } catch RemoveError.unrecorded {
            throw RenameError.unknown(
                name: options.oldName, kind: options.kind,
                modules: GenerationRecord.recordedNames(
                    .module, in: project, fileSystem: environment.fileSystem),
                services: GenerationRecord.recordedNames(
                    .service, in: project, fileSystem: environment.fileSystem))
        }
        return subject
    }

    /// The new name, normalised as the subject's kind normalises names.
    private func newName(for subject: RemovalSubject) throws -> String {
        let name: String
        do {
            name = try NameNormalizer().normalize(options.newName, kind: subject.kind).name
        } catch let error as NameValidationError {
            throw RenameError.invalidName(reason: error.description)
        }
        guard name != subject.name else {
            throw RenameError.invalidName(
                reason: "The \(subject.kind.rawValue) is called \(EchoedValue(name)) already.")
        }
        guard !NameFolding.isVariant(name, of: subject.name) else {
            throw RenameError.caseOnly(old: subject.name, new: name)
        }
        return name
    }
}
