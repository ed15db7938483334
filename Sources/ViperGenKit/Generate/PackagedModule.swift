import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// A module of the run that is a Swift module of its own (``ModulePackage``), with what its
/// request says about it: the type the app registers and the app's module its tests would
/// otherwise import.
struct PackagedModule {
    /// The module.
    let module: ModulePackage
    /// The types the app uses (swiftui's `PaymentsAssembly`; uikit's router input and entry
    /// entity), public with their members in the module.
    let entry: Set<String>
    /// The types the app only names (uikit's view controller), public alone.
    let named: Set<String>
    /// The app's Swift module, which the template's tests import.
    let appModule: String

    /// The packaged module of `request`.
    init(module: ModulePackage, request: GenerationRequest) {
        self.init(
            module: module, style: request.style,
            projectName: request.project?.config.projectName ?? request.name)
    }

    /// The packaged `module` of a `style` app named `projectName`.
    init(module: ModulePackage, style: ArchitectureStyle, projectName: String) {
        self.module = module
        (entry, named) = (PackageLayoutStyle.of(style) ?? .swiftui).types(of: module.name)
        appModule = SwiftModuleName.derived(from: projectName)
    }

    /// A template's rendered `files` as the module's own: sources and tests rewritten, tests
    /// placed in the test target's folder (``testPath(_:)``).
    func rendered(_ files: [RenderedFile]) -> [RenderedFile] {
        files.map { file in
            file.destination == .tests
                ? RenderedFile(
                    path: testPath(file.path), contents: test(file.contents),
                    destination: .tests)
                : RenderedFile(
                    path: file.path, contents: source(file.contents),
                    destination: file.destination)
        }
    }

    /// A source file's contents as the module's own: importing the support module, its entry
    /// public, its preview made from its own assembly (``PackageLayoutPreview``).
    private func source(_ contents: [UInt8]) -> [UInt8] {
        let text = PackageLayoutPreview.fromOwnAssembly(
            String(decoding: contents, as: UTF8.self), module: module.name)
        return Array(module.sourceText(text, entry: entry, named: named).utf8)
    }

    /// A test file's contents, testing the module instead of the app, importing the support
    /// module when it names one of its types (a uikit spy's `Viewable`): `@testable import` of
    /// the module does not bring it in.
    private func test(_ contents: [UInt8]) -> [UInt8] {
        var text = module.testText(String(decoding: contents, as: UTF8.self), appModule: appModule)
        let scanner = DeclarationScanner(text: text)
        if SupportTypes.all.contains(where: scanner.uses) {
            text = ImportLines.adding(module.layout.support, to: text)
        }
        return Array(text.utf8)
    }

    /// Where a test file the template puts at `path` (`Payments/PaymentsSpy.swift`) goes in the
    /// module's test target's folder: without the module's folder.
    private func testPath(_ path: String) -> String {
        let prefix = module.name + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// An app file's edit that registers the module, importing it (and the support module).
    func registering(in edit: PlannedFile) -> PlannedFile {
        let text = String(decoding: edit.contents, as: UTF8.self)
        var edited = edit
        edited.contents = Array(
            module.appFileText(text, path: edit.path, entry: entry.union(named)).utf8)
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
