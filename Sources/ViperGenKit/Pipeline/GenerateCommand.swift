import Foundation
import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

/// Runs one generating command: arguments → template → variables → render → plan → check →
/// write → report.
public struct GenerateCommand {
    /// The command being run.
    public let command: ScaffoldKind
    /// Its options.
    public let options: GenerateOptions
    /// The outside world, the file system included.
    public let environment: RunEnvironment
    /// Where results and errors go.
    public let console: Console

    /// Creates the command; nothing runs until `run()`.
    public init(
        command: ScaffoldKind, options: GenerateOptions, environment: RunEnvironment,
        console: Console
    ) {
        self.command = command
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Generates, or with --dry-run prints what would be generated and changes nothing.
    ///
    /// Runs writing into the same folder are serialised by its lock; the app files are read
    /// only once it is held, after interrupted earlier runs were completed or undone.
    public func run() throws {
        if environment.handlesSignals {
            // Never disarmed: a signal after the commit must not turn success into 130.
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
        let request = try GenerationRequest.resolve(
            command: command, options: options, environment: environment.askingOnce())
        let reporter = Reporter(console: console, options: options, display: request.display)
        reporter.noteName(typed: options.name, used: request.name, kind: command)
        reporter.context(of: request)
        reporter.template(of: request)
        try refuseNestedProject(request, reporter: reporter)
        let anchor = projectRoot(holding: request)
        let root = try OutputPlan.nearestExistingFolder(
            of: (anchor ?? request.outputRoot).path, using: environment.fileSystem)
        // Holding the folder's lock, every staging folder in it belongs to a dead run, even one
        // whose process id was reused since.
        let writer = TransactionalWriter(
            fileSystem: environment.fileSystem,
            isProcessAlive: { $0 == Processes.currentID })
        var lock: FolderLock?
        if options.dryRun {
            reporter.pendingRecovery(
                InterruptedRunRecovery(fileSystem: environment.fileSystem)
                    .pendingFolders(in: root))
        } else {
            lock = try RunLock(folder: root, environment: environment).acquire(notifying: console)
            reporter.recovery(try writer.recoverInterruptedRuns(in: root))
        }
        defer { lock?.release() }
        var batch = try GenerationBatch(first: request, options: options)
        let placements = try batch.requests.map { member in
            TestPlacement(
                try ProjectRegenerationWiring(request: member)
                    .wire(GenerationPlanner.files(for: member)),
                for: member, display: member.display)
        }
        let registrations = registrations(
            for: batch.requests, files: placements.map(\.outputFiles), reporter: reporter)
        for (placement, registration) in zip(placements, registrations) {
            batch.add(placement: placement, registration: registration)
        }
        let membership = try xcodeMembership(
            of: batch.outputFiles, request: request, registration: batch.registration)
        let plan = try OutputPlanBuilder.plan(
            files: batch.outputFiles, outputRoot: request.outputRoot, anchor: anchor,
            anchoredFiles: batch.testFiles + batch.appFileEdits
                + (membership?.edit.map { [$0] } ?? []),
            fileSystem: environment.fileSystem, display: request.display)
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: policy)
        for member in batch.requests {
            try refuseExisting(member, checked: checked, reporter: reporter)
        }
        try TypeClashCheck(request: request).check(checked)
        if options.dryRun {
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
            for (name, manual) in batch.manual { reporter.manualRegistrations(manual, name: name) }
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return
        }
        let rootURL = URL(fileURLWithPath: plan.rootDirectory)
        try writer.write(checked) { reporter.progress($0, root: rootURL) }
        lock?.release()
        for (name, manual) in batch.manual { reporter.manualRegistrations(manual, name: name) }
        if let membership { reporter.xcodeMembership(membership) }
        reporter.nextSteps(batch.nextSteps())
    }

    /// The new files' membership in the app's Xcode target, for a registered module or service
    /// in a project with an `.xcodeproj` (an unregistered one would not compile in the target).
    private func xcodeMembership(
        of files: [RenderedFile], request: GenerationRequest, registration: RegistrationOutcome
    ) throws -> XcodeProjectMembership.Result? {
        guard case .registered = registration, let project = request.project,
            let folder = RelativePaths.path(of: request.outputRoot, inside: project.root)
        else { return nil }
        // Rendered paths are relative and hold no `.` or `..` (TemplateRenderer.validate).
        let paths = files.map { folder.isEmpty ? $0.path : folder + "/" + $0.path }
        return try XcodeProjectMembership(
            project: project, fileSystem: environment.fileSystem, target: options.target
        ).add(paths)
    }

    /// Refuses a project inside another viper-gen project unless --force asks for it: the new
    /// package would sit in the outer app's sources and module commands would pick either.
    private func refuseNestedProject(_ request: GenerationRequest, reporter: Reporter) throws {
        guard command == .project, !options.force,
            let outer = try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: request.outputRoot)
        else { return }
        throw GenerationError.nestedProject(
            name: request.name, outer: outer.config.projectName, outerRoot: outer.root.path)
    }

    /// The project's root when the output folder lies inside the project: the plan is rooted
    /// there (so registration edits join it) and runs in one project share one lock.
    private func projectRoot(holding request: GenerationRequest) -> URL? {
        guard let project = request.project,
            RelativePaths.path(of: request.outputRoot, inside: project.root) != nil
        else { return nil }
        return project.root
    }

    /// The registration edits for the modules or services of `requests` made inside the app's
    /// sources (`files[i]` are the files of `requests[i]`), or why one is not registered; the
    /// app files are searched once for all of them.
    private func registrations(
        for requests: [GenerationRequest], files: [[RenderedFile]], reporter: Reporter
    ) -> [RegistrationOutcome] {
        var outcomes = zip(requests, files).map { request, files in
            reasonNotToRegister(request, files: files, reporter: reporter)
        }
        let registered = outcomes.indices.filter { outcomes[$0] == nil }
        guard let project = requests.first?.project, !registered.isEmpty else {
            return outcomes.map { $0 ?? .notApplicable }
        }
        let plans = Registrar(project: project, fileSystem: environment.fileSystem).plans(
            for: registered.map { RegistrationSubject(kind: command, name: requests[$0].name) })
        for (index, plan) in zip(registered, plans) {
            for path in plan.alreadyRegistered {
                reporter.verbose("\(requests[index].name) is already registered in \(path)")
            }
            outcomes[index] = .registered(plan)
        }
        return outcomes.map { $0 ?? .notApplicable }
    }

    /// Why the module or service of `request` (made of `files`) is not registered, or nil when
    /// it is.
    private func reasonNotToRegister(
        _ request: GenerationRequest, files: [RenderedFile], reporter: Reporter
    ) -> RegistrationOutcome? {
        guard command != .project else { return .notApplicable }
        guard !options.noRegister else { return .declined }
        let assembly = "\(request.name)Assembly.swift"
        guard
            files.contains(where: {
                $0.path.split(separator: "/").last.map(String.init) == assembly
            })
        else { return .noAssembly(template: request.template.template.name, file: assembly) }
        guard let project = request.project else { return .noProject }
        guard RelativePaths.path(of: request.outputRoot, inside: project.sourcesFolder) != nil
        else { return .outsideSources(reporter.display(project.sourcesFolder)) }
        return nil
    }

    /// Refuses to generate into an existing module, service or project folder unless asked to.
    ///
    /// It exists when its folder holds any of the files to write; an empty folder is filled.
    /// Uses what the check found on disk, so every path is looked at once.
    private func refuseExisting(
        _ request: GenerationRequest, checked: CheckedOutputPlan, reporter: Reporter
    ) throws {
        guard !options.force, !options.skipExisting else { return }
        let folder = request.outputRoot.appendingPathComponent(request.name, isDirectory: true)
        let existing = checked.files.compactMap { file -> String? in
            switch file.disposition {
            case .create, .conflict(.fileInTheWay): return nil
            default: break
            }
            guard file.file.intent == .create else { return nil }
            let path = URL(fileURLWithPath: checked.plan.rootDirectory)
                .appendingPathComponent(file.file.path)
            guard let inside = RelativePaths.path(of: path, inside: folder), !inside.isEmpty
            else { return nil }
            return inside
        }
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
