import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the app files that registrations go into: RootApp.swift, the view builder, RootView
/// and the file declaring `enum Views`.
package struct AppFileLocator {
    /// The project whose files are looked for.
    let project: Project
    /// The file system to look in.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(project: Project, fileSystem: any FileSystem) {
        self.project = project
        self.fileSystem = fileSystem
    }

    /// The app files registration finds by their usual names when none are configured, as
    /// paths relative to the project root.
    package func usualFiles() -> AppFiles {
        let rootApp = nearest("RootApp.swift", from: URL(project.modulesFolder))
        let appFolder = rootApp?.deletingLastPathComponent()
        let views = viewsFiles(appFolder: appFolder)
        return AppFiles(
            rootApp: rootApp.map(relativePath(of:)),
            views: views.count == 1 ? views.first.map(relativePath(of:)) : nil,
            viewBuilder: nearest(
                "ApplicationViewBuilder.swift", from: appFolder ?? URL(project.modulesFolder)
            ).map(relativePath(of:)),
            rootView: nearest("RootView.swift", from: appFolder ?? URL(project.modulesFolder))
                .map(relativePath(of:)))
    }

    /// The file playing `role`, and the name to show for it.
    ///
    /// The configured file, else the one at its usual place; nil when there is none or more
    /// than one (the name then says so). RootApp.swift is looked for from `start` up, the
    /// others from `appFolder` (RootApp's).
    package func file(for role: AppFileRole, configured: AppFiles, from start: URL, appFolder: URL?)
        -> (url: URL?, name: String)
    {
        let name = role.fileName
        switch role {
        case .rootApp:
            return (file(configured.rootApp) ?? nearest(name, from: start), name)
        case .views:
            let views = file(configured.views).map { [$0] } ?? viewsFiles(appFolder: appFolder)
            return (
                views.count == 1 ? views.first : nil,
                views.isEmpty ? name : name + " (enum Views is declared twice)"
            )
        case .viewBuilder:
            return (file(configured.viewBuilder) ?? nearest(name, from: appFolder ?? start), name)
        case .rootView:
            return (file(configured.rootView) ?? nearest(name, from: appFolder ?? start), name)
        case .applicationRouter:
            let routers = applicationRouterFiles()
            return (
                routers.count == 1 ? routers.first : nil,
                routers.count > 1
                    ? name + " (ApplicationRouter is declared \(routers.count) times)" : name
            )
        }
    }

    /// The configured file at `path` (relative to the project root), if set and present.
    func file(_ path: String?) -> URL? {
        guard let path else { return nil }
        return existingFile(URL(project.root.appending(component: path)))
    }

    /// The nearest file named `name` in the folder `start` or one of its ancestors up to the
    /// project root.
    func nearest(_ name: String, from start: URL) -> URL? {
        let root = project.root.pathString
        var folder = start.standardizedFileURL
        while folder.path.hasPrefix(root) {
            if let file = existingFile(folder.appendingPathComponent(name)) { return file }
            guard folder.path != root else { return nil }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The files among the usual places that declare `enum Views` (Views.swift next to the
    /// navigation service, the navigation service itself, Views.swift next to RootApp.swift).
    func viewsFiles(appFolder: URL?) -> [URL] {
        let navigation = URL(project.servicesFolder.appending(component: "NavigationService"))
        let candidates =
            [
                navigation.appendingPathComponent("Views.swift"),
                navigation.appendingPathComponent("NavigationService.swift"),
            ] + (appFolder.map { [$0.appendingPathComponent("Views.swift")] } ?? [])
        return candidates.compactMap(existingFile).filter { url in
            guard let bytes = try? fileSystem.readFile(at: url.path),
                DeclarationScanner.mentions(Array("Views".utf8), in: bytes),
                let text = String(strictUTF8: bytes)
            else { return false }
            return DeclarationScanner.declares("enum", "Views", in: text)
        }
    }

    /// The assembly types of the module folders (`MainAssembly` for `Modules/Main`).
    package func moduleAssemblies() -> Set<String> {
        let entries = (try? fileSystem.kindsOfEntries(in: project.modulesFolder.pathString)) ?? []
        return Set(entries.filter { $0.kind == .directory }.map { $0.name + "Assembly" })
    }

    /// `url`'s path relative to the project root.
    package func relativePath(of url: URL) -> String {
        url.absolutePath.text(inside: project.root) ?? url.standardizedFileURL.path
    }

    /// The entry at `url` that is not a folder (a file, or a link, FIFO or device that the
    /// registration then names), as its folder spells it, or nil when there is none.
    ///
    /// On a Mac's disk `RootApp.swift` also finds a `rootApp.swift`; the edit must name the
    /// file as it is, or it would be planned as a second file of the same name.
    private func existingFile(_ url: URL) -> URL? {
        guard let kind = try? fileSystem.entryKind(at: url.path), kind != .directory else {
            return nil
        }
        let name = url.lastPathComponent
        let key = NameFolding.key(name)
        let folder = url.deletingLastPathComponent()
        let spellings =
            (try? fileSystem.contentsOfDirectory(at: folder.path) { NameFolding.key($0) == key })
            ?? []
        guard !spellings.contains(where: { $0.utf8.elementsEqual(name.utf8) }),
            let spelling = spellings.first
        else { return url }
        return folder.appendingPathComponent(spelling)
    }
}
