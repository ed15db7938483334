import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Generates resolved requests as one run: render, register, plan, check, write.
///
/// One lock, one plan, one transaction (all or nothing), each app file edited once, one report;
/// --dry-run shows the plan instead. `project`, `module`, `service` and `apply` all end here.
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

    /// Runs the requests and returns what they came to, for the closing report.
    ///
    /// Runs writing into the same folder are serialised by its lock; the app files are read
    /// only once it is held, after interrupted earlier runs were completed or undone.
    func run() throws -> GenerationResult {
        if environment.handlesSignals {
            // Never disarmed: a signal after the commit must not turn success into 130.
            SignalTrap.shared.arm(catching: TransactionalWriter.cancellingSignals)
        }
        let first = requests[0]
        let anchor = projectRoot()
        let root = try OutputPlan.nearestExistingFolder(
            of: anchor ?? first.outputRoot, using: environment.fileSystem)
        // A project rendered over an existing one also takes that project's lock (after its
        // parent's, the order every run takes them in), so no module run edits its app files
        // meanwhile.
        let locks = try lock([root] + (first.existingProject.map { [$0.root] } ?? []))
        defer {
            for lock in locks { lock.release() }
        }
        // The index's stamps are taken under the lock (no other run changes the app's files
        // meanwhile) while this run renders and plans.
        let stamped = (first.command == .project ? nil : first.project).map { project in
            BackgroundTask { [fileSystem = environment.fileSystem] in
                StampedIndex(of: project, fileSystem: fileSystem)
            }
        }
        let batch = try batch(root: anchor ?? first.outputRoot)
        if leavesExisting { reporter.entries(batch.entries) }
        let membership = try xcodeMembership(of: batch, root: anchor)
        var plan = OutputPlan(
            rootDirectory: batch.root,
            files: batch.files + (membership?.edit.map { [$0] } ?? []), display: first.display)
        // Outside a project the output folder may not exist yet: the plan is rooted at its
        // nearest existing ancestor, so the missing folders are created with it.
        if anchor == nil {
            plan = try plan.anchoredAtExistingAncestor(using: environment.fileSystem)
        }
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: policy)
        for entry in batch.entries where !entry.leftAsIs {
            try refuseExisting(entry.request, checked: checked)
        }
        let saveIndex = try TypeClashCheck(environment: environment, stamped: stamped).check(
            batch, written: checked)
        if first.project == nil, let anchor, membership != nil {
            // An app that is not adopted gets the files in its target: they must compile there.
            try SupportTypeCheck(fileSystem: environment.fileSystem).check(
                batch, below: anchor, display: first.display)
        }
        if flags.dryRun {
            if !checked.files.isEmpty {
                reporter.dryRun(checked)
                reporter.diffs(of: checked)
            }
            for (name, manual) in batch.manual { reporter.manualRegistrations(manual, name: name) }
            if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
            return GenerationResult(batch: batch, checked: checked, xcode: membership)
        }
        if !checked.files.isEmpty {
            // Holding the folder's lock, every staging folder in it belongs to a dead run, even
            // one whose process id was reused since.
            let writer = TransactionalWriter(
                fileSystem: environment.fileSystem,
                isProcessAlive: { $0 == Processes.currentID })
            try writer.write(checked) { reporter.progress($0, root: plan.rootDirectory) }
        }
        saveIndex()
        for lock in locks { lock.release() }
        for (name, manual) in batch.manual { reporter.manualRegistrations(manual, name: name) }
        if let membership { reporter.xcodeMembership(membership) }
        return GenerationResult(batch: batch, checked: checked, xcode: membership)
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
    /// registration in one pass over the app files.
    private func batch(root: AbsolutePath) throws -> GenerationBatch {
        var values: [MacroValues] = []
        let rendered = try requests.map { request in
            values.append(
                try RequestMacroValues.values(for: request, template: request.template.template))
            let files = try request.renderedFiles(values: values[values.count - 1])
            guard request.command == .project else { return files }
            return try ProjectRegenerationWiring(request: request).wire(files)
        }
        let completed = TestDoubleCompleter(environment: environment, reporter: reporter)
            .complete(rendered, for: requests)
        let leftAsIs = requests.map { leavesExisting && exists($0) }
        let registrations = try registrations(
            for: requests, files: completed, values: values, existing: leftAsIs)
        var batch = GenerationBatch(root: root)
        for index in requests.indices {
            try batch.add(
                requests[index], files: completed[index], values: values[index],
                registration: registrations[index], leftAsIs: leftAsIs[index])
        }
        return batch
    }

    /// The new files' membership in the app's Xcode target, when the app has an `.xcodeproj`.
    ///
    /// For registered modules and services, ones of a style without a registry, and ones made
    /// outside a viper-gen project (whose lines are left to the user); an unregistered one
    /// would not compile in the target. `root` is the plan's root when it is the project's
    /// folder or the one holding the app's `.xcodeproj`.
    private func xcodeMembership(of batch: GenerationBatch, root: AbsolutePath?) throws
        -> XcodeProjectMembership.Result?
    {
        guard let root else { return nil }
        func inRoot(_ paths: [String]) -> [String] {
            paths.compactMap { path in
                let file = batch.root.appending(component: path)
                guard file.isDescendantOrSelf(of: root) else { return nil }
                return file == root ? "" : file.relative(to: root).pathString
            }
        }
        let files = inRoot(batch.registeredFiles)
        let first = requests[0]
        let xcodeProject: String?
        if let project = first.project {
            xcodeProject = try XcodeProjectMembership.xcodeProject(
                of: project, fileSystem: environment.fileSystem)
        } else if !files.isEmpty {
            xcodeProject = try first.nearestXcodeProject?.only(display: first.display)
        } else {
            xcodeProject = nil
        }
        guard let xcodeProject else { return nil }
        let recorded = flags.target == nil ? first.project?.config.target : nil
        do {
            return try XcodeProjectMembership(
                root: root, xcodeProject: xcodeProject,
                fileSystem: environment.fileSystem,
                target: flags.target ?? recorded, testTarget: flags.testTarget
            ).add(files, tests: inRoot(batch.registeredTestFiles))
        } catch XcodeProjectError.unknownTarget(let name, let available) where recorded != nil {
            throw RecordedTargetMissingError(name: name, available: available)
        }
    }

    /// The folder every output folder lies inside, where the plan is rooted (so registration
    /// and project-file edits join it) and whose lock runs in it share: the project's root,
    /// else the folder holding the `.xcodeproj` of the app the run is made in.
    private func projectRoot() -> AbsolutePath? {
        // Boundary: ``NearestXcodeProject`` still holds its folder as a file URL.
        guard
            let root = requests[0].project?.root
                ?? requests[0].nearestXcodeProject.map({
                    AbsolutePath($0.folder.path, relativeTo: .root)
                }),
            requests.allSatisfy({ $0.outputRoot.isDescendantOrSelf(of: root) })
        else { return nil }
        return root
    }

    /// The existing-file policy chosen by --force / --skip-existing.
    private var policy: ExistingFilePolicy {
        if flags.force { return .overwrite }
        if flags.skipExisting { return .skipExisting }
        return .refuse
    }
}
