import Foundation

/// Runs one generating command: arguments → template → variables → render → plan → check →
/// write → report.
struct GenerateCommand {
    /// The command being run.
    let command: CommandKind
    /// Its options.
    let options: GenerateOptions
    /// The outside world.
    let environment: RunEnvironment
    /// Where results and errors go.
    let console: Console
    /// The file system the plan is checked against and written to.
    var fileSystem: any FileSystem = LocalFileSystem()

    /// Generates, or with --dry-run prints what would be generated.
    func run() throws {
        let request = try GenerationRequest.resolve(
            command: command, options: options, environment: environment)
        let reporter = Reporter(
            console: console, options: options,
            currentDirectory: environment.currentDirectory)
        reporter.noteName(typed: options.name, used: request.name, kind: command)
        if let project = request.project {
            reporter.verbose(
                "Project: \(project.config.projectName) (\(reporter.display(project.root)))")
        } else if command != .project {
            reporter.verbose(
                "No viper-gen project around \(reporter.display(environment.currentDirectory))")
        }
        reporter.verbose("Output folder: \(reporter.display(request.outputRoot))")
        removeStaleStaging(for: request, reporter: reporter)
        let files = try GenerationPlanner.files(for: request)
        try refuseExisting(request, files: files, reporter: reporter)
        let registration = registrationPlan(for: request, reporter: reporter)
        let plan = try OutputPlanBuilder.plan(
            files: files, outputRoot: request.outputRoot, anchor: registration?.projectRoot,
            edits: registration?.plan.edits ?? [], fileSystem: fileSystem)
        if options.dryRun {
            let checked = try OutputPlanChecker(fileSystem: fileSystem).check(plan, policy: policy)
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
            reporter.manualRegistrations(registration?.plan.manual ?? [], name: request.name)
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return
        }
        let root = URL(fileURLWithPath: plan.rootDirectory)
        try TransactionalWriter(fileSystem: fileSystem).write(plan, policy: policy) { event in
            reporter.progress(event, root: root)
        }
        reporter.manualRegistrations(registration?.plan.manual ?? [], name: request.name)
        reporter.nextSteps(NextSteps.text(for: request, registration: registration?.plan))
    }

    /// Removes staging folders left by killed runs in the folders this run may write to, so an
    /// interrupted run never blocks the next one; reports those kept because they hold backups.
    private func removeStaleStaging(for request: GenerationRequest, reporter: Reporter) {
        let cleaner = StaleStagingCleaner(fileSystem: fileSystem)
        let folders = Set(
            [request.outputRoot.path] + (request.project.map { [$0.root.path] } ?? []))
        for folder in folders.sorted() {
            let report = cleaner.removeStaleStagingFolders(in: folder)
            for removed in report.removed {
                reporter.verbose(
                    "Removed \(reporter.display(URL(fileURLWithPath: removed))), left by an "
                        + "interrupted run")
            }
            for kept in report.kept {
                reporter.warning(
                    "\(reporter.display(URL(fileURLWithPath: kept))) was left by an interrupted run and holds backups of replaced files. "
                        + "Restore them from its backups/ folder if needed, then delete it.")
            }
        }
    }

    /// The registration edits for a module or service made inside a project, or nil when
    /// nothing is registered (a project, --no-register, no project, or output outside it).
    private func registrationPlan(for request: GenerationRequest, reporter: Reporter)
        -> (projectRoot: URL, plan: RegistrationPlan)?
    {
        guard let project = request.project, !options.noRegister else { return nil }
        let kind: RegistrationSubject.Kind
        switch command {
        case .project: return nil
        case .module: kind = .module
        case .service: kind = .service
        }
        guard RelativePaths.path(of: request.outputRoot, inside: project.root) != nil
        else {
            reporter.verbose(
                "Not registering \(request.name): the output folder is outside the project")
            return nil
        }
        let plan = Registrar(project: project, fileSystem: fileSystem)
            .plan(for: RegistrationSubject(kind: kind, name: request.name))
        for path in plan.alreadyRegistered {
            reporter.verbose("\(request.name) is already registered in \(path)")
        }
        return (project.root, plan)
    }

    /// Refuses to generate into an existing module, service or project folder unless asked to.
    ///
    /// It exists when its folder holds any of the files to write; an empty folder is filled.
    private func refuseExisting(
        _ request: GenerationRequest, files: [RenderedFile], reporter: Reporter
    ) throws {
        guard !options.force, !options.skipExisting else { return }
        let folder = request.outputRoot.appendingPathComponent(request.name)
        guard try fileSystem.entryKind(at: folder.path) != nil else { return }
        let prefix = request.name + "/"
        let existing = try files.filter { file in
            try fileSystem.entryKind(at: request.outputRoot.appendingPathComponent(file.path).path)
                != nil
        }.map { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path }
        guard !existing.isEmpty else { return }
        throw GenerationError.alreadyExists(
            kind: command, name: request.name, path: reporter.display(folder),
            existingFiles: existing)
    }

    /// The existing-file policy chosen by --force / --skip-existing.
    private var policy: ExistingFilePolicy {
        if options.force { return .overwrite }
        if options.skipExisting { return .skipExisting }
        return .refuse
    }
}
