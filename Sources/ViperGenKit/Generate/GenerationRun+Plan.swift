import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenXcode

extension GenerationRun {
    /// The plan of `batch`: its files and the Xcode project's edit, rooted at the project's
    /// folder (or the app's), else, outside a project, at the output folder's nearest existing
    /// ancestor, so the missing folders are created with it; with the membership it edits.
    func plan(_ batch: GenerationBatch) throws
        -> (plan: OutputPlan, membership: XcodeProjectMembership.Result?)
    {
        let anchor = projectRoot()
        let membership = try xcodeMembership(of: batch, root: anchor)
        let projectEdit = try linkingPackages(of: batch, over: membership?.edit)
        var plan = OutputPlan(
            rootDirectory: batch.root,
            files: batch.files + (projectEdit.map { [$0] } ?? []),
            display: requests[0].display)
        if anchor == nil {
            plan = try plan.anchoredAtExistingAncestor(using: environment.fileSystem)
        }
        return (plan, membership)
    }

    /// The project file's edit `base` (or the file on disk) with the products of the batch's
    /// modules that are packages of their own linked to the app target.
    private func linkingPackages(of batch: GenerationBatch, over base: PlannedFile?) throws
        -> PlannedFile?
    {
        let linked = batch.packages.filter(\.linksProduct).map(\.module.module)
        guard let project = requests[0].project, !linked.isEmpty,
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: environment.fileSystem)
        else { return base }
        var edit = base
        for module in linked {
            let package = module.places.package ?? module.layout.manifestFolder ?? ""
            edit = try membership.linkPackage(at: package, product: module.name, over: edit) ?? edit
        }
        return edit
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
        // Recorded by init; an app not adopted is looked at beside its .xcodeproj.
        let generator =
            first.project.map { $0.config.projectGenerator }
            ?? first.nearestXcodeProject.flatMap {
                ProjectGenerator.detect(in: $0.folder, fileSystem: environment.fileSystem)?
                    .generator
            }
        do {
            return try XcodeProjectMembership(
                root: root, xcodeProject: xcodeProject,
                fileSystem: environment.fileSystem,
                target: flags.target ?? recorded, testTarget: flags.testTarget
            ).generated(by: generator).add(files, tests: inRoot(batch.registeredTestFiles))
        } catch XcodeProjectError.unknownTarget(let name, let available) where recorded != nil {
            throw RecordedTargetMissingError(name: name, available: available)
        }
    }

    /// The folder every output folder lies inside, where the plan is rooted (so registration
    /// and project-file edits join it) and whose lock runs in it share: the project's root,
    /// else the folder holding the `.xcodeproj` of the app the run is made in.
    func projectRoot() -> AbsolutePath? {
        guard
            let root = requests[0].project?.root
                ?? requests[0].nearestXcodeProject?.folder,
            requests.allSatisfy({ $0.outputRoot.isDescendantOrSelf(of: root) })
        else { return nil }
        return root
    }
}
