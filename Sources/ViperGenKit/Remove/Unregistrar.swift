import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes the edits that take modules or services out of their project's app files: the
/// removal side of ``Registrar``, one pass per app file for all of them.
///
/// Nothing is written here: each app file becomes one `.edit(original:)` planned file holding
/// every subject's removal, written in the same transaction as the deletions. A place that
/// cannot be found with certainty leaves the subject's lines in that file to the user.
struct Unregistrar {
    /// The project the modules or services are removed from.
    let project: Project
    /// The file system the app files are read from.
    let fileSystem: any FileSystem
    /// Edits of the same run to app files, whose text is removed from instead of the file's
    /// on disk (the original of the edit stays the file on disk): a rename's registration of
    /// the new name, made first so the old name is never a `Views` enum's last case.
    var pending: [PlannedFile] = []
    /// App files the removal deletes (a view builder and RootView the subjects' run created),
    /// left unedited; with them gone, the `Views` enum may lose its last case.
    var deleted: Set<String> = []

    /// The removal of `subjects` from every app file of the project's registry.
    func plan(for subjects: [RegistrationSubject]) -> UnregistrationPlan {
        var plan = UnregistrationPlan(count: subjects.count)
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let configured = project.config.appFiles ?? AppFiles()
        let roles = project.config.architectureStyle.registry.appFileRoles
        let modules =
            roles.contains(.rootApp)
            ? locator.moduleAssemblies().union(
                subjects.filter { $0.kind == .module }.map(\.assemblyType)) : []
        // The project's Main module is recorded too, but its template listed it, not viper-gen.
        let addedModules = Set(
            GenerationRecord.recordedNames(.module, in: project, fileSystem: fileSystem)
                .filter { $0 != GenerationRequest.mainModuleName }
                .map { RegistrationSubject(kind: .module, name: $0).moduleType })
        var appFolder: AbsolutePath?
        for role in roles {
            let indices = subjects.indices.filter { role.registers(subjects[$0].kind) }
            guard !indices.isEmpty else { continue }
            let found = locator.file(
                for: role, configured: configured, from: project.modulesFolder,
                appFolder: appFolder)
            if role == .rootApp { appFolder = found.path?.parentDirectory }
            guard let file = found.path else { continue }
            let path = locator.relativePath(of: file)
            guard !deleted.contains(path) else { continue }
            let site =
                role == .views && !deleted.isEmpty
                ? ViewsEnumSite(removesLastCase: true)
                : role.site(moduleAssemblies: modules, addedModules: addedModules)
            switch AppFileReader(fileSystem: fileSystem).read(file) {
            case .success(let original):
                guard var text = String(strictUTF8: original) else {
                    leave(indices, in: path, reason: "it is not UTF-8 text", into: &plan)
                    continue
                }
                if let planned = pending.last(where: { $0.path == path }) {
                    text = String(decoding: planned.contents, as: UTF8.self)
                }
                remove(
                    indices.map { ($0, subjects[$0]) }, from: text, original: original,
                    path: path, site: site, into: &plan)
            case .failure(let refusal):
                leave(indices, in: path, reason: refusal.reason, into: &plan)
            }
        }
        return plan
    }

    /// Removes each subject from `text` in turn, the file at `path` read as `original`, and
    /// plans the one edit that holds every removal.
    private func remove(
        _ subjects: [(index: Int, subject: RegistrationSubject)], from text: String,
        original: [UInt8], path: String, site: any RegistrationSite,
        into plan: inout UnregistrationPlan
    ) {
        var current = text
        for (index, subject) in subjects {
            switch site.remove(subject, from: current) {
            case .alreadyAbsent: continue
            case .edited(let newText):
                current = newText
                plan.removedFrom[index].append(path)
            case .manual(let reasons, let steps):
                plan.manual[index].append(
                    ManualRegistration(file: path, reasons: reasons, steps: steps))
            }
        }
        guard current != text else { return }
        plan.edits.append(
            PlannedFile(
                path: path, contents: Array(current.utf8), intent: .edit(original: original)))
    }

    /// Leaves the file at `path`, which cannot be edited for `reason`, to the user for the
    /// subjects at `indices`.
    private func leave(
        _ indices: [Int], in path: String, reason: String, into plan: inout UnregistrationPlan
    ) {
        for index in indices {
            plan.manual[index].append(ManualRegistration(file: path, reasons: [reason], steps: []))
        }
    }
}
