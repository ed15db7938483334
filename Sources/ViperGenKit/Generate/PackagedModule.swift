import ViperGenOutput
import ViperGenProject

/// A module of the run that is a Swift module of its own (``ModulePackage``), with what its
/// request says about it: the type the app registers and the app's module its tests would
/// otherwise import.
struct PackagedModule {
    /// The module.
    let module: ModulePackage
    /// The type the app registers and builds (`PaymentsAssembly`), public in the module; nil
    /// for a style without a registry.
    let entry: String?
    /// The app's Swift module, which the template's tests import.
    let appModule: String

    /// The packaged module of `request`.
    init(module: ModulePackage, request: GenerationRequest) {
        self.module = module
        let file = request.style.registry.registeredFile(for: request.name)
        entry = file.map { String($0.dropLast(".swift".count)) }
        appModule = SwiftModuleName.derived(
            from: request.project?.config.projectName ?? request.name)
    }

    /// A source file's contents as the module's own: importing the support module, the entry
    /// public.
    func source(_ contents: [UInt8]) -> [UInt8] {
        let text = String(decoding: contents, as: UTF8.self)
        return Array(module.sourceText(text, entry: Set(entry.map { [$0] } ?? [])).utf8)
    }

    /// A test file's contents, testing the module instead of the app.
    func test(_ contents: [UInt8]) -> [UInt8] {
        let text = String(decoding: contents, as: UTF8.self)
        return Array(module.testText(text, appModule: appModule).utf8)
    }

    /// Where a test file the template puts at `path` (`Payments/PaymentsSpy.swift`) goes in the
    /// module's test target's folder: without the module's folder.
    func testPath(_ path: String) -> String {
        let prefix = module.name + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// An app file's edit that registers the module, importing it (and the support module).
    func registering(in edit: PlannedFile) -> PlannedFile {
        guard let entry else { return edit }
        let text = String(decoding: edit.contents, as: UTF8.self)
        var edited = edit
        edited.contents = Array(module.appFileText(text, path: edit.path, entry: entry).utf8)
        return edited
    }
}

extension RegistrationOutcome {
    /// The outcome with each app file it edits importing the `modules` (of the whole run) it
    /// registers, and their support module.
    func importing(_ modules: [PackagedModule]) -> RegistrationOutcome {
        guard case .registered(var plan) = self, !modules.isEmpty else { return self }
        plan.edits = plan.edits.map { edit in
            modules.reduce(edit) { edit, module in module.registering(in: edit) }
        }
        return .registered(plan)
    }
}
