import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        try ValueChecks.checkFlags(of: options.flags)
        try refuseInteractiveWithoutTerminal()
        var resolver = GenerationRequestResolver(flags: options.flags, environment: environment)
        var options = options
        // The first name is resolved and reported first, so that its notes precede the errors
        // of the others; resolving them all then finds it resolved.
        let first: GenerationRequest
        if options.names.isEmpty {
            let asked = try askedFirstRequest(resolver: &resolver)
            options.names = [asked.typed]
            first = asked.request
        } else {
            do {
                first = try resolver.request(
                    command, name: options.names[0], template: options.template,
                    variables: options.variables)
            } catch let refusal as NameValidationError {
                // Every bad name of a batch is reported at once.
                _ = try resolver.requests(
                    command, names: options.names, template: options.template,
                    variables: options.variables)
                throw refusal
            }
        }
        options.variables += try askedOptionValues(for: first)
        let reporter = Reporter(
            console: console, style: options.flags.reportStyle, display: first.display)
        reporter.noteName(typed: options.names[0], used: first.name, kind: command)
        reporter.context(of: first)
        reporter.template(of: first)
        try refuseNestedProject(first)
        let requests = try resolver.requests(
            command, names: options.names, template: options.template,
            variables: options.variables)
        let result = try GenerationRun(
            requests: requests, flags: options.flags, environment: environment, reporter: reporter
        ).run()
        if options.flags.json {
            try GenerationDocument.print(
                command: command.rawValue, flags: options.flags, result: result,
                console: console, display: first.display)
        } else if !options.flags.dryRun {
            reporter.nextSteps(for: result.batch.entries)
        }
    }

    /// Refuses a nested project, and a project rendered over one of another style.
    ///
    /// A project inside another viper-gen project is refused unless --force asks for it: the
    /// new package would sit in the outer app's sources and module commands would pick either.
    /// A project of another style is refused even with --force: its modules would not compile.
    private func refuseNestedProject(_ request: GenerationRequest) throws {
        if let existing = request.existingProject?.config.architectureStyle,
            existing != request.style
        {
            throw GenerationError.styleChange(
                project: request.name, existing: existing.rawValue,
                requested: request.style.rawValue)
        }
        guard command == .project, !options.flags.force,
            let outer = try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: request.outputRoot)
        else { return }
        throw GenerationError.nestedProject(
            name: request.name, outer: outer.config.projectName, outerRoot: outer.root.pathString)
    }
}
