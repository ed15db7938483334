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
        reporter.verbose("Output folder: \(reporter.display(request.outputRoot))")
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

    /// The existing-file policy chosen by --force / --skip-existing.
    private var policy: ExistingFilePolicy {
        if options.force { return .overwrite }
        if options.skipExisting { return .skipExisting }
        return .refuse
    }
}
