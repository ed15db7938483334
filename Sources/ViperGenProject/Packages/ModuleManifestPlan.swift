import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

/// The manifests a module that is a Swift module of its own changes: its own package's new
/// `Package.swift` (one package per module), or its targets in the layout's manifest (one
/// target per module), and how the app gets its product.
package struct ModuleManifestPlan {
    /// The project.
    let project: Project
    /// The file system manifests are read from.
    let fileSystem: any FileSystem

    /// Creates a plan for `project`.
    package init(project: Project, fileSystem: any FileSystem) {
        self.project = project
        self.fileSystem = fileSystem
    }

    /// What adding `module` writes: its own manifest, made like its sibling packages
    /// (``ModuleLayout/Kind/packages``), else the edit of the layout's manifest over `base`
    /// (an edit of the same run); and whether the app links the module's product through its
    /// `.xcodeproj` (true) or depends on the target in the manifest (false).
    package func adding(_ module: ModulePackage, over base: PlannedFile?) throws
        -> (file: PlannedFile, linksProduct: Bool)
    {
        try adding(module, isSupport: false, over: base)
    }

    /// What adding the support module of `layout` writes, as ``adding(_:over:)`` does for a
    /// module: without a dependency on itself and without a test target.
    package func addingSupport(of layout: ModuleLayout, over base: PlannedFile?) throws
        -> (file: PlannedFile, linksProduct: Bool)
    {
        try adding(ModulePackage(name: layout.support, layout: layout), isSupport: true, over: base)
    }

    private func adding(_ module: ModulePackage, isSupport: Bool, over base: PlannedFile?) throws
        -> (file: PlannedFile, linksProduct: Bool)
    {
        let layout = module.layout
        let dependencies = isSupport ? [] : [layout.support]
        switch layout.kind {
        case .packages:
            let manifest = FeaturePackageManifest(
                name: module.name,
                dependencies: dependencies.map { (path: "../" + $0, product: $0) },
                sibling: try siblingManifest(of: module),
                iOSVersion: project.config.build?.deploymentTarget, tests: !isSupport)
            let path = module.places.manifest ?? module.name + "/Package.swift"
            return (PlannedFile(path: path, contents: Array(manifest.text.utf8)), true)
        case .targets:
            let (path, original, text) = try layoutManifest(layout, over: base)
            let editor = PackageManifestEditor(text: text, file: path)
            var edits: [ManifestEdit] = [
                .addTarget(
                    ManifestTarget(
                        kind: .regular, name: module.name,
                        dependencies: dependencies.map { .byName($0) }))
            ]
            if !isSupport {
                edits.append(
                    .addTarget(
                        ManifestTarget(
                            kind: .test, name: module.name + "Tests",
                            dependencies: [.byName(module.name)])))
            }
            let app: String?
            do {
                app = try appTarget(in: editor)
            } catch ModulePackageError.manifestRefused(var refusal) {
                // The targets cannot be read: the lines a hand edit adds.
                refusal.action = .add
                refusal.lines =
                    edits.compactMap(Self.line(adding:)) + [
                        "\"\(module.name)\", in the app target's dependencies (or a library product "
                            + "\"\(module.name)\" the app links)"
                    ]
                throw ModulePackageError.manifestRefused(refusal)
            }
            if let app {
                edits.append(.addTargetDependency(target: app, dependency: .byName(module.name)))
            } else {
                edits.append(.addLibraryProduct(name: module.name, targets: [module.name]))
            }
            let edited = Array(try editor.edited(edits).utf8)
            return (
                PlannedFile(path: path, contents: edited, intent: .edit(original: original)),
                app == nil
            )
        }
    }

    /// The line a hand edit writes for `edit`, a target added (one line).
    private static func line(adding edit: ManifestEdit) -> String? {
        guard case .addTarget(let target) = edit else { return nil }
        let dependencies = target.dependencies.map { "\"\($0.name)\"" }.joined(separator: ", ")
        return ".\(target.kind.rawValue)(name: \"\(target.name)\""
            + (dependencies.isEmpty ? "" : ", dependencies: [\(dependencies)]") + "),"
    }

    /// The edit of the layout's manifest that takes `module` out, over `base`; nil for a
    /// module with a package of its own (its manifest is one of its files, deleted with them).
    package func removing(_ module: ModulePackage, over base: PlannedFile?) throws
        -> PlannedFile?
    {
        let layout = module.layout
        guard layout.kind == .targets else { return nil }
        let (path, original, text) = try layoutManifest(layout, over: base)
        let editor = PackageManifestEditor(text: text, file: path)
        var edits: [ManifestEdit] = []
        if let app = try appTarget(in: editor) {
            edits.append(.removeTargetDependency(target: app, dependency: module.name))
        } else {
            edits.append(.removeProduct(name: module.name))
        }
        let targets = try editor.declaredTargets().map(\.name)
        for name in [module.name + "Tests", module.name] where targets.contains(name) {
            edits.append(.removeTarget(name: name))
        }
        let edited = try editor.edited(edits)
        guard Array(edited.utf8) != original else { return nil }
        return PlannedFile(
            path: path, contents: Array(edited.utf8), intent: .edit(original: original))
    }

    /// The layout's manifest: its path, its bytes on disk and the text to edit (`base`'s when
    /// an edit of the same run comes first).
    package func layoutManifest(_ layout: ModuleLayout, over base: PlannedFile?) throws -> (
        path: String, original: [UInt8], text: String
    ) {
        let path = layout.manifest ?? "Package.swift"
        let original: [UInt8]
        do {
            original =
                try base?.intent.original
                ?? fileSystem.readFile(at: project.root.appending(component: path))
        } catch {
            throw ModulePackageError.missingManifest(path: path)
        }
        return (path, original, String(decoding: base?.contents ?? original, as: UTF8.self))
    }

    /// The app target among the manifest's targets: the recorded target, else the project's
    /// name; nil when the manifest holds no app (its products are linked by the .xcodeproj).
    private func appTarget(in editor: PackageManifestEditor) throws -> String? {
        try appTarget(among: editor.declaredTargets())?.name
    }

    /// The app target among `targets` (``appTarget(in:)``).
    private func appTarget(among targets: [ManifestTargetSummary]) -> ManifestTargetSummary? {
        let app = project.config.target ?? project.config.projectName
        return targets.first { $0.name == app }
    }

    /// Those of `modules` the app target of the layout's manifest does not depend on, with the
    /// edit that makes it depend on them (`check --fix`); nil when the layout's modules are not
    /// targets beside the app's (one package per module, a manifest without the app target, or
    /// none to read).
    package func notDependedOn(_ modules: [ModulePackage], in layout: ModuleLayout) throws -> (
        modules: [ModulePackage], edit: PlannedFile?
    )? {
        guard layout.kind == .targets,
            let (path, original, text) = try? layoutManifest(
                layout, over: nil)
        else { return nil }
        let editor = PackageManifestEditor(text: text, file: path)
        guard let app = appTarget(among: try editor.declaredTargets()) else { return nil }
        let missing = modules.filter { !app.dependencyNames.contains($0.name) }
        guard !missing.isEmpty else { return ([], nil) }
        let edited = try editor.edited(
            missing.map { .addTargetDependency(target: app.name, dependency: .byName($0.name)) })
        return (
            missing,
            PlannedFile(path: path, contents: Array(edited.utf8), intent: .edit(original: original))
        )
    }

    /// The manifest of a sibling of `module` to make its own like: the first other package in
    /// the layout's folder, by name, that is not the support package, else the support
    /// package's; nil when there is none.
    private func siblingManifest(of module: ModulePackage) throws -> String? {
        let layout = module.layout
        let folder = project.root.appending(component: layout.folder ?? ".")
        let names = ((try? fileSystem.contentsOfDirectory(at: folder)) ?? []).sorted()
        let candidates =
            names.filter { $0 != module.name && $0 != layout.support } + [layout.support]
        for name in candidates {
            let manifest = folder.appending(component: name + "/Package.swift")
            if let bytes = try? fileSystem.readFile(at: manifest) {
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return nil
    }
}
