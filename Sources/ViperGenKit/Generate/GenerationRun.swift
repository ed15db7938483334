import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenXcode

/// The steps of generating resolved requests as one run (``Generator/generate(_:)`` calls
/// them in order, and writes between check and report): lock, render, plan
/// (``GenerationRun+Plan``), check (``GenerationRun+Check``), report (``GenerationRun+Report``).
///
/// One lock, one plan, one transaction (all or nothing), each app file edited once, one report;
/// --dry-run shows the plan instead. `project`, `module`, `service` and `apply` all run it.
struct GenerationRun {
    /// What to generate, in order; every request shares the project and, outside it, the
    /// output folder.
    let requests: [GenerationRequest]
    /// The run's flags: --dry-run, --force, --skip-existing, --target, -q and -v.
    let flags: GenerationFlags
    /// The outside world, the file system included.
    let environment: RunEnvironment
    /// Where results go.
    let reporter: Reporter
    /// Whether a module or service whose folder exists and is not empty is left as is (its
    /// registration still made where missing) instead of refused or filled: `apply`.
    var leavesExisting = false

    /// Arms the signal trap when the run handles signals, so that a signal undoes a write.
    ///
    /// Never disarmed: a signal after the commit must not turn success into 130.
    func armSignalTrap() {
        if environment.handlesSignals {
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
    }

    /// Takes the lock of the folder the plan is rooted in (or its nearest existing ancestor);
    /// a project rendered over an existing one also takes that project's lock (after its
    /// parent's, the order every run takes them in), so no module run edits its app files
    /// meanwhile.
    func lock() throws -> [FolderLock] {
        let first = requests[0]
        let root = try OutputPlan.nearestExistingFolder(
            of: projectRoot() ?? first.outputRoot, using: environment.fileSystem)
        return try lock([root] + (first.existingProject.map { [$0.root] } ?? []))
    }

    /// The project's declaration index, its stamps taken in the background under the lock (no
    /// other run changes the app's files meanwhile) while this run renders and plans.
    func stampedIndex() -> BackgroundTask<StampedIndex>? {
        let first = requests[0]
        return (first.command == .project ? nil : first.project).map { project in
            BackgroundTask { [fileSystem = environment.fileSystem] in
                StampedIndex(of: project, fileSystem: fileSystem)
            }
        }
    }

    /// Takes the locks of `folders` in order, completing or undoing interrupted runs in each;
    /// with --dry-run, only says which interrupted runs are waiting.
    private func lock(_ folders: [AbsolutePath]) throws -> [FolderLock] {
        guard !flags.dryRun else {
            let recovery = InterruptedRunRecovery(fileSystem: environment.fileSystem)
            reporter.pendingRecovery(folders.flatMap { recovery.pendingFolders(in: $0) })
            return []
        }
        var locks: [FolderLock] = []
        do {
            for folder in folders {
                locks.append(
                    try RunLock(folder: folder, environment: environment)
                        .acquireRecovering(reporter: reporter))
            }
        } catch {
            for lock in locks { lock.release() }
            throw error
        }
        return locks
    }

    /// Renders every request (a `project` over an existing one keeping its registrations), with
    /// its macro values worked out once for the files and the record, and computes every
    /// registration in one pass over the app files; `apply` lists the entries it made.
    func render() throws -> GenerationBatch {
        let root = projectRoot() ?? requests[0].outputRoot
        var values: [MacroValues] = []
        let rendered = try requests.map { request in
            values.append(
                try RequestMacroValues.values(for: request, template: request.template.template))
            let files = try request.renderedFiles(values: values[values.count - 1])
            guard request.command == .project else { return files }
            let wired = try ProjectRegenerationWiring(request: request).wire(files)
            guard try request.projectLayout() == .packages else { return wired }
            return try PackageLayoutProject(
                projectName: request.name, style: request.style, values: values[values.count - 1]
            ).laidOut(wired)
        }
        let completed = TestDoubleCompleter(environment: environment, reporter: reporter)
            .complete(rendered, for: requests)
        let leftAsIs = requests.map { leavesExisting && exists($0) }
        let packaged = requests.compactMap { request in
            request.modulePackage.map { PackagedModule(module: $0, request: request) }
        }
        let registrations = try registrations(
            for: requests, files: completed, values: values, existing: leftAsIs
        ).map { $0.importing(packaged) }
        var batch = GenerationBatch(root: root)
        for index in requests.indices {
            try batch.add(
                requests[index], files: completed[index], values: values[index],
                registration: registrations[index], leftAsIs: leftAsIs[index])
        }
        try batch.recordingCreatedAppFiles()
        if leavesExisting { reporter.entries(batch.entries) }
        return batch
    }
}
