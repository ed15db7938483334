/// The settings `viper-gen init` decided for an app, from its survey and the options, with the
/// reason for each, or every problem that kept a setting from being decided.
struct InitSettings {
    /// The config to write.
    var config: ProjectConfig
    /// One line per setting: what was chosen and why, for the report.
    let findings: [(setting: String, value: String, reason: String)]

    /// Decides every setting; throws `InitError.undecided` listing all that could not be.
    static func decide(
        survey: AppSurvey, options: InitOptions, folder: String
    ) throws -> InitSettings {
        var problems: [String] = []
        var findings: [(String, String, String)] = []
        func pick(_ setting: String, option: String?, flag: String, _ decide: () -> Decision)
            -> String?
        {
            if let option {
                findings.append((setting, option, "from \(flag)"))
                return option
            }
            switch decide() {
            case .found(let value, let reason):
                findings.append((setting, value, reason))
                return value
            case .problem(let problem):
                problems.append("\(setting): \(problem); pass \(flag) <value>.")
                return nil
            }
        }
        var name = pick("project name", option: options.projectName, flag: "--project-name") {
            projectName(survey)
        }
        if let chosen = name, let problem = SwiftModuleName.problem(with: chosen) {
            problems.append(
                "project name: not a Swift module name, as `@testable import` names the app: "
                    + "\(problem); pass --project-name "
                    + "\(SwiftModuleName.derived(from: chosen)) or the app target's module name.")
            name = nil
        }
        let style = decideStyle(survey: survey, option: options.style, problems: &problems)
        findings.append(("style", style.style.rawValue, style.reason))
        let rootApp = survey.rootApps.count == 1 ? survey.rootApps.first : nil
        let sources = pick("sources", option: options.sourcesPath, flag: "--sources-path") {
            style.style == .swiftui
                ? sourcesFolder(rootApp: rootApp, survey: survey)
                : entryPointFolder(survey.entryPoints)
        }
        let modules = pick("modules", option: options.modulesPath, flag: "--modules-path") {
            modulesFolder(survey.moduleFolders, groups: survey.moduleGroups, style: style.style)
        }
        // Without a modules folder the services folder is not proposed: that problem is enough.
        let services =
            modules == nil && options.servicesPath == nil
            ? nil
            : pick("services", option: options.servicesPath, flag: "--services-path") {
                servicesFolder(survey.serviceFolders, modules: modules)
            }
        let tests = pick("tests", option: options.testsPath, flag: "--tests-path") {
            testsFolder(projectName: name, survey: survey)
        }
        let observation =
            style.style.hasObservation
            ? pick("observation", option: nil, flag: "") { observationStyle(survey) } : nil
        guard let name, let sources, let modules, let services, problems.isEmpty else {
            throw InitError.undecided(folder: folder, problems: problems)
        }
        let appFiles =
            style.style.registry == .appFiles
            ? AppFiles(
                rootApp: rootApp, views: single(survey.views),
                viewBuilder: single(survey.viewBuilders), rootView: single(survey.rootViews))
            : AppFiles()
        let config = ProjectConfig(
            projectName: name, author: options.author, organization: options.organization,
            style: style.style.rawValue, sourcesPath: sources, modulesPath: modules,
            servicesPath: services, testsPath: tests, observation: observation,
            appFiles: appFiles.entries.isEmpty ? nil : appFiles)
        return InitSettings(config: config, findings: findings)
    }

    /// A decision about one setting.
    enum Decision {
        /// The value and how it was found.
        case found(String, reason: String)
        /// Why it could not be decided.
        case problem(String)
    }

    /// The style named by `--style`, else the one the app's modules are laid out in.
    ///
    /// Without modules of one style clearly most, the one the app's declarations are
    /// particular to, else swiftui. An unknown name is a problem (the default stands in so the
    /// other settings are still decided).
    private static func decideStyle(
        survey: AppSurvey, option: String?, problems: inout [String]
    ) -> (style: ArchitectureStyle, reason: String) {
        if let option {
            if let style = ArchitectureStyle(rawValue: option) { return (style, "from --style") }
            problems.append(
                "style: '\(option)' is not a style; pass --style with one of "
                    + ArchitectureStyle.names.joined(separator: ", ") + ".")
            return (.defaultStyle, "")
        }
        let laidOut = ArchitectureStyle.allCases.compactMap { style in
            (survey.moduleFolders[style]?.first).map { (style, $0) }
        }.sorted { $0.1.names.count > $1.1.names.count }
        if let (style, finding) = laidOut.first,
            laidOut.count == 1 || laidOut[1].1.names.count < finding.names.count
        {
            let names = finding.names.joined(separator: ", ")
            let are =
                finding.names.count == 1
                ? "is laid out as a \(style) module" : "are laid out as \(style) modules"
            return (style, "\(names) \(are)")
        }
        for style in ArchitectureStyle.allCases {
            if let file = survey.styleDeclarations[style] {
                return (style, "declared in \(file)")
            }
        }
        if let rootApp = survey.rootApps.first {
            return (.swiftui, "the SwiftUI app \(rootApp)")
        }
        return (.defaultStyle, "the default; no VIPER modules found, pass --style to choose")
    }

    /// The folder holding most modules of `style`; else, when the app's modules are all of
    /// one other style, the folder holding those (a style named with --style for an app whose
    /// modules are of another style); else, in an app with no modules yet, its one folder
    /// named like a screens folder (`Modules`, `Screens`, `Scenes`, `Features`).
    private static func modulesFolder(
        _ found: [ArchitectureStyle: [FolderFinding]], groups: [String], style: ArchitectureStyle
    ) -> Decision {
        let example = (["Main"] + style.moduleMarker("Main")).joined(separator: "/")
        let own = holdingFolder(
            found[style] ?? [], kind: "\(style.rawValue) module", example: example)
        if case .problem = own, found.isEmpty, groups.count == 1 {
            return .found(groups[0], reason: "no modules yet; the app's screens folder")
        }
        guard case .problem = own, found.count == 1, let (other, folders) = found.first,
            case .found(let folder, let reason) = holdingFolder(
                folders, kind: "module", example: example)
        else { return own }
        return .found(folder, reason: reason + ", laid out as \(other.rawValue)")
    }

    /// The folder of the one file marking the app's entry point.
    private static func entryPointFolder(_ entryPoints: [String]) -> Decision {
        guard entryPoints.count == 1, let file = entryPoints.first else {
            return .problem(
                entryPoints.isEmpty
                    ? "no file marks the app's entry point (@main or @UIApplicationMain)"
                    : "several files mark an entry point (" + entryPoints.joined(separator: ", ")
                        + ")")
        }
        let parts = file.split(separator: "/").dropLast()
        return .found(
            parts.isEmpty ? "." : parts.joined(separator: "/"), reason: "the folder of \(file)")
    }

    /// The folder holding the services, else `Services` beside the modules folder: a missing
    /// services folder does not keep an app from being adopted.
    private static func servicesFolder(_ found: [FolderFinding], modules: String?) -> Decision {
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
    private static func testsFolder(projectName: String?, survey: AppSurvey) -> Decision {
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
    private static func observationStyle(_ survey: AppSurvey) -> Decision {
        if let file = single(survey.observableNavigation) {
            return .found("Observable", reason: "@Observable NavigationService in \(file)")
        }
        return .found(
            ProjectConfig.defaultObservation, reason: "the navigation service is not @Observable")
    }

    private static func single(_ paths: [String]) -> String? {
        paths.count == 1 ? paths.first : nil
    }

    private static func projectName(_ survey: AppSurvey) -> Decision {
        if survey.xcodeProjects.count == 1, let name = survey.xcodeProjects.first {
            let module = SwiftModuleName.derived(from: name)
            let how = module == name ? "" : ", as Xcode derives the module name"
            return .found(module, reason: "from \(name).xcodeproj\(how)")
        }
        if survey.xcodeProjects.count > 1 {
            return .problem(
                "several Xcode projects ("
                    + survey.xcodeProjects.map { $0 + ".xcodeproj" }
                    .joined(separator: ", ") + ")")
        }
        if let name = survey.packageName { return .found(name, reason: "from Package.swift") }
        return .problem("no .xcodeproj and no Package.swift in the folder")
    }

    private static func sourcesFolder(rootApp: String?, survey: AppSurvey) -> Decision {
        guard let rootApp else {
            return .problem(
                survey.rootApps.isEmpty
                    ? "no file declares the @main App (RootApp.swift)"
                    : "several files declare an @main App ("
                        + survey.rootApps.joined(separator: ", ")
                        + ")")
        }
        let parts = rootApp.split(separator: "/").dropLast()
        return .found(
            parts.isEmpty ? "." : parts.joined(separator: "/"), reason: "the folder of \(rootApp)")
    }

    private static func holdingFolder(_ found: [FolderFinding], kind: String, example: String)
        -> Decision
    {
        guard let best = found.first else {
            return .problem("no folder holds \(kind)s laid out like <folder>/\(example)")
        }
        if found.count > 1, found[1].names.count == best.names.count {
            return .problem(
                "several folders hold as many \(kind)s ("
                    + found.prefix(4).map(\.folder).joined(separator: ", ") + ")")
        }
        return .found(best.folder, reason: "holds " + best.names.joined(separator: ", "))
    }
}
