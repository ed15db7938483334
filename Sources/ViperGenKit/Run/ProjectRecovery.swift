import ViperGenOutput
import ViperGenProject
import ViperGenSystem

/// Finishes the runs that were killed in the project around the current folder before a
/// command reads it, so that no command works on a half-written project.
///
/// Every command but `--help` and `--version` passes here first, before it checks its own
/// arguments: one that may write, or only reads (`templates`, a name refused before planning),
/// takes the project's lock and completes or undoes each interrupted run, saying so. A dry run,
/// which writes nothing, refuses instead (exit 75) and says how to finish them.
package struct ProjectRecovery {
    /// The run's environment (current folder, file system, lock timeout).
    let environment: RunEnvironment
    /// Where notes go.
    let console: Console

    /// Creates the step for a command run in `environment`.
    package init(environment: RunEnvironment, console: Console) {
        self.environment = environment
        self.console = console
    }

    /// Completes or undoes the project's interrupted runs, or refuses a dry run.
    ///
    /// With `dryRun`, throws `GenerationError.interruptedRuns` if there are any. Outside a
    /// project, or in one whose config cannot be read (the command reports that itself), does
    /// nothing.
    package func run(dryRun: Bool) throws {
        guard
            let project = try? ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: environment.currentDirectory)
        else { return }
        let root = project.root
        let pending = InterruptedRunRecovery(fileSystem: environment.fileSystem)
            .pendingFolders(in: root)
        guard !pending.isEmpty else { return }
        let display = environment.pathDisplay
        if dryRun {
            throw GenerationError.interruptedRuns(
                project: display.show(root), folders: pending.map { display.show($0) })
        }
        let reporter = Reporter(console: console, style: ReportStyle(), display: display)
        try RunLock(folder: root, environment: environment).acquireRecovering(reporter: reporter)
            .release()
    }
}
