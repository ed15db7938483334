import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource

/// The package side of `check`: modules that are Swift modules of their own but not linked
/// to the app.
extension ConsistencyChecker {
    /// A finding for each module of `subjects` whose product the app target does not link
    /// (one package per module), or whose target the app target does not depend on (one target
    /// per module), with the edit that links them over `base` (the project file's edit
    /// `check` makes already).
    func notLinked(_ subjects: [RemovalSubject], over base: PlannedFile?) throws
        -> (findings: [CheckFinding], edits: [PlannedFile])
    {
        let kept = base.map { [$0] } ?? []
        guard let layout = project.config.moduleLayout, !subjects.isEmpty else { return ([], kept) }
        let modules = subjects.map { ModulePackage(name: $0.name, layout: layout) }
        var unlinked: [ModulePackage] = []
        if let targets = try manifestTargets(layout),
            let app = targets.first(where: { $0.name == project.config.projectName })
        {
            let dependencies = Set(app.dependencyNames)
            unlinked = modules.filter { !dependencies.contains($0.name) }
            let edit = try linkingTargets(unlinked, layout: layout)
            return (unlinked.map(finding(for:)), kept + (edit.map { [$0] } ?? []))
        }
        guard project.config.projectGenerator == nil,
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        else { return ([], kept) }
        let app = project.config.target ?? project.config.projectName
        let linked = Set(
            try membership.localPackages().flatMap(\.linkedProducts).filter { $0.target == app }
                .map(\.product))
        unlinked = modules.filter { !linked.contains($0.name) }
        var edit = base
        for module in unlinked {
            let package = module.places.package ?? layout.manifestFolder ?? ""
            edit = try membership.linkPackage(at: package, product: module.name, over: edit) ?? edit
        }
        return (unlinked.map(finding(for:)), edit.map { [$0] } ?? [])
    }

    /// The finding that `module` is not linked, on its manifest (or its sources folder).
    private func finding(for module: ModulePackage) -> CheckFinding {
        CheckFinding(
            kind: .notLinked, name: module.name,
            path: module.places.manifest ?? module.layout.manifest ?? module.places.sources)
    }

    /// The targets of the layout's manifest when they are the modules (one target per
    /// module); nil when there is none to read.
    private func manifestTargets(_ layout: ModuleLayout) throws -> [ManifestTargetSummary]? {
        guard layout.kind == .targets, let path = layout.manifest,
            let bytes = try? fileSystem.readFile(at: project.root.appending(component: path))
        else { return nil }
        let editor = PackageManifestEditor(text: String(decoding: bytes, as: UTF8.self), file: path)
        do {
            return try editor.targets
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }

    /// The manifest's edit that makes the app target depend on each of `modules`.
    private func linkingTargets(
        _ modules: [ModulePackage], layout: ModuleLayout
    ) throws -> PlannedFile? {
        guard !modules.isEmpty, let path = layout.manifest else { return nil }
        let original = try fileSystem.readFile(at: project.root.appending(component: path))
        let editor = PackageManifestEditor(
            text: String(decoding: original, as: UTF8.self), file: path)
        let edits = modules.map {
            ManifestEdit.addTargetDependency(
                target: project.config.projectName, dependency: .byName($0.name))
        }
        do {
            let edited = Array(try editor.applying(edits).utf8)
            return PlannedFile(path: path, contents: edited, intent: .edit(original: original))
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }
}
