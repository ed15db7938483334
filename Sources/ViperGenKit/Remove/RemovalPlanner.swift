import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans the removal of modules and services from a project: the deletion of their files and
/// records (and the copies of templates no other record uses), their registrations' removal and the project file's edit.
struct RemovalPlanner {
    /// The project removed from.
    let project: Project
    /// The file system the app files and the project file are read from.
    let fileSystem: any FileSystem

    /// The plan that removes `subjects`.
    func plan(removing subjects: [RemovalSubject]) throws -> RemovalPlan {
        var files: [PlannedFile] = []
        for subject in subjects {
            for file in subject.files {
                files.append(PlannedFile.deletion(of: file.path, original: file.bytes))
            }
            if let record = subject.record {
                files.append(PlannedFile.deletion(of: record.path, original: record.bytes))
            }
        }
        files += TemplateCopy.unusedCopies(
            of: Set(subjects.compactMap { $0.record?.decoded.templateDigest }), written: [],
            replaced: Set(subjects.compactMap { $0.record?.path }), project: project,
            fileSystem: fileSystem)
        let created = createdAppFiles(of: subjects)
        files += created.map { PlannedFile.deletion(of: $0.path, original: $0.bytes) }
        var unregistrar = Unregistrar(project: project, fileSystem: fileSystem)
        unregistrar.deleted = Set(created.map(\.path))
        let registrations = unregistrar.plan(
            for: subjects.map { RegistrationSubject(kind: $0.kind, name: $0.name) })
        let packages = subjects.compactMap { subject in
            subject.kind == .module ? ModulePackage(project: project, name: subject.name) : nil
        }
        files += withoutImports(of: subjects, in: registrations.edits)
        var manifestEdit: PlannedFile?
        for module in packages {
            manifestEdit =
                try ModuleManifestPlan(project: project, fileSystem: fileSystem)
                .removing(module, over: manifestEdit) ?? manifestEdit
        }
        files += manifestEdit.map { [$0] } ?? []
        var xcodeRemoval: XcodeRemoval?
        if let membership = try XcodeProjectMembership.appTarget(
            of: project, fileSystem: fileSystem)
        {
            var (edit, removal) = try membership.remove(subjects.flatMap(\.ownedPaths))
            for module in packages {
                let package = module.places.package ?? module.layout.manifestFolder ?? ""
                edit =
                    try membership.unlinkPackage(at: package, product: module.name, over: edit)
                    ?? edit
            }
            files += edit.map { [$0] } ?? []
            xcodeRemoval = removal
        }
        return RemovalPlan(files: files, registrations: registrations, xcodeRemoval: xcodeRemoval)
    }

    /// The app files the `subjects`' run created that the removal deletes, with their bytes.
    ///
    /// Those a record lists (a swiftui app's view builder and RootView) that are as written
    /// once the other subjects' lines are out: nothing but the subjects is registered in them,
    /// and the app goes back to how it was. Only the config's `viewBuilder` and `rootView`
    /// count, whatever a record lists.
    private func createdAppFiles(of subjects: [RemovalSubject]) -> [(path: String, bytes: [UInt8])]
    {
        let configured = [project.config.appFiles?.viewBuilder, project.config.appFiles?.rootView]
            .compactMap { $0 }
        let creators = subjects.filter { !($0.record?.decoded.createdAppFiles ?? [:]).isEmpty }
        guard !creators.isEmpty, !configured.isEmpty else { return [] }
        let others = subjects.filter { subject in !creators.contains { $0.name == subject.name } }
        let othersOut =
            others.isEmpty
            ? []
            : withoutImports(
                of: others,
                in: Unregistrar(project: project, fileSystem: fileSystem)
                    .plan(for: others.map { RegistrationSubject(kind: $0.kind, name: $0.name) })
                    .edits)
        var found: [(path: String, bytes: [UInt8])] = []
        for creator in creators {
            for (path, digest) in creator.record?.decoded.createdAppFiles ?? [:]
            where configured.contains(path) && !found.contains(where: { $0.path == path }) {
                guard
                    let bytes = try? fileSystem.readFile(
                        at: project.root.appending(component: path)),
                    GenerationRecord.digest(
                        othersOut.first(where: { $0.path == path })?.contents ?? bytes) == digest
                else { continue }
                found.append((path, bytes))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The app files' `edits` without the imports of those `subjects` that are Swift modules
    /// of their own, where nothing uses them any longer.
    private func withoutImports(of subjects: [RemovalSubject], in edits: [PlannedFile])
        -> [PlannedFile]
    {
        let style = project.config.architectureStyle
        let packages = subjects.compactMap { subject in
            subject.kind == .module ? ModulePackage(project: project, name: subject.name) : nil
        }
        return edits.map { edit in
            packages.reduce(edit) { edit, module in
                var edited = edit
                let text = String(decoding: edit.contents, as: UTF8.self)
                edited.contents = Array(
                    module.unregisteredAppFileText(
                        text, entry: PackageLayoutStyle.appUsedTypes(of: module.name, style: style)
                    ).utf8)
                return edited
            }
        }
    }
}
