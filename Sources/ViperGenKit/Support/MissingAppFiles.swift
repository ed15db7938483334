import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

/// The view builder and RootView of a swiftui app given its support code by `init`
/// (``ArchitectureSupport``), made by the run that adds its first module.
///
/// `init` cannot write them: a switch over `Views` before it has a case does not compile in a
/// view builder. The config names where they go; while no file is there, the run takes their
/// text from the swiftui project template, which registers the Main module, and the
/// ``Registrar`` writes them with the run's modules instead of Main.
enum MissingAppFiles {
    /// A file to create: where, and its template's text.
    struct File: Equatable {
        /// Its path, relative to the project root.
        let path: String
        /// The project template's text of it, Main module included.
        let text: String
    }

    /// The roles made this way.
    static let roles: [AppFileRole] = [.viewBuilder, .rootView]

    /// The files of `project` to create, by role: those its config names that do not exist,
    /// rendered with `values` from the swiftui project template in `templates`; none for a
    /// project of another style or one that names none.
    static func files(
        of project: Project, values: MacroValues, templates: any TemplateSource,
        fileSystem: any FileSystem
    ) throws -> [AppFileRole: File] {
        let config = project.config
        guard config.architectureStyle == .swiftui, let appFiles = config.appFiles else {
            return [:]
        }
        let wanted = roles.compactMap { role -> (AppFileRole, String)? in
            guard let path = appFiles.path(for: role),
                (try? fileSystem.entryKind(at: project.root.appending(component: path)))
                    == nil
            else { return nil }
            return (role, path)
        }
        guard !wanted.isEmpty, let name = config.architectureStyle.templateName(for: .project)
        else { return [:] }
        let rendered = try SupportRendering(config: config, values: values, templates: templates)
            .render(name)
        var files: [AppFileRole: File] = [:]
        for (role, path) in wanted {
            guard let file = rendered.first(where: { $0.path.hasSuffix("/" + role.fileName) })
            else { continue }
            var text = String(decoding: file.contents, as: UTF8.self)
            if appFiles.rootApp?.hasSuffix("/" + ArchitectureSupport.containerFile) == true {
                // The previews' container is made by the support's AppContainer, as the app's
                // own App is no RootApp of ours.
                text = text.replacing(
                    "RootApp.makeContainer()", with: "AppContainer.makeContainer()")
            }
            files[role] = File(path: path, text: text)
        }
        return files
    }
}
