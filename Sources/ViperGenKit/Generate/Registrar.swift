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

/// Computes the edits that register new modules or services in their project's app files.
///
/// Nothing is written here: edits come back as `.edit(original:)` planned files, so they are
/// written in the same transaction as the generated files. A file whose places cannot all be
/// found with certainty for a name is left alone for that name, which is reported as a
/// `ManualRegistration`.
struct Registrar {
    /// The project the modules or services are added to.
    let project: Project
    /// The file system the app files are read from.
    let fileSystem: any FileSystem
    /// Where the project's architecture registers modules and services.
    var registry: ModuleRegistry = .appFiles
    /// Edits of app files planned earlier in the same run (relative to the project root): a
    /// file with one is registered in from its planned text, its original staying the disk's.
    var pending: [PlannedFile] = []
    /// App files to create where none is found (``MissingAppFiles``): each role's path
    /// (relative to the project root) and its template's text, which registers the Main module.
    var missing: [AppFileRole: MissingAppFiles.File] = [:]

    /// The registrations of `subjects`, one plan per subject.
    ///
    /// Each app file is found, read and searched once for all of them; every plan that edits a
    /// file carries the one new text holding every subject's lines, in the subjects' order.
    func plans(for subjects: [RegistrationSubject]) -> [RegistrationPlan] {
        guard !subjects.isEmpty else { return [] }
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let configured = project.config.appFiles ?? AppFiles()
        let start = subjects[0].kind == .module ? project.modulesFolder : project.servicesFolder
        let roles = registry.appFileRoles
        let modules =
            roles.contains(.rootApp)
            ? locator.moduleAssemblies().union(
                subjects.filter { $0.kind == .module }.map(\.assemblyType)) : []
        var plans = Array(repeating: RegistrationPlan(), count: subjects.count)
        var appFolder: AbsolutePath?
        for role in roles {
            let indices = subjects.indices.filter { role.registers(subjects[$0].kind) }
            guard !indices.isEmpty else { continue }
            let found = locator.file(
                for: role, configured: configured, from: start, appFolder: appFolder)
            if role == .rootApp { appFolder = found.path?.parentDirectory }
            let site = role.site(moduleAssemblies: modules)
            if found.path == nil, let file = missing[role] {
                create(file, site: site, subjects: subjects, indices: indices, into: &plans)
                continue
            }
            register(
                in: found.path, named: found.name, subjects: indices,
                resolve: { site.register(indices.map { subjects[$0] }, in: $0) }, into: &plans)
        }
        return plans
    }

    /// Registers the subjects at `indices` in the file at `file` (nil when not found, shown as
    /// `name`): `resolve` turns the file's text into one result per subject, every `.edited`
    /// one carrying the same new text.
    private func register(
        in file: AbsolutePath?, named name: String, subjects indices: [Int],
        resolve: (String) -> [FileRegistration], into plans: inout [RegistrationPlan]
    ) {
        guard let file else {
            return leave(indices, in: name, reason: "file not found", resolve, into: &plans)
        }
        let path = AppFileLocator(project: project, fileSystem: fileSystem).relativePath(of: file)
        var text: String
        let original: [UInt8]
        switch AppFileReader(fileSystem: fileSystem).read(file) {
        case .success(let bytes):
            guard let decoded = String(strictUTF8: bytes) else {
                return leave(
                    indices, in: path, reason: "it is not UTF-8 text", resolve, into: &plans)
            }
            (text, original) = (decoded, bytes)
            if let planned = pending.last(where: { $0.path == path }) {
                text = String(decoding: planned.contents, as: UTF8.self)
            }
        case .failure(let refusal):
            return leave(indices, in: path, reason: refusal.reason, resolve, into: &plans)
        }
        var contents: [UInt8]?
        for (index, result) in zip(indices, resolve(text)) {
            switch result {
            case .alreadyRegistered:
                plans[index].alreadyRegistered.append(path)
            case .edited(let newText):
                // One text for every subject: its bytes are made once and shared.
                let bytes = contents ?? Array(newText.utf8)
                contents = bytes
                plans[index].edits.append(
                    PlannedFile(path: path, contents: bytes, intent: .edit(original: original)))
            case .manual(let reasons, let steps):
                plans[index].manual.append(
                    ManualRegistration(file: path, reasons: reasons, steps: steps))
            }
        }
    }

    /// Creates the missing app `file` registering the subjects at `indices`.
    ///
    /// Its template's text with their registrations, then without the Main module's (unless
    /// one of them is Main), is written as a new file; left to the user, as a file not found,
    /// when the text does not take them.
    private func create(
        _ file: MissingAppFiles.File, site: any RegistrationSite, subjects: [RegistrationSubject],
        indices: [Int], into plans: inout [RegistrationPlan]
    ) {
        let named = indices.map { subjects[$0] }
        let main = RegistrationSubject(kind: .module, name: GenerationRequest.mainModuleName)
        let registered = site.register(named, in: file.text).compactMap { result -> String? in
            if case .edited(let text) = result { return text }
            return nil
        }
        var text = registered.count == named.count ? registered.last : nil
        if let withMain = text, !named.contains(main) {
            if case .edited(let without) = site.remove(main, from: withMain) {
                text = without
            } else {
                text = nil
            }
        }
        guard let text else {
            return leave(
                indices, in: file.path, reason: "file not found",
                { site.register(named, in: $0) }, into: &plans)
        }
        let created = PlannedFile(path: file.path, text: text)
        for index in indices { plans[index].edits.append(created) }
    }

    /// Leaves a file that cannot be edited at all to the user: every place's line for each
    /// subject at `indices`, found by resolving an empty text.
    private func leave(
        _ indices: [Int], in file: String, reason: String,
        _ resolve: (String) -> [FileRegistration],
        into plans: inout [RegistrationPlan]
    ) {
        for (index, result) in zip(indices, resolve("")) {
            var steps: [ManualRegistration.Step] = []
            if case .manual(_, let lines) = result { steps = lines }
            plans[index].manual.append(
                ManualRegistration(file: file, reasons: [reason], steps: steps))
        }
    }
}
