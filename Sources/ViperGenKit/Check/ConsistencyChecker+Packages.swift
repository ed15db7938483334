import ViperGenOutput
import ViperGenProject

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
        if let targets = try ModuleManifestPlan(project: project, fileSystem: fileSystem)
            .notDependedOn(modules, in: layout)
        {
            return (targets.modules.map(finding(for:)), kept + (targets.edit.map { [$0] } ?? []))
        }
        guard project.config.projectGenerator == nil,
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        else { return ([], kept) }
        let app = project.config.target ?? project.config.projectName
        let linked = Set(
            try membership.localPackages().flatMap(\.linkedProducts).filter { $0.target == app }
                .map(\.product))
        let unlinked = modules.filter { !linked.contains($0.name) }
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
}
