import ViperGenOutput
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes the edits that register a new module or service in its project's app files.
///
/// Nothing is written here: edits come back as `.edit(original:)` planned files, so they are
/// written in the same transaction as the generated files. A file whose places cannot all be
/// found with certainty is left alone and reported as a `ManualRegistration`.
struct Registrar {
    /// The project the module or service is added to.
    let project: Project
    /// The file system the app files are read from.
    let fileSystem: any FileSystem
    /// Where the project's architecture registers modules and services.
    var registry: ModuleRegistry = .appFiles

    /// The registration of `subject`.
    func plan(for subject: RegistrationSubject) -> RegistrationPlan {
        switch registry {
        case .appFiles: return appFilesPlan(for: subject)
        case .applicationRouter: return applicationRouterPlan(for: subject)
        case .none: return RegistrationPlan()
        }
    }

    /// The `routed` registration: `NModule()` in the application router's module list.
    private func applicationRouterPlan(for subject: RegistrationSubject) -> RegistrationPlan {
        var plan = RegistrationPlan()
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let routers = locator.applicationRouterFiles()
        register(
            in: routers.count == 1 ? routers.first : nil,
            named: routers.count > 1
                ? "ApplicationRouter.swift (ApplicationRouter is declared \(routers.count) times)"
                : "ApplicationRouter.swift",
            with: ApplicationRouterRegistration(subject: subject).register, into: &plan)
        return plan
    }

    /// The `swiftui` registration in the app files: the container, `Views`, the view builder
    /// and the navigation destinations.
    private func appFilesPlan(for subject: RegistrationSubject) -> RegistrationPlan {
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let start = subject.kind == .module ? project.modulesFolder : project.servicesFolder
        let configured = project.config.appFiles ?? AppFiles()
        let rootApp =
            locator.file(configured.rootApp) ?? locator.nearest("RootApp.swift", from: start)
        var modules = locator.moduleAssemblies()
        if subject.kind == .module { modules.insert(subject.assemblyType) }
        var plan = RegistrationPlan()
        let container = ContainerRegistration(subject: subject, moduleAssemblies: modules)
        register(in: rootApp, named: "RootApp.swift", with: container.register, into: &plan)
        guard subject.kind == .module else { return plan }
        let appFolder = rootApp?.deletingLastPathComponent()
        let views =
            locator.file(configured.views).map { [$0] } ?? locator.viewsFiles(appFolder: appFolder)
        register(
            in: views.count == 1 ? views.first : nil,
            named: views.isEmpty ? "Views.swift" : "Views.swift (enum Views is declared twice)",
            with: ViewsEnumRegistration(subject: subject).register, into: &plan)
        let builderFile =
            locator.file(configured.viewBuilder)
            ?? locator.nearest("ApplicationViewBuilder.swift", from: appFolder ?? start)
        register(
            in: builderFile, named: "ApplicationViewBuilder.swift",
            with: ViewBuilderRegistration(subject: subject).register, into: &plan)
        register(
            in: locator.file(configured.rootView)
                ?? locator.nearest("RootView.swift", from: appFolder ?? start),
            named: "RootView.swift",
            with: NavigationDestinationRegistration(subject: subject).register, into: &plan)
        return plan
    }

    /// Registers in the file at `url` (nil when not found, shown as `name`).
    private func register(
        in url: URL?, named name: String, with registration: (String) -> FileRegistration,
        into plan: inout RegistrationPlan
    ) {
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        guard let url else {
            plan.manual.append(manual(name, reason: "file not found", registration))
            return
        }
        let path = locator.relativePath(of: url)
        guard let original = try? fileSystem.readFile(at: url.path),
            let text = String(validating: original, as: UTF8.self)
        else {
            plan.manual.append(manual(path, reason: "cannot be read as UTF-8 text", registration))
            return
        }
        switch registration(text) {
        case .alreadyRegistered:
            plan.alreadyRegistered.append(path)
        case .edited(let newText):
            plan.edits.append(
                PlannedFile(
                    path: path, contents: Array(newText.utf8), intent: .edit(original: original)))
        case .manual(let reasons, let steps):
            plan.manual.append(ManualRegistration(file: path, reasons: reasons, steps: steps))
        }
    }

    /// The manual registration of a file that cannot be edited at all: every place's line.
    private func manual(
        _ file: String, reason: String, _ registration: (String) -> FileRegistration
    ) -> ManualRegistration {
        guard case .manual(_, let steps) = registration("") else {
            return ManualRegistration(file: file, reasons: [reason], steps: [])
        }
        return ManualRegistration(file: file, reasons: [reason], steps: steps)
    }
}
