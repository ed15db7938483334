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
            let edited = Array(try applying(edits, editor).utf8)
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
        let targets = try summaries(of: editor).map(\.name)
        for name in [module.name + "Tests", module.name] where targets.contains(name) {
            edits.append(.removeTarget(name: name))
        }
        let edited = try applying(edits, editor)
        guard Array(edited.utf8) != original else { return nil }
        return PlannedFile(
            path: path, contents: Array(edited.utf8), intent: .edit(original: original))
    }

    /// The layout's manifest: its path, its bytes on disk and the text to edit (`base`'s when
    /// an edit of the same run comes first).
    private func layoutManifest(_ layout: ModuleLayout, over base: PlannedFile?) throws -> (
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
        let names = try summaries(of: editor).map(\.name)
        let app = project.config.target ?? project.config.projectName
        return names.contains(app) ? app : nil
    }

    private func summaries(of editor: PackageManifestEditor) throws -> [ManifestTargetSummary] {
        do {
            return try editor.targets
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }

    private func applying(_ edits: [ManifestEdit], _ editor: PackageManifestEditor) throws
        -> String
    {
        do {
            return try editor.applying(edits)
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
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
