import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

/// The rename of a module that is a Swift module of its own, beyond its files' paths and
/// words: the app files' imports, its manifest (its own, or its targets in the layout's), and
/// the `.xcodeproj`'s link to its product.
struct PackageRename {
    /// The project.
    let project: Project
    /// The module under its old name.
    let old: ModulePackage
    /// The module under its new name.
    let new: ModulePackage
    /// The types the app uses, under the old and the new name (`PaymentsAssembly`).
    let entry: (old: Set<String>, new: Set<String>)

    /// The rename of `subject` as `change` says, when it is a module of a project whose
    /// modules are Swift modules of their own; nil otherwise.
    init?(project: Project, subject: RemovalSubject, change: NameChange) {
        guard subject.kind == .module,
            let old = ModulePackage(project: project, name: change.old),
            let new = ModulePackage(project: project, name: change.new)
        else { return nil }
        self.project = project
        self.old = old
        self.new = new
        let style = project.config.architectureStyle
        entry = (
            PackageLayoutStyle.appUsedTypes(of: change.old, style: style),
            PackageLayoutStyle.appUsedTypes(of: change.new, style: style)
        )
    }

    /// Whether `path` (relative to the project root) lies in the renamed module's package or
    /// target folders: not a member of the app target.
    func isPackaged(_ path: String) -> Bool {
        let places = new.places
        return [places.package, places.sources, places.tests].compactMap { $0 }.contains {
            path.hasPrefix($0 + "/")
        }
    }

    /// The app files' edits with the old module's import gone where nothing uses it and the
    /// new one's added where its entry is used.
    func importing(_ edits: [PlannedFile]) -> [PlannedFile] {
        return edits.map { edit in
            var text = String(decoding: edit.contents, as: UTF8.self)
            text = old.unregisteredAppFileText(text, entry: entry.old)
            text = new.appFileText(text, path: edit.path, entry: entry.new)
            var edited = edit
            edited.contents = Array(text.utf8)
            return edited
        }
    }

    /// `files` with the module's manifest renamed: its own package's (the file planned at its
    /// new path, made from its old bytes), else its targets in the layout's manifest.
    func renamingManifests(in files: [PlannedFile], fileSystem: any FileSystem) throws
        -> [PlannedFile]
    {
        var files = files
        let edits: [ManifestEdit] = [
            .renameTarget(from: old.name, to: new.name),
            .renameTarget(from: old.name + "Tests", to: new.name + "Tests"),
            .renameProduct(from: old.name, to: new.name),
        ]
        if let newManifest = new.places.manifest {
            // Its own manifest moved with its files, its words renamed as the other files'
            // were; the names in its strings (a manifest the user edited keeps them) too.
            guard let index = files.firstIndex(where: { $0.path == newManifest && !$0.isDeletion })
            else { return files }
            let text = String(decoding: files[index].contents, as: UTF8.self)
            files[index].contents = Array(
                try renamed(text, file: newManifest, edits).utf8)
            return files
        }
        let (path, original, text) = try ModuleManifestPlan(
            project: project, fileSystem: fileSystem
        ).layoutManifest(old.layout, over: nil)
        let edited = Array(try renamed(text, file: path, edits).utf8)
        if edited != original {
            files.append(
                PlannedFile(path: path, contents: edited, intent: .edit(original: original)))
        }
        return files
    }

    /// The project file's edit `base` with the module's package or product linked under its
    /// new name.
    func relinking(over base: PlannedFile?, fileSystem: any FileSystem) throws -> PlannedFile? {
        guard
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        else { return base }
        if let oldPackage = old.places.package, let newPackage = new.places.package {
            return try membership.renamePackage(
                from: oldPackage, product: old.name, to: newPackage, product: new.name,
                over: base) ?? base
        }
        let package = old.layout.manifestFolder ?? ""
        let unlinked =
            try membership.unlinkPackage(at: package, product: old.name, over: base) ?? base
        guard unlinked != base else { return base }
        return try membership.linkPackage(at: package, product: new.name, over: unlinked)
            ?? unlinked
    }

    /// `text` (the manifest `file`) with `edits` applied; only those whose names it holds.
    private func renamed(_ text: String, file: String, _ edits: [ManifestEdit]) throws -> String {
        let editor = PackageManifestEditor(text: text, file: file)
        let targets = Set(try editor.declaredTargets().map(\.name))
        let products = Set(try editor.declaredProducts())
        return try editor.edited(
            edits.filter { edit in
                switch edit {
                case .renameTarget(let old, _): return targets.contains(old)
                case .renameProduct(let old, _): return products.contains(old)
                default: return true
                }
            })
    }
}
