import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The records `init` writes for the modules and services it finds in the folders it chose,
/// so that `check`, `rename` and `remove` know them; viper-gen did not make them, so each is a
/// found record (``GenerationRecord/isFound``) and every one of its files counts as edited.
struct FoundRecords {
    /// The project being adopted, with the config `init` decided.
    let project: Project
    /// The file system the folders are read from.
    let fileSystem: any FileSystem

    /// A record to create for each module and service of `survey` in the chosen folders (a
    /// service only when it declares its assembly) that has none yet (a second `init` keeps
    /// those it finds), paths relative to the project root.
    func planned(from survey: AppSurvey) throws -> [PlannedFile] {
        let config = project.config
        let moduleFindings = survey.moduleFolders.values.flatMap { $0 } + survey.viperModuleFolders
        let found =
            names(in: moduleFindings, folder: config.modulesPath).map { (ScaffoldKind.module, $0) }
            + names(in: survey.serviceFolders, folder: config.servicesPath).filter(
                registeredServices.contains
            ).map { (ScaffoldKind.service, $0) }
        var records: [PlannedFile] = []
        for (kind, name) in found {
            let path = GenerationRecord.path(kind: kind, name: name)
            guard try fileSystem.entryKind(at: absolute(path)) == nil else { continue }
            let parent = kind == .module ? config.modulesPath : config.servicesPath
            var files = try self.files(in: parent + "/" + name, kind: kind, name: name)
            files += try self.files(in: config.testsPath + "/" + name, kind: kind, name: name)
            guard !files.isEmpty else { continue }
            let record = GenerationRecord.found(kind: kind, name: name, files: files)
            records.append(PlannedFile(path: path, contents: try record.encoded()))
        }
        return records
    }

    /// The services whose folder declares the assembly `service` registers
    /// (`NetworkServiceAssembly`): not the app's own `NavigationService`, which the app
    /// registers its own way.
    private var registeredServices: Set<String> {
        Set(
            ExistingSubjects(project: project, fileSystem: fileSystem).folderNames(
                in: project.servicesFolder,
                declaring: { RegistrationSubject(kind: .service, name: $0).assemblyType },
                excluding: { _ in false }))
    }

    /// The names the `findings` list for `folder`, each once, sorted.
    private func names(in findings: [FolderFinding], folder: String) -> [String] {
        Set(findings.filter { $0.folder == folder }.flatMap(\.names)).sorted()
    }

    /// The paths of the files below `folder` (relative to the project root); none when it is
    /// not a folder.
    private func files(in folder: String, kind: ScaffoldKind, name: String) throws -> [String] {
        guard try fileSystem.entryKind(at: absolute(folder)) == .directory else { return [] }
        return try RemovalSubject.unrecorded(
            kind: kind, name: name, folder: folder, root: project.root, fileSystem: fileSystem
        ).files.map(\.path)
    }

    /// `path`, relative to the project root, as an absolute path.
    private func absolute(_ path: String) -> AbsolutePath {
        project.root.appending(component: path)
    }
}
