import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText
import ViperGenXcode

/// Walks an app's folder and fills an `AppSurvey`, reading Swift files through the lexer so
/// that comments and strings never count as declarations.
package struct AppSurveyor {
    /// The file system to read.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Folders never looked into: build output, dependencies, bundles, version control.
    package static let skippedFolders: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane",
        "Packages", "SourcePackages",
    ]
    /// The most files looked at, so a huge folder (a home folder by mistake) stays fast.
    static let fileLimit = 20_000

    /// Surveys the folder at the absolute path `root`.
    package func survey(_ root: String) throws -> AppSurvey {
        var survey = AppSurvey()
        var modules: [ArchitectureStyle: [String: [String]]] = [:]
        var services: [String: [String]] = [:]
        var viperRoles: [String: Set<String>] = [:]
        var seen = 0
        var projects: [[String]] = [[], []]
        // Folders of local Swift packages (a Package.swift below the app's folder): their
        // sources are libraries, not the app's modules or services.
        var packages: [String] = []
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: AbsolutePath(root, relativeTo: .root),
            descend: {
                !$0.name.hasPrefix(".") && !Self.skippedFolders.contains($0.name)
                    && !$0.name.contains(".")
            },
            visit: { entry in
                let (path, name) = (entry.relativePath, entry.name)
                if entry.depth <= 1, entry.kind == .directory, name.hasSuffix(".xcodeproj") {
                    projects[entry.depth].append(String(path.dropLast(".xcodeproj".count)))
                }
                if entry.depth == 0, name == "Package.swift" {
                    survey.packageName = packageName(at: root + "/" + path)
                } else if name == "Package.swift" {
                    packages.append(String(path.dropLast("/Package.swift".count)) + "/")
                }
                if entry.kind == .directory, name.hasSuffix("Tests") {
                    survey.testFolders.append(path)
                }
                // `modules` too: a new `Modules` beside it would be one folder on APFS.
                if entry.kind == .directory,
                    Self.moduleGroupNames.contains(where: { $0.lowercased() == name.lowercased() })
                {
                    survey.moduleGroups.append(path)
                }
                if entry.kind == .file, Self.objectiveCMains.contains(name) {
                    classifyObjectiveCMain(path, root: root, into: &survey)
                }
                guard entry.kind == .file, name.hasSuffix(".swift") else { return true }
                seen += 1
                survey.swiftFiles.append(path)
                classify(path, root: root, into: &survey)
                collectLayout(path, modules: &modules, services: &services)
                collectViperRole(path, into: &viperRoles)
                return seen < Self.fileLimit
            })
        survey.xcodeProjects = (projects[0].isEmpty ? projects[1] : projects[0]).sorted()
        surveyGenerator(root, into: &survey)
        for project in survey.xcodeProjects {
            let file = root + "/" + project + ".xcodeproj/project.pbxproj"
            if let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: file)),
                var targets = try? AppTargetLayout.all(inProject: bytes, file: file)
            {
                // A target whose project file does not say its platform may say it in its
                // `.xcconfig` (NetNewsWire's Mac and iOS apps do).
                let reader = AppBuildReader(fileSystem: fileSystem)
                for index in targets.indices where targets[index].platforms.isEmpty {
                    let names =
                        reader.read(folder: root, project: project, target: targets[index].name)?
                        .platformNames ?? []
                    targets[index].platforms = TargetPlatform.platforms(namedBy: names)
                }
                survey.appTargets[project] = targets
                let packages =
                    (try? XcodeProjectEdit(projectFile: file).localPackages(in: bytes)) ?? []
                survey.localPackages[project] = packages
                let folder = project.split(separator: "/").dropLast().joined(separator: "/")
                for package in packages {
                    let path = folder.isEmpty ? package.path : folder + "/" + package.path
                    survey.localPackageSwiftFiles[path] = swiftFileCount(
                        below: root + "/" + path + "/Sources")
                }
            }
        }
        modules = modules.mapValues { Self.namable($0, skipping: &survey.unnamable) }
        services = Self.namable(services, skipping: &survey.unnamable)
        let inPackage = { (folder: String) in packages.contains { (folder + "/").hasPrefix($0) } }
        survey.moduleFolders = modules.mapValues { ranked($0.filter { !inPackage($0.key) }) }
            .filter { !$0.value.isEmpty }
        // A generic module builds on the GenericModule package: in an app that never imports
        // it, a folder shaped like one (`Player/PlayerState.swift`) is something else.
        if survey.styleDeclarations[.generic] == nil { survey.moduleFolders[.generic] = nil }
        survey.serviceFolders = ranked(services.filter { !inPackage($0.key) })
        var viperModules: [String: [String]] = [:]
        for (module, roles) in viperRoles
        where Self.viperRoles.isSubset(of: roles) && !inPackage(module) {
            let parts = module.split(separator: "/")
            viperModules[parts.dropLast().joined(separator: "/"), default: []]
                .append(String(parts.last ?? ""))
        }
        survey.viperModuleFolders = ranked(Self.namable(viperModules, skipping: &survey.unnamable))
        survey.unnamable = ranked(
            Dictionary(grouping: survey.unnamable, by: \.folder).mapValues {
                Array(Set($0.flatMap(\.names)))
            })
        return survey
    }

    /// The names teams give the folder of their screens, for an app with no modules yet.
    static let moduleGroupNames: Set<String> = ["Modules", "Screens", "Scenes", "Features"]

    /// Words one of the declarations looked for contains; a file with none is not lexed.
    private static let mayDeclare = [
        "@main", "UIApplicationMain", "Views", "RootView", "ApplicationViewBuilder",
        "NavigationService", "GenericModule", "ApplicationRouter", "Viewable", "Presenterable",
        "XCTest", "Testing",
    ]

    /// The declarations that only one style's apps have.
    private static let styleDeclarations:
        [(ArchitectureStyle, @Sendable (DeclarationScanner) -> Bool)] = [
            (.generic, { $0.imports("GenericModule") }),
            (
                .routed,
                { $0.declares("class", "ApplicationRouter") && $0.uses("instantiatedModules") }
            ),
            (
                .uikit,
                { $0.declares("protocol", "Viewable") || $0.declares("protocol", "Presenterable") }
            ),
        ]

    /// The number of Swift files below `folder` (an absolute path), up to the file limit; 0
    /// when it cannot be read.
    private func swiftFileCount(below folder: String) -> Int {
        var count = 0
        try? FileTreeWalk(fileSystem: fileSystem).walk(
            below: AbsolutePath(folder, relativeTo: .root),
            descend: { !$0.name.hasPrefix(".") },
            visit: { entry in
                if entry.kind == .file, entry.name.hasSuffix(".swift") { count += 1 }
                return count < Self.fileLimit
            })
        return count
    }

    /// Records the app files `path` declares.
    private func classify(_ path: String, root: String, into survey: inout AppSurvey) {
        guard let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: root + "/" + path)),
            let text = String(strictUTF8: bytes),
            Self.mayDeclare.contains(where: text.contains)
        else { return }
        let declarations = DeclarationScanner(text: text)
        let uikit =
            declarations.marksUIKitEntryPoint
            && (declarations.marksEntryPoint || path.split(separator: "/").last == "main.swift")
        if declarations.marksEntryPoint || uikit { survey.entryPoints.append(path) }
        if uikit { survey.uikitEntryPoints.append(path) }
        if declarations.declaresMainApp { survey.rootApps.append(path) }
        for (style, declares) in Self.styleDeclarations where declares(declarations) {
            if survey.styleDeclarations[style] == nil { survey.styleDeclarations[style] = path }
        }
        if declarations.declares("enum", "Views") { survey.views.append(path) }
        if declarations.declares("class", "ApplicationViewBuilder")
            || declarations.declares("struct", "ApplicationViewBuilder")
        {
            survey.viewBuilders.append(path)
        }
        if declarations.declares("struct", "RootView") { survey.rootViews.append(path) }
        if declarations.declares("class", "NavigationService"),
            declarations.appliesObservableMacro
        {
            survey.observableNavigation.append(path)
        }
        for library in ["XCTest", "Testing"] where declarations.imports(library) {
            survey.testLibraryFiles[library, default: []].append(path)
        }
    }

    /// Notes module layouts (each style's, ``ArchitectureStyle/moduleMarker(_:)``) and service
    /// layouts (`…/<X>Service/<X>ServiceAssembly.swift`, `…/NavigationService/…`).
    private func collectLayout(
        _ path: String, modules: inout [ArchitectureStyle: [String: [String]]],
        services: inout [String: [String]]
    ) {
        let parts = path.split(separator: "/").map(String.init)
        guard let file = parts.last else { return }
        if let module = ArchitectureStyle.module(markedBy: parts) {
            modules[module.style, default: [:]][module.folder.joined(separator: "/"), default: []]
                .append(module.name)
        }
        if parts.count >= 3, parts[parts.count - 2].hasSuffix("Service"),
            file == parts[parts.count - 2] + "Assembly.swift"
                || file == parts[parts.count - 2] + ".swift"
        {
            let name = parts[parts.count - 2]
            let folder = parts.dropLast(2).joined(separator: "/")
            if !(services[folder] ?? []).contains(name) {
                services[folder, default: []].append(name)
            }
        }
    }

    /// The parts every VIPER module has, whatever its layout: `<X>Presenter`, `<X>Interactor`
    /// and `<X>Router` (or `<X>Wireframe`), the VIP scenes of Clean Swift included.
    private static let viperRoles: Set<String> = ["Presenter", "Interactor", "Router"]

    /// Notes the VIPER part `path` is (`…/<X>/<X>Presenter.swift`, or up to two folders deeper
    /// as in `…/<X>/Presenter/<X>Presenter.swift` and `…/<X>/User Interface/Presenter/…`)
    /// against its module's folder; `WireFrame` is a wireframe too.
    private func collectViperRole(_ path: String, into roles: inout [String: Set<String>]) {
        let parts = path.split(separator: "/").map(String.init)
        guard let file = parts.last, file.hasSuffix(".swift") else { return }
        let stem = String(file.dropLast(".swift".count))
        for role in ["Presenter", "Interactor", "Router", "Wireframe"]
        where stem.lowercased().hasSuffix(role.lowercased()) {
            let name = String(stem.dropLast(role.count))
            for depth in [2, 3, 4] where parts.count > depth && !name.isEmpty {
                if parts[parts.count - depth] == name {
                    let module = parts.prefix(parts.count - depth + 1).joined(separator: "/")
                    roles[module, default: []].insert(role == "Wireframe" ? "Router" : role)
                    return
                }
            }
        }
    }

    /// Folders by how many modules or services they hold, most first, then by path.
    private func ranked(_ found: [String: [String]]) -> [FolderFinding] {
        found.map { FolderFinding(folder: $0.key, names: $0.value.sorted()) }
            .sorted { ($0.names.count, $1.folder) > ($1.names.count, $0.folder) }
    }

    /// The `name:` of the `Package(` in a manifest (or of another call, `Project(`).
    func packageName(at path: String, call: String = "Package") -> String? {
        guard let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: path)),
            let text = String(strictUTF8: bytes)
        else { return nil }
        let tokens = SwiftSource(text).tokens.filter { $0.kind != .comment }
        guard let package = tokens.firstIndex(where: { $0.text == call }) else { return nil }
        let rest = tokens[package...]
        guard let name = rest.firstIndex(where: { $0.text == "name" }),
            name + 2 < tokens.count, tokens[name + 1].text == ":"
        else { return nil }
        let literal = tokens[name + 2].text
        guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count > 2 else {
            return nil
        }
        return String(literal.dropFirst().dropLast())
    }
}
