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
        let rootApp = survey.rootApps.count == 1 ? survey.rootApps.first : nil
        let sources = pick("sources", option: options.sourcesPath, flag: "--sources-path") {
            sourcesFolder(rootApp: rootApp, survey: survey)
        }
        let modules = pick("modules", option: options.modulesPath, flag: "--modules-path") {
            holdingFolder(
                survey.moduleFolders, kind: "module", example: "Main/Assembly/MainAssembly.swift")
        }
        let services = pick("services", option: options.servicesPath, flag: "--services-path") {
            holdingFolder(
                survey.serviceFolders, kind: "service",
                example: "NavigationService/NavigationService.swift")
        }
        let tests = pick("tests", option: options.testsPath, flag: "--tests-path") {
            testsFolder(projectName: name, survey: survey)
        }
        let observation = pick("observation", option: nil, flag: "") {
            observationStyle(survey)
        }
        guard let name, let sources, let modules, let services, problems.isEmpty else {
            throw InitError.undecided(folder: folder, problems: problems)
        }
        let appFiles = AppFiles(
            rootApp: rootApp, views: single(survey.views), viewBuilder: single(survey.viewBuilders),
            rootView: single(survey.rootViews))
        let config = ProjectConfig(
            projectName: name, author: options.author, organization: options.organization,
            sourcesPath: sources, modulesPath: modules, servicesPath: services, testsPath: tests,
            observation: observation, appFiles: appFiles.entries.isEmpty ? nil : appFiles)
        return InitSettings(config: config, findings: findings)
    }

    /// A decision about one setting.
    enum Decision {
        /// The value and how it was found.
        case found(String, reason: String)
        /// Why it could not be decided.
        case problem(String)
    }

    /// `<name>Tests` (an Xcode project's test target) or `Tests/<name>Tests` (a package's) if
    /// the app has it, else the latter.
    private static func testsFolder(projectName: String?, survey: AppSurvey) -> Decision {
        let name = projectName ?? "App"
        let standard = ProjectConfig.defaultTestsPath(projectName: name)
        for folder in [name + "Tests", standard] where survey.testFolders.contains(folder) {
            return .found(folder, reason: "the test target's folder")
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
