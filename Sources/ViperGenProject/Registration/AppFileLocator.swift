import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText

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
        let rootApp = nearest("RootApp.swift", from: project.modulesFolder)
        let appFolder = rootApp?.parentDirectory
        let views = viewsFiles(appFolder: appFolder)
        return AppFiles(
            rootApp: rootApp.map(relativePath(of:)),
            views: views.count == 1 ? views.first.map(relativePath(of:)) : nil,
            viewBuilder: nearest(
                "ApplicationViewBuilder.swift", from: appFolder ?? project.modulesFolder
            ).map(relativePath(of:)),
            rootView: nearest("RootView.swift", from: appFolder ?? project.modulesFolder)
                .map(relativePath(of:)))
    }

    /// The file playing `role`, and the name to show for it.
    ///
    /// The configured file, else the one at its usual place; nil when there is none or more
    /// than one (the name then says so). RootApp.swift is looked for from `start` up, the
    /// others from `appFolder` (RootApp's).
    package func file(
        for role: AppFileRole, configured: AppFiles, from start: AbsolutePath,
        appFolder: AbsolutePath?
    ) -> (path: AbsolutePath?, name: String) {
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
    func file(_ path: String?) -> AbsolutePath? {
        guard let path else { return nil }
        return existingFile(project.root.appending(component: path))
    }

    /// The nearest file named `name` in the folder `start` or one of its ancestors up to the
    /// project root.
    func nearest(_ name: String, from start: AbsolutePath) -> AbsolutePath? {
        let root = project.root.pathString
        var folder = start
        while folder.pathString.hasPrefix(root) {
            if let file = existingFile(folder.appending(component: name)) { return file }
            guard folder.pathString != root, !folder.isRoot else { return nil }
            folder = folder.parentDirectory
        }
        return nil
    }

    /// The files among the usual places that declare `enum Views` (Views.swift next to the
    /// navigation service, the navigation service itself, Views.swift next to RootApp.swift).
    func viewsFiles(appFolder: AbsolutePath?) -> [AbsolutePath] {
        let navigation = project.servicesFolder.appending(component: "NavigationService")
        let candidates =
            [
                navigation.appending(component: "Views.swift"),
                navigation.appending(component: "NavigationService.swift"),
            ] + (appFolder.map { [$0.appending(component: "Views.swift")] } ?? [])
        return candidates.compactMap(existingFile).filter { path in
            guard let bytes = try? fileSystem.readFile(at: path),
                DeclarationScanner.mentions(Array("Views".utf8), in: bytes),
                let text = String(strictUTF8: bytes)
            else { return false }
            return DeclarationScanner.declares("enum", "Views", in: text)
        }
    }

    /// The assembly types of the module folders (`MainAssembly` for `Modules/Main`).
    package func moduleAssemblies() -> Set<String> {
        let entries = (try? fileSystem.kindsOfEntries(in: project.modulesFolder)) ?? []
        return Set(entries.filter { $0.kind == .directory }.map { $0.name + "Assembly" })
    }

    /// `path` relative to the project root (itself when outside it).
    package func relativePath(of path: AbsolutePath) -> String {
        path.text(inside: project.root) ?? path.pathString
    }

    /// The entry at `path` that is not a folder (a file, or a link, FIFO or device that the
    /// registration then names), as its folder spells it, or nil when there is none.
    ///
    /// On a Mac's disk `RootApp.swift` also finds a `rootApp.swift`; the edit must name the
    /// file as it is, or it would be planned as a second file of the same name.
    private func existingFile(_ path: AbsolutePath) -> AbsolutePath? {
        guard let kind = try? fileSystem.entryKind(at: path), kind != .directory else {
            return nil
        }
        let name = path.basename
        let key = NameFolding.key(name)
        let folder = path.parentDirectory
        let spellings =
            (try? fileSystem.contentsOfDirectory(at: folder) { NameFolding.key($0) == key })
            ?? []
        guard !spellings.contains(where: { $0.utf8.elementsEqual(name.utf8) }),
            let spelling = spellings.first
        else { return path }
        return folder.appending(component: spelling)
    }
}
