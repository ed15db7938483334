/// The folders `viper-gen init` finds on disk: modules, services, tests, the entry point's.
extension InitSettings {
    /// The folder holding most modules of `style`, or the app's screens folder.
    ///
    /// Else, when the app's modules are all of one other style, the folder holding those (a
    /// style named with --style for an app whose modules are of another style); else the
    /// folder holding most VIPER modules of no style's exact layout; else, in an app with no
    /// modules yet, its one folder named like a screens folder (`Modules`, `Screens`, `Scenes`,
    /// `Features`), else `Modules` in the sources. Folders inside `sources` come first: modules
    /// outside the app's sources are never registered.
    static func modulesFolder(
        _ found: [ArchitectureStyle: [FolderFinding]], viper: [FolderFinding], groups: [String],
        style: ArchitectureStyle, sources: String?
    ) -> Decision {
        // Modules outside the sources do not count, nor does a style left with none.
        let found = found.mapValues { findings in
            let kept = Set(inside(sources, findings.map(\.folder)))
            return findings.filter { kept.contains($0.folder) }
        }.filter { !$0.value.isEmpty }
        // An empty screens folder outside the sources (a local packages folder named Modules)
        // is not where the app's modules go.
        let groups = groups.filter { folder in
            sources.map { $0 == "." || folder == $0 || folder.hasPrefix($0 + "/") } ?? true
        }
        let example = (["Main"] + style.moduleMarker("Main")).joined(separator: "/")
        let own = holdingFolder(
            found[style] ?? [], kind: "\(style.rawValue) module", example: example)
        guard case .problem = own else { return own }
        if found.count == 1, let (other, folders) = found.first,
            case .found(let folder, let reason) = holdingFolder(
                folders, kind: "module", example: example)
        {
            return .found(folder, reason: reason + ", laid out as \(other.rawValue)")
        }
        let viper = viper.filter { inside(sources, viper.map(\.folder)).contains($0.folder) }
        if found.isEmpty, !viper.isEmpty {
            return holdingFolder(viper, kind: "VIPER module", example: "Main/MainPresenter.swift")
        }
        if found.isEmpty, groups.count == 1 {
            return .found(groups[0], reason: "no modules yet; the app's screens folder")
        }
        if found.isEmpty, groups.isEmpty, let sources {
            return .found(
                sources == "." ? "Modules" : sources + "/Modules",
                reason: "no modules yet; made in the sources by the first viper-gen module")
        }
        let depth = { (folder: String) in folder.split(separator: "/").count }
        let shallowest = groups.filter { depth($0) == groups.map(depth).min() }
        if found.isEmpty, groups.count > 1, shallowest.count == 1 {
            return .found(
                shallowest[0],
                reason: "no modules yet; the app's outermost screens folder (of "
                    + groups.joined(separator: ", ") + ")")
        }
        if found.isEmpty, groups.count > 1 {
            return .problem(
                "no modules yet and several screens folders (" + groups.joined(separator: ", ")
                    + ")", choices: groups)
        }
        return own
    }

    /// The folder of the one file marking the app's entry point.
    static func entryPointFolder(_ entryPoints: [String]) -> Decision {
        guard entryPoints.count == 1, let file = entryPoints.first else {
            return .problem(
                entryPoints.isEmpty
                    ? "no file marks the app's entry point (@main or @UIApplicationMain)"
                    : "several files mark an entry point (" + entryPoints.joined(separator: ", ")
                        + ")", choices: entryPoints.map(folder))
        }
        return .found(folder(of: file), reason: "the folder of \(file)")
    }

    /// The folder holding the services, else `Services` beside the modules folder: a missing
    /// services folder does not keep an app from being adopted.
    static func servicesFolder(_ found: [FolderFinding], modules: String?) -> Decision {
        if !found.isEmpty {
            return holdingFolder(
                found, kind: "service", example: "NavigationService/NavigationService.swift")
        }
        guard let modules else { return .problem("no services folder and no modules folder") }
        let parent = modules.split(separator: "/").dropLast().joined(separator: "/")
        return .found(
            parent.isEmpty ? "Services" : parent + "/Services",
            reason: "none yet; beside the modules, made by the first viper-gen service")
    }

    /// `<name>Tests` (an Xcode project's test target) or `Tests/<name>Tests` (a package's) if
    /// the app has it, else its only unit-test-like folder (`AppTests` beside `App`), else
    /// `Tests/<name>Tests`.
    static func testsFolder(projectName: String?, survey: AppSurvey) -> Decision {
        let name = projectName ?? "App"
        let standard = ProjectConfig.defaultTestsPath(projectName: name)
        for folder in [name + "Tests", standard] where survey.testFolders.contains(folder) {
            return .found(folder, reason: "the test target's folder")
        }
        // UI tests drive the app from outside; a module's unit tests do not go there.
        let unitTests = survey.testFolders.filter {
            !$0.hasSuffix("UITests") && $0.split(separator: "/").last != "Tests"
        }
        if unitTests.count == 1 {
            return .found(unitTests[0], reason: "the app's only test folder")
        }
        return .found(standard, reason: "the default; no \(name)Tests folder yet")
    }

    /// `Observable` when the navigation service is `@Observable`, else `ObservableObject`.
    static func observationStyle(_ survey: AppSurvey) -> Decision {
        if let file = single(survey.observableNavigation) {
            return .found("Observable", reason: "@Observable NavigationService in \(file)")
        }
        return .found(
            ProjectConfig.defaultObservation, reason: "the navigation service is not @Observable")
    }

    /// The library of the tests in `folder`: `XCTest` when a file there imports it, else
    /// `SwiftTesting` when one imports Testing, else `nil` (not recorded, which means XCTest).
    static func testsLibrary(_ survey: AppSurvey, folder: String?) -> String? {
        guard let folder else { return nil }
        let inFolder = { (library: String) in
            (survey.testLibraryFiles[library] ?? []).contains { $0.hasPrefix(folder + "/") }
        }
        if inFolder("XCTest") { return "XCTest" }
        return inFolder("Testing") ? "SwiftTesting" : nil
    }

    static func single(_ paths: [String]) -> String? {
        paths.count == 1 ? paths.first : nil
    }

    static func sourcesFolder(rootApp: String?, survey: AppSurvey) -> Decision {
        guard let rootApp else {
            return .problem(
                survey.rootApps.isEmpty
                    ? "no file declares the @main App (RootApp.swift)"
                    : "several files declare an @main App ("
                        + survey.rootApps.joined(separator: ", ")
                        + ")", choices: survey.rootApps.map(folder))
        }
        return .found(folder(of: rootApp), reason: "the folder of \(rootApp)")
    }

    /// The folder holding the file at `path` (`.` for the app's folder).
    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/").dropLast()
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Those of `folders` inside `sources` when there are some, else all of them.
    static func inside(_ sources: String?, _ folders: [String]) -> [String] {
        guard let sources, sources != "." else { return folders }
        let inside = folders.filter { $0 == sources || $0.hasPrefix(sources + "/") }
        return inside.isEmpty ? folders : inside
    }

    static func holdingFolder(_ found: [FolderFinding], kind: String, example: String)
        -> Decision
    {
        guard let best = found.first else {
            return .problem("no folder holds \(kind)s laid out like <folder>/\(example)")
        }
        if found.count > 1, found[1].names.count == best.names.count {
            let tied = found.filter { $0.names.count == best.names.count }.map(\.folder)
            return .problem(
                "several folders hold as many \(kind)s ("
                    + tied.prefix(4).joined(separator: ", ") + ")", choices: tied)
        }
        return .found(best.folder, reason: "holds " + best.names.joined(separator: ", "))
    }
}
