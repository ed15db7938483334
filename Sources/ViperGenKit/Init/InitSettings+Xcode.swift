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
        if let name = survey.packageName { return .found(name, reason: "from Package.swift") }
        return .problem("no .xcodeproj and no Package.swift in the folder")
    }

    /// The app target of `project`, with its folders relative to the app's folder: the only
    /// one, else the one named as the project, else the only one whose sources hold the entry
    /// point; nil when the project file could not be read or none is clear.
    static func appTarget(in project: String, survey: AppSurvey, projectName: String?)
        -> (layout: AppTargetLayout, project: String)?
    {
        let prefix = folder(of: project)
        let targets = (survey.appTargets[project] ?? []).map { target in
            var target = target
            target.sourceFolders = target.sourceFolders.map { join(prefix, $0) }
            target.testFolders = target.testFolders.map { join(prefix, $0) }
            target.groupFolders = target.groupFolders.map { join(prefix, $0) }
            return target
        }
        if targets.count == 1 { return (targets[0], project) }
        if let named = targets.first(where: { $0.name == projectName }) { return (named, project) }
        let holding = targets.filter { target in
            survey.entryPoints.contains { file in
                target.sourceFolders.contains { $0 != "." && file.hasPrefix($0 + "/") }
            }
        }
        return holding.count == 1 ? (holding[0], project) : nil
    }

    /// The app target's sources folder: its only one, else the one holding the entry point;
    /// nil when it compiles no Swift file yet.
    static func targetSources(
        _ app: (layout: AppTargetLayout, project: String), survey: AppSurvey
    ) -> Decision? {
        let folders = app.layout.sourceFolders
        let source = "the \(app.layout.name) target's sources in \(app.project).xcodeproj"
        if folders.count == 1 { return .found(folders[0], reason: source) }
        guard !folders.isEmpty else { return nil }
        let holding = folders.filter { folder in
            folder != "." && survey.entryPoints.contains { $0.hasPrefix(folder + "/") }
        }
        if holding.count == 1 {
            return .found(holding[0], reason: source + ", the folder with its entry point")
        }
        return .problem(
            "the \(app.layout.name) target builds sources in several folders ("
                + folders.joined(separator: ", ") + ")", choices: folders)
    }

    /// The folder of the unit-test target that tests the app target, when it has one.
    static func targetTests(_ app: (layout: AppTargetLayout, project: String)) -> Decision? {
        guard let target = app.layout.testTarget, app.layout.testFolders.count == 1,
            app.layout.testFolders[0] != "."
        else { return nil }
        return .found(
            app.layout.testFolders[0],
            reason: "the \(target) target's folder in \(app.project).xcodeproj")
    }

    /// `path` inside `folder` (`""` or `.` for the app's folder).
    private static func join(_ folder: String, _ path: String) -> String {
        if folder.isEmpty || folder == "." { return path }
        return path == "." ? folder : folder + "/" + path
    }
}
