import Foundation
import ViperGenOutput
import ViperGenSystem

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

    /// One registration in one file: what it is called and where its places are.
    private typealias Places = (SwiftSource) -> [RegistrationPlace]

    /// The registration of `subject`.
    func plan(for subject: RegistrationSubject) -> RegistrationPlan {
        plans(for: [subject])[0]
    }

    /// The registrations of `subjects` (of one kind: a command's names), one plan per subject.
    ///
    /// Each app file is found, read and searched once for all of them; every plan that edits a
    /// file carries the one new text holding every subject's lines, in the subjects' order.
    func plans(for subjects: [RegistrationSubject]) -> [RegistrationPlan] {
        guard let kind = subjects.first?.kind else { return [] }
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let start = kind == .module ? project.modulesFolder : project.servicesFolder
        let configured = project.config.appFiles ?? AppFiles()
        let rootApp =
            locator.file(configured.rootApp) ?? locator.nearest("RootApp.swift", from: start)
        var modules = locator.moduleAssemblies()
        if kind == .module { modules.formUnion(subjects.map(\.assemblyType)) }
        var plans = Array(repeating: RegistrationPlan(), count: subjects.count)
        register(
            in: rootApp, named: "RootApp.swift",
            subjects.map { ContainerRegistration(subject: $0, moduleAssemblies: modules).places },
            into: &plans)
        guard kind == .module else { return plans }
        let appFolder = rootApp?.deletingLastPathComponent()
        let views =
            locator.file(configured.views).map { [$0] } ?? locator.viewsFiles(appFolder: appFolder)
        register(
            in: views.count == 1 ? views.first : nil,
            named: views.isEmpty ? "Views.swift" : "Views.swift (enum Views is declared twice)",
            subjects.map { ViewsEnumRegistration(subject: $0).places }, into: &plans)
        let builderFile =
            locator.file(configured.viewBuilder)
            ?? locator.nearest("ApplicationViewBuilder.swift", from: appFolder ?? start)
        register(
            in: builderFile, named: "ApplicationViewBuilder.swift",
            subjects.map { ViewBuilderRegistration(subject: $0).places }, into: &plans)
        register(
            in: locator.file(configured.rootView)
                ?? locator.nearest("RootView.swift", from: appFolder ?? start),
            named: "RootView.swift",
            subjects.map { NavigationDestinationRegistration(subject: $0).places }, into: &plans)
        return plans
    }

    /// Registers every subject in the file at `url` (nil when not found, shown as `name`), the
    /// subject at index `i` with `registrations[i]`.
    private func register(
        in url: URL?, named name: String, _ registrations: [Places],
        into plans: inout [RegistrationPlan]
    ) {
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        guard let url else {
            for index in plans.indices {
                plans[index].manual.append(
                    manual(name, reason: "file not found", registrations[index]))
            }
            return
        }
        let path = locator.relativePath(of: url)
        guard let original = try? fileSystem.readFile(at: url.path),
            let text = String(validating: original, as: UTF8.self)
        else {
            for index in plans.indices {
                plans[index].manual.append(
                    manual(path, reason: "cannot be read as UTF-8 text", registrations[index]))
            }
            return
        }
        let source = SwiftSource(text)
        let results = FileRegistration.resolve(
            each: registrations.map { $0(source) }, in: source)
        var contents: [UInt8]?
        for (index, result) in results.enumerated() {
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

    /// The manual registration of a file that cannot be edited at all: every place's line.
    private func manual(_ file: String, reason: String, _ registration: Places)
        -> ManualRegistration
    {
        let empty = SwiftSource("")
        guard case .manual(_, let steps) = FileRegistration.resolve(registration(empty), in: empty)
        else { return ManualRegistration(file: file, reasons: [reason], steps: []) }
        return ManualRegistration(file: file, reasons: [reason], steps: steps)
    }
}
