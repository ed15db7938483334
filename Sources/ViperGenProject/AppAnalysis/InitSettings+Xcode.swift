import ViperGenXcode

/// What `viper-gen init` reads from the app's `.xcodeproj`: which project, its name, and the
/// folders of its app target and of the unit-test target that tests it.
extension InitSettings {
    /// The one `.xcodeproj` with an application target, among several.
    static func chosenXcodeProject(_ survey: AppSurvey) -> Decision {
        let withApps = survey.xcodeProjects.filter { !(survey.appTargets[$0] ?? []).isEmpty }
        if withApps.count == 1 {
            return .found(
                withApps[0] + ".xcodeproj", reason: "the only Xcode project with an app target")
        }
        let candidates = (withApps.isEmpty ? survey.xcodeProjects : withApps).map {
            $0 + ".xcodeproj"
        }
        return .problem(
            "several Xcode projects (" + candidates.joined(separator: ", ") + ")",
            choices: candidates)
    }

    /// The module name of the app's `.xcodeproj` (`project`, its path without the extension),
    /// else the package's name.
    static func projectName(_ survey: AppSurvey, xcodeProject project: String?) -> Decision {
        if let project {
            let name = String(project.split(separator: "/").last ?? "")
            let module = SwiftModuleName.derived(from: name)
            let how = module == name ? "" : ", as Xcode derives the module name"
            return .found(module, reason: "from \(project).xcodeproj\(how)")
        }
        if let name = survey.generatorProjectName, let spec = survey.generatorSpec {
            let module = SwiftModuleName.derived(from: name)
            return .found(module, reason: "from \(spec), whose .xcodeproj is not generated yet")
        }
        if let name = survey.packageName { return .found(name, reason: "from Package.swift") }
        if let spec = survey.generatorSpec, let generator = survey.generator {
            return .problem(
                "no .xcodeproj yet (\(spec) generates it: `\(generator.command)`), and "
                    + "\(spec)'s project name is not a string literal")
        }
        return .problem("no .xcodeproj and no Package.swift in the folder")
    }

    /// The folder of the unit-test target that tests the app target, when it has one.
    static func targetTests(_ app: AppTarget) -> Decision? {
        guard let target = app.layout.testTarget, app.layout.testFolders.count == 1,
            app.layout.testFolders[0] != "."
        else { return nil }
        return .found(
            app.layout.testFolders[0],
            reason: "the \(target) target's folder in \(app.project).xcodeproj")
    }

    /// The tool that generates the app's `.xcodeproj`, with the finding that says so and, when
    /// the project file was not `found` (not generated yet), the name the spec gives it where
    /// that is not `projectName`'s.
    static func generator(_ survey: AppSurvey, projectName: String, found: Bool) -> (
        generator: ProjectGenerator, finding: (String, String, String), xcodeProject: String?
    )? {
        guard let generator = survey.generator, let spec = survey.generatorSpec else { return nil }
        let named = survey.generatorProjectName.flatMap { found || $0 == projectName ? nil : $0 }
        return (
            generator, ("project generator", generator.rawValue, "from \(spec)"),
            named.map { $0 + ".xcodeproj" }
        )
    }
}
