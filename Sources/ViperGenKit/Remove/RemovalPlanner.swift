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
        let registrations = Unregistrar(project: project, fileSystem: fileSystem)
            .plan(for: subjects.map { RegistrationSubject(kind: $0.kind, name: $0.name) })
        let packages = subjects.compactMap { subject in
            subject.kind == .module ? ModulePackage(project: project, name: subject.name) : nil
        }
        let style = project.config.architectureStyle
        files += registrations.edits.map { edit in
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
}
