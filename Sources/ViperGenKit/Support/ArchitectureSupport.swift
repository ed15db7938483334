import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// The support code a style's modules build on, for an app that has none: what the style's
/// project template writes in its `Classes` folder (base protocols, the Swilby container,
/// navigation), without the app's entry point and Main module, in `<sources>/Architecture/`.
///
/// A swiftui app also gets `AppContainer.swift`, the container setup that registrations go
/// into (the app's own `App` stays as it is), and a `Views` enum with no case yet. Only the
/// styles whose modules need nothing but that code bring it: swiftui and uikit.
struct ArchitectureSupport {
    /// The folder the app's side of the support code goes to (all of it, unless the app's
    /// modules are Swift modules of their own), inside the app's sources folder.
    static let folderName = "Architecture"
    /// The container setup's file, in that folder.
    static let containerFile = "AppContainer.swift"

    /// The style whose support code it is.
    let style: ArchitectureStyle
    /// The app's config as `init` decided it: its sources folder, project name, observation
    /// and tests library.
    let config: ProjectConfig

    /// Whether `style` has support code an app can be given.
    static func brings(_ style: ArchitectureStyle) -> Bool {
        style == .swiftui || style == .uikit
    }

    /// The folder the files go to, relative to the app's folder; the app's side of them only
    /// (the container setup) when the support code is a Swift module of its own (``package``).
    var folder: String { config.sourcesPath + "/" + Self.folderName }

    /// The support code as a Swift module of its own, when the app's modules are.
    var package: SupportPackage? {
        config.moduleLayout.map { SupportPackage(layout: $0) }
    }

    /// The app files registrations go into once the support code is there (swiftui: the
    /// container setup, `Views`, and the view builder and RootView that the first module
    /// brings: ``MissingAppFiles``).
    var appFiles: AppFiles? {
        guard style == .swiftui else { return nil }
        return AppFiles(
            rootApp: folder + "/" + Self.containerFile,
            views: (package?.places.sources ?? folder) + "/NavigationService/"
                + AppFileRole.views.fileName,
            viewBuilder: folder + "/" + AppFileRole.viewBuilder.fileName,
            rootView: folder + "/" + AppFileRole.rootView.fileName)
    }

    /// The files, paths relative to the app's folder, rendered with `values` from the style's
    /// project template in `templates`.
    func files(values: MacroValues, templates: any TemplateSource) throws -> [RenderedFile] {
        guard let name = style.templateName(for: .project) else { return [] }
        let rendered = try SupportRendering(config: config, values: values, templates: templates)
            .render(name)
        var files = rendered.compactMap { file -> RenderedFile? in
            guard let path = supportPath(of: file.path) else { return nil }
            let contents =
                path.hasSuffix("/" + AppFileRole.views.fileName)
                ? withoutMainModule(file.contents) : file.contents
            return RenderedFile(path: path, contents: contents)
        }
        if let package { files = package.published(files) }
        if style == .swiftui {
            let container = try MacroRenderer(values: values).renderContent(
                Array(Self.containerTemplate.utf8), outputFileName: Self.containerFile,
                templatePath: Self.containerFile)
            files.append(
                RenderedFile(
                    path: folder + "/" + Self.containerFile,
                    contents: package?.importing(container) ?? container))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Where the project template's file at `path` goes in the app, or nil when it is not
    /// support code: `<P>/Sources/<P>/Classes/Library/Swilby/Assembly.swift` goes to
    /// `<sources>/Architecture/Swilby/Assembly.swift`; the Main module and the app's entry
    /// point are not support code.
    private func supportPath(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let classes = parts.firstIndex(of: "Classes"), classes + 2 < parts.count,
            parts[classes + 1] != "Modules", parts.last?.hasSuffix(".swift") == true
        else { return nil }
        let rest = parts[(classes + 2)...].joined(separator: "/")
        return (package?.places.sources ?? folder) + "/" + rest
    }

    /// The `Views` enum of a new project less the Main module's case (and the blank line that
    /// followed it); the first module's case goes back there.
    private func withoutMainModule(_ contents: [UInt8]) -> [UInt8] {
        let text = String(decoding: contents, as: UTF8.self)
        let main = RegistrationSubject(kind: .module, name: GenerationRequest.mainModuleName)
        guard
            case .edited(let edited) = ViewsEnumSite(removesLastCase: true).remove(main, from: text)
        else {
            return contents
        }
        return Array(edited.utf8)
    }

    /// The container setup of an adopted swiftui app, as a template.
    private static let containerTemplate = """
        //
        //  ___FILENAME___
        //  ___PROJECTNAME___
        //
        //  Created by ___FULLUSERNAME___ on ___DATE___.
        //  ___COPYRIGHT___
        //

        /// The app's dependency container: every service and module assembly applied once.
        ///
        /// Make it once at launch (`let container = AppContainer.makeContainer()`) and build a
        /// module's screen from it: `container.resolve(PaymentsAssembly.self).build()`.
        enum AppContainer {
            /// Creates the dependency container with every service and module assembly applied.
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Services
                container.apply(NavigationAssembly.self)
                // Modules
                return container
            }
        }

        """
}
