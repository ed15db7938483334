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
            reporter.verbose("No viper-gen project around \(reporter.display(environment.currentDirectory))")
        }
        reporter.verbose("Output folder: \(reporter.display(request.outputRoot))")
        try refuseExisting(request, reporter: reporter)
        let files = try GenerationPlanner.files(for: request)
        let plan = try OutputPlanBuilder.plan(
            files: files, outputRoot: request.outputRoot, fileSystem: fileSystem)
        if options.dryRun {
            let checked = try OutputPlanChecker(fileSystem: fileSystem).check(plan, policy: policy)
            reporter.dryRun(checked)
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return
        }
        let root = URL(fileURLWithPath: plan.rootDirectory)
        try TransactionalWriter(fileSystem: fileSystem).write(plan, policy: policy) { event in
            reporter.progress(event, root: root)
        }
        reporter.nextSteps(NextSteps.text(for: request))
    }

    /// Refuses to generate into an existing module, service or project folder unless asked to.
    private func refuseExisting(_ request: GenerationRequest, reporter: Reporter) throws {
        guard !options.force, !options.skipExisting else { return }
        let folder = request.outputRoot.appendingPathComponent(request.name)
        guard try fileSystem.entryKind(at: folder.path) != nil else { return }
        throw GenerationError.alreadyExists(
            kind: command, name: request.name, path: reporter.display(folder))
    }

    /// The existing-file policy chosen by --force / --skip-existing.
    private var policy: ExistingFilePolicy {
        if options.force { return .overwrite }
        if options.skipExisting { return .skipExisting }
        return .refuse
    }
}
