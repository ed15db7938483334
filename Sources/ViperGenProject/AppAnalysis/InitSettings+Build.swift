import ViperGenSwiftSource
import ViperGenSystem

/// What `viper-gen init` records of how the app is built (``AppBuild``): the Swift version,
/// default isolation and deployment target of its app target (or package), and whether its
/// view builder and base protocols are `@MainActor`; and the observation the deployment target
/// allows.
extension InitSettings {
    /// The base protocols whose isolation the module's contracts follow.
    static let baseProtocols = ["PresenterProtocol", "ViewStateProtocol", "RouterProtocol"]

    /// The settings with `build` recorded in the config and a finding for each part found;
    /// `folder` is the app's folder.
    package func recordingBuild(survey: AppSurvey, folder: String, fileSystem: any FileSystem)
        -> InitSettings
    {
        var config = self.config
        var findings = self.findings
        // Only the app target's own files count, not another platform's.
        let survey = app.map { Self.narrowed(survey, to: ($0, "")) } ?? survey
        let reader = AppBuildReader(fileSystem: fileSystem)
        let project =
            config.xcodeProject.map { String($0.dropLast(".xcodeproj".count)) }
            ?? (survey.xcodeProjects.count == 1 ? survey.xcodeProjects.first : nil)
        // The target init chose, else the one the project file points to.
        let target =
            app.map { (layout: $0, project: project ?? "") }
            ?? project.flatMap {
                Self.appTarget(in: $0, survey: survey, projectName: config.projectName)
            }
        let found =
            (project.flatMap { project in
                target.flatMap {
                    reader.read(folder: folder, project: project, target: $0.layout.name)
                }
            }) ?? (survey.xcodeProjects.isEmpty ? reader.readPackage(folder: folder) : nil)
        var build = found?.build ?? AppBuild()
        if let found {
            let parts = [
                build.swiftVersion.map { "Swift \($0)" },
                build.deploymentTarget.map { "iOS \($0)" },
                build.defaultIsolation.map { "default isolation \($0)" },
                found.strictConcurrency.map { "strict concurrency \($0)" },
                found.approachableConcurrency.map { "approachable concurrency \($0)" },
            ].compactMap { $0 }
            if !parts.isEmpty {
                findings.append(
                    ("build", parts.joined(separator: ", "), "from \(found.source)"))
            }
        }
        if config.architectureStyle == .swiftui {
            let code = CodeIsolation(fileSystem: fileSystem, folder: folder)
            var values: [String] = []
            var reasons: [String] = []
            let builder = survey.viewBuilders.count == 1 ? survey.viewBuilders.first : nil
            if let builder, let stated = code.viewBuilderIsolation(file: builder) {
                build.viewIsolation = Self.isolation(stated, default: build.defaultIsolation)
                values.append("view builder \(build.viewIsolation ?? "")")
                reasons.append(
                    "ApplicationViewBuilder in \(builder) "
                        + (stated == .mainActor ? "is @MainActor" : "states no @MainActor"))
            }
            let stated = code.protocolIsolations(Self.baseProtocols, below: config.sourcesPath)
            if !stated.isEmpty {
                // One unannotated protocol is enough for a conformance to cross isolation.
                let isolated = stated.allSatisfy { $0 == .mainActor }
                build.protocolIsolation =
                    isolated
                    ? "MainActor" : Self.isolation(.unstated, default: build.defaultIsolation)
                values.append("base protocols \(build.protocolIsolation ?? "")")
                reasons.append(
                    "the base protocols " + (isolated ? "are @MainActor" : "are not all @MainActor")
                )
            }
            if !values.isEmpty {
                findings.append(
                    ("isolation", values.joined(separator: ", "), reasons.joined(separator: "; ")))
            }
        }
        if let major = build.deploymentMajorVersion, major < 17, config.observation == "Observable"
        {
            config.observation = ProjectConfig.defaultObservation
            findings.append(
                (
                    "observation", config.observation ?? "",
                    "@Observable needs iOS 17; the app supports iOS \(build.deploymentTarget ?? "")"
                ))
        }
        config.build = build.isEmpty ? nil : build
        return InitSettings(config: config, findings: findings, app: app, notes: notes)
    }

    /// The isolation a declaration has: what it states, else the default isolation.
    private static func isolation(_ stated: DeclaredIsolation, default isolation: String?) -> String
    {
        switch stated {
        case .mainActor: return "MainActor"
        case .nonisolated: return "nonisolated"
        case .unstated: return isolation == "MainActor" ? "MainActor" : "nonisolated"
        }
    }
}
