import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs `viper-gen apply [SPEC]`: makes the project hold every module and service its spec
/// lists, registered.
///
/// What is missing is generated, what exists is left as is (and registered where it is not),
/// all in one run: one lock, one plan, one transaction, one report. The whole spec is checked
/// first, and every problem in it reported at once.
package struct Applier {
    /// Its options.
    package let options: ApplyOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: ApplyOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment.askingOnce()
        self.console = console
    }

    /// Applies the spec, or with --dry-run prints the plan and changes nothing; with --json
    /// prints the run's ``GenerationDocument`` instead of progress lines and the summary.
    package func run() throws {
        try ValueChecks.checkFlags(of: options.flags)
        _ = try DateStamp.resolve(
            dateFlag: options.flags.date, environment: environment.variables,
            now: environment.now())
        let display = environment.pathDisplay
        guard
            let project = try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: environment.currentDirectory)
        else {
            throw ApplyError.noProject(
                folder: display.show(environment.currentDirectory.pathString))
        }
        var resolver = GenerationRequestResolver(
            flags: options.flags, environment: environment, project: project)
        let specPath = specLocation(in: project)
        let shown = display.show(specPath)
        let spec = try ApplySpecReader.read(try read(specPath), file: shown)
        let requests = try ApplyRequests.resolve(
            spec, file: shown, specFolder: specPath.parentDirectory,
            resolver: &resolver)
        let reporter = Reporter(
            console: console, style: options.flags.reportStyle, display: display)
        reporter.verbose(
            "Project: \(EchoedValue(project.config.projectName).unquoted) "
                + "(\(display.show(project.root.pathString)))")
        reporter.verbose("Spec: \(shown), version \(spec.version)")
        for (entry, request) in zip(spec.entries, requests) {
            reporter.verbose(
                "\(entry.location.path): \(request.command.rawValue) \(request.name), template "
                    + "\(EchoedValue(request.template.entry.name).unquoted) "
                    + "(\(request.template.entry.origin.label))")
        }
        var result: GenerationResult?
        if requests.isEmpty {
            reporter.nextSteps("Nothing to do: \(shown) lists no modules or services.")
        } else {
            var run = GenerationRun(
                requests: requests, flags: options.flags, environment: environment,
                reporter: reporter)
            run.leavesExisting = true
            let ran = try Generator.generate(run)
            reporter.applySummary(for: ran.batch.entries, spec: shown)
            result = ran
        }
        if options.flags.json {
            try GenerationDocument.print(
                command: "apply", flags: options.flags, result: result,
                console: console, display: display)
        }
    }

    /// The spec's path: the one given (relative to the current folder), else the project's.
    private func specLocation(in project: Project) -> AbsolutePath {
        guard let spec = options.spec else {
            return project.root.appending(component: ApplySpec.fileName)
        }
        let expanded = TildeExpansion.system.expanding(spec)
        return AbsolutePath(expanded, relativeTo: environment.currentDirectory)
    }

    /// The spec's bytes, or why they cannot be had.
    private func read(_ path: AbsolutePath) throws -> [UInt8] {
        let shown = environment.pathDisplay.show(path)
        do {
            guard try environment.fileSystem.entryKind(at: path) != nil else {
                throw ApplyError.specNotFound(path: shown, isDefault: options.spec == nil)
            }
            return try environment.fileSystem.readFile(at: path)
        } catch let failure as FileSystemError {
            throw ApplyError.unreadableSpec(path: shown, reason: failure.reason)
        }
    }
}
