import ViperGenXcode

/// The settings `viper-gen init` decided for an app, from its survey and the options, with the
/// reason for each, or every problem that kept a setting from being decided.
package struct InitSettings {
    /// The config to write.
    package var config: ProjectConfig
    /// One line per setting: what was chosen and why, for the report.
    package let findings: [(setting: String, value: String, reason: String)]
    /// The app target chosen in the `.xcodeproj`, its folders relative to the app's folder.
    package var app: AppTargetLayout? = nil
    /// What the report says after the findings about adopting this app (an Objective-C app's
    /// way to its Swift modules).
    package var notes: [String] = []

    /// Decides every setting.
    ///
    /// A setting that has several candidates is asked through `ask` when there is someone to
    /// answer. Throws `InitError.undecided` listing every setting that
    /// could not be decided.
    package static func decide(
        survey: AppSurvey, options: InitOptions, folder: String,
        ask: (@Sendable (Question) throws -> String)? = nil
    ) throws -> InitSettings {
        var problems: [String] = []
        var findings: [(String, String, String)] = []
        var survey = survey
        func pick(_ setting: String, option: String?, flag: String, _ decide: () -> Decision)
            throws -> String?
        {
            if let option {
                findings.append((setting, option, "from \(flag)"))
                return option
            }
            switch decide() {
            case .found(let value, let reason):
                findings.append((setting, value, reason))
                return value
            case .problem(let problem, let choices):
                let question = Question(
                    setting: setting, problem: problem, choices: choices, flag: flag)
                if !choices.isEmpty, let ask {
                    do {
                        let answer = try ask(question)
                        findings.append((setting, answer, "chosen at the prompt"))
                        return answer
                    } catch let stop as UnansweredQuestionError where stop.reason != .interrupted {
                        // Left unanswered, the setting is listed with its flag, as without a
                        // terminal.
                    }
                }
                problems.append("\(setting): \(problem); pass \(flag) <value>.")
                return nil
            }
        }
        let xcodeProject =
            try survey.xcodeProjects.count > 1 || options.xcodeProject != nil
            ? pick("Xcode project", option: options.xcodeProject, flag: "--xcode-project") {
                chosenXcodeProject(survey)
            } : survey.xcodeProjects.first.map { $0 + ".xcodeproj" }
        let project = xcodeProject.map { String($0.dropLast(".xcodeproj".count)) }
        var name = try pick("project name", option: options.projectName, flag: "--project-name") {
            projectName(survey, xcodeProject: project)
        }
        if let chosen = name, let problem = SwiftModuleName.problem(with: chosen) {
            problems.append(
                "project name: not a Swift module name, as `@testable import` names the app: "
                    + "\(problem); pass --project-name "
                    + "\(SwiftModuleName.derived(from: chosen)) or the app target's module name.")
            name = nil
        }
        // Only the app target's own entry points count (InitSettings+Target).
        let app = project.flatMap { appTarget(in: $0, survey: survey, projectName: name) }
        survey = narrowed(survey, to: app)
        if options.projectName == nil, let product = productModuleName(app, projectName: name),
            let row = findings.firstIndex(where: { $0.0 == "project name" })
        {
            name = product.name
            findings[row] = ("project name", product.name, product.reason)
        }
        // Without a SwiftUI App, folders laid out like swiftui modules (Generamba's Assembly/
        // folders) are a UIKit app's VIPER modules.
        if survey.rootApps.isEmpty, !survey.entryPoints.isEmpty {
            survey.moduleFolders[.swiftui] = nil
        }
        let style = decideStyle(survey: survey, option: options.style, problems: &problems)
        findings.append(("style", style.style.rawValue, style.reason))
        let rootApp = survey.rootApps.count == 1 ? survey.rootApps.first : nil
        let sources = try pick("sources", option: options.sourcesPath, flag: "--sources-path") {
            if let app, let decision = targetSources(app, survey: survey) { return decision }
            return style.style == .swiftui
                ? sourcesFolder(rootApp: rootApp, survey: survey)
                : entryPointFolder(survey.entryPoints)
        }
        let modules = try pick("modules", option: options.modulesPath, flag: "--modules-path") {
            // A screens group Xcode shows counts even when its folder is still empty.
            let groups = app?.layout.groupFolders.filter {
                AppSurveyor.moduleGroupNames.contains(String($0.split(separator: "/").last ?? ""))
            }
            return modulesFolder(
                survey.moduleFolders, viper: survey.viperModuleFolders,
                groups: Array(Set(survey.moduleGroups + (groups ?? []))).sorted(),
                style: style.style, sources: sources)
        }
        // Without a modules folder the services folder is not proposed: that problem is enough.
        let services =
            try modules == nil && options.servicesPath == nil
            ? nil
            : pick("services", option: options.servicesPath, flag: "--services-path") {
                servicesFolder(survey.serviceFolders, modules: modules)
            }
        let noTests = noTests(app, option: options.testsPath)
        if let noTests { findings.append(noTests.finding) }
        let tests =
            try noTests?.testsPath
            ?? pick("tests", option: options.testsPath, flag: "--tests-path") {
                app.flatMap(targetTests) ?? testsFolder(projectName: name, survey: survey)
            }
        let observation =
            try style.style.hasObservation
            ? pick("observation", option: nil, flag: "") { observationStyle(survey) } : nil
        let testsLibrary = testsLibrary(survey, folder: tests)
        guard let name, let sources, let modules, let services, problems.isEmpty else {
            throw InitError.undecided(folder: folder, problems: problems)
        }
        let appFiles =
            style.style.registry == .appFiles
            ? AppFiles(
                rootApp: rootApp, views: single(survey.views),
                viewBuilder: single(survey.viewBuilders), rootView: single(survey.rootViews))
            : AppFiles()
        // The project file is named only when it is not the only one in the app's folder.
        let namedProject =
            survey.xcodeProjects.count == 1 && !(project ?? "").contains("/") ? nil : xcodeProject
        var config = ProjectConfig(
            projectName: name, author: options.author, organization: options.organization,
            style: style.style.rawValue, sourcesPath: sources, modulesPath: modules,
            servicesPath: services, testsPath: tests, observation: observation,
            appFiles: appFiles.entries.isEmpty ? nil : appFiles, xcodeProject: namedProject)
        config.tests = testsLibrary
        config.target = app?.layout.name
        if let generator = generator(survey, projectName: name, found: xcodeProject != nil) {
            findings.append(generator.finding)
            config.projectGenerator = generator.generator
            config.xcodeProject = config.xcodeProject ?? generator.xcodeProject
        }
        if noTests != nil { config.writesTests = false }
        if style.style.makesModulePackages,
            let layout = moduleLayout(
                survey, project: project, app: app?.layout.name, sources: sources)
        {
            findings.append(layout.finding)
            config.moduleLayout = layout.layout
            // Modules in packages of their own can use only what the support module holds.
            if options.servicesPath == nil,
                let row = findings.firstIndex(where: { $0.0 == "services" })
            {
                config.servicesPath = layout.layout.supportPlaces.sources + "/Services"
                findings[row] = (
                    "services", config.servicesPath,
                    "in the support module, where every module can use them"
                )
            }
        }
        return InitSettings(
            config: config, findings: findings, app: app?.layout,
            notes: objectiveCNotes(survey, app: app?.layout, style: style.style)
                + sharedEntryPointNotes(survey, app: app, style: style.style))
    }

    /// A decision about one setting.
    enum Decision {
        /// The value and how it was found.
        case found(String, reason: String)
        /// Why it could not be decided, and the values to choose from when there are several.
        case problem(String, choices: [String] = [])
    }

    /// The style named by `--style`, else the one the app's modules are laid out in.
    ///
    /// Without modules of one style clearly most, the one the app's declarations are
    /// particular to, else swiftui. An unknown name is a problem (the default stands in so the
    /// other settings are still decided).
    static func decideStyle(
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
        if let viper = survey.viperModuleFolders.first {
            let names = viper.names.joined(separator: ", ")
            let are = viper.names.count == 1 ? "is a VIPER module" : "are VIPER modules"
            return survey.rootApps.isEmpty
                ? (.uikit, "\(names) \(are) of a UIKit app")
                : (.swiftui, "\(names) \(are) of the SwiftUI app \(survey.rootApps[0])")
        }
        if let rootApp = survey.rootApps.first {
            return (.swiftui, "the SwiftUI app \(rootApp)")
        }
        if let uikit = entryPointStyle(survey) { return uikit }
        return (.defaultStyle, "the default; no VIPER modules found, pass --style to choose")
    }
}
