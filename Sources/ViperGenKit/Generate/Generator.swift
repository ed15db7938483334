import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// Runs one generating command: arguments → template → variables → render → plan → check →
/// write → report.
package struct Generator {
    /// The command being run.
    package let command: ScaffoldKind
    /// Its options.
    package let options: GenerateOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(
        command: ScaffoldKind, options: GenerateOptions, environment: RunEnvironment,
        console: Console
    ) {
        self.command = command
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Generates, or with --dry-run prints what would be generated and changes nothing; with
    /// --json prints the run's ``GenerationDocument`` instead of progress lines and advice.
    ///
    /// At a terminal (and without --json), a missing name and required template options
    /// without a value are asked for first, and with `--interactive` every popup option left at
    /// its default.
    package func run() throws {
        // Every name of a batch gets the same date and author; git runs once per run.
        let environment = environment.askingOnce()
        let resolved = try resolve(in: environment)  // arguments → template → variables
        let result = try Self.generate(  // render → plan → check → write
            GenerationRun(
                requests: resolved.requests, flags: resolved.options.flags,
                environment: environment, reporter: resolved.reporter))
        // report
        if resolved.options.flags.json {
            try GenerationDocument.print(
                command: command.rawValue, flags: resolved.options.flags, result: result,
                console: console, display: resolved.requests[0].display)
        } else if !resolved.options.flags.dryRun {
            resolved.reporter.nextSteps(for: result.batch.entries)
        }
    }

    /// Renders, plans, checks and writes the requests of `run` as one transaction
    /// (``TransactionalWriter``; `apply` runs here too), or with --dry-run shows the plan;
    /// returns what they came to.
    ///
    /// Runs writing into the same folder are serialised by its lock; the app files are read
    /// only once it is held, after interrupted earlier runs were completed or undone.
    static func generate(_ run: GenerationRun) throws -> GenerationResult {
        run.armSignalTrap()
        let locks = try run.lock()  // completing or undoing interrupted runs first
        defer {
            for lock in locks { lock.release() }
        }
        let stamped = run.stampedIndex()
        let batch = try run.render()  // files, registrations and records of every request
        let (plan, membership) = try run.plan(batch)
        let (result, saveIndex) = try run.check(
            plan, of: batch, membership: membership, stamped: stamped)
        if run.flags.dryRun { return try run.showDryRun(result) }
        if !result.checked.files.isEmpty {
            // Holding the folder's lock, every staging folder in it belongs to a dead run, even
            // one whose process id was reused since.
            let writer = TransactionalWriter(
                fileSystem: run.environment.fileSystem,
                isProcessAlive: { $0 == Processes.currentID })
            try writer.write(result.checked) {
                run.reporter.progress($0, root: result.checked.plan.rootDirectory)
            }
        }
        saveIndex()
        for lock in locks { lock.release() }
        run.reportWritten(result)
        return result
    }
}
