import ViperGenXcode

/// The app's own target in its `.xcodeproj`, and its own sources: an app's extensions, widgets,
/// watch app and its builds for other platforms have targets and entry points of their own,
/// which are not the app's.
extension InitSettings {
    /// An application target with its folders and files relative to the app's folder, and the
    /// `.xcodeproj` (without the extension) that builds it.
    package typealias AppTarget = (layout: AppTargetLayout, project: String)

    /// The app target of `project`.
    ///
    /// Among its application targets (watch apps and other platforms' apps only when no
    /// target builds for iOS; a multiplatform target building for iOS counts): the only one,
    /// else the one named as the project, else the only one that builds an entry point; nil
    /// when the project file could not be read or none is clear.
    static func appTarget(in project: String, survey: AppSurvey, projectName: String?)
        -> AppTarget?
    {
        let targets = appTargets(in: project, survey: survey)
        let iOS = targets.filter(\.buildsForIOS)
        let candidates = iOS.isEmpty ? targets : iOS
        if candidates.count == 1 { return (candidates[0], project) }
        let named = candidates.first {
            $0.name == projectName || SwiftModuleName.derived(from: $0.name) == projectName
        }
        if let named {
            return (named, project)
        }
        let holding = candidates.filter { target in
            survey.entryPoints.contains(where: target.builds)
        }
        return holding.count == 1 ? (holding[0], project) : nil
    }

    /// The app target's sources folder: its only one, else the one holding its own entry
    /// point; nil when it compiles no source file yet.
    ///
    /// Its own entry points are those among the survey's that the target builds; when it
    /// builds none of them (files the project does not list), all of them.
    static func targetSources(_ app: AppTarget, survey: AppSurvey) -> Decision? {
        let folders = app.layout.sourceFolders
        let source = "the \(app.layout.name) target's sources in \(app.project).xcodeproj"
        if folders.count == 1 { return .found(folders[0], reason: source) }
        guard !folders.isEmpty else { return nil }
        let own = survey.entryPoints.filter(app.layout.builds)
        var holding: [String: String] = [:]
        for file in own.isEmpty ? survey.entryPoints : own {
            let deepest = folders.filter { $0 != "." && file.hasPrefix($0 + "/") }
                .max { $0.count < $1.count }
            if let deepest { holding[deepest] = holding[deepest] ?? file }
        }
        if holding.count == 1, let (folder, file) = holding.first {
            return .found(folder, reason: source + ", the folder of its entry point \(file)")
        }
        if holding.isEmpty, let (folder, reason) = beside(entryPoints: own, app.layout) {
            return .found(folder, reason: source + ", " + reason)
        }
        return .problem(
            "the \(app.layout.name) target builds sources in several folders ("
                + folders.joined(separator: ", ") + ")", choices: folders)
    }

    /// The one folder of `layout`'s sources left when vendored libraries' folders
    /// (`Externals`, `Vendor`, `ThirdParty`, ...) are set aside and the top folder compiles
    /// only the entry points (a `main.m` at the top, as older Xcode templates made), with the
    /// reason; nil when that leaves none or several.
    private static func beside(entryPoints: [String], _ layout: AppTargetLayout) -> (
        folder: String, reason: String
    )? {
        let atTop = layout.compiledFiles.filter { !$0.contains("/") }
        let onlyEntryPointsAtTop = !atTop.isEmpty && atTop.allSatisfy(entryPoints.contains)
        let vendored = layout.sourceFolders.filter { folder in
            folder.split(separator: "/").contains { vendoredFolderNames.contains($0.lowercased()) }
        }
        let left = layout.sourceFolders.filter {
            !vendored.contains($0) && !($0 == "." && onlyEntryPointsAtTop)
        }
        guard left.count == 1, left.count < layout.sourceFolders.count else { return nil }
        var reasons: [String] = []
        if onlyEntryPointsAtTop {
            reasons.append("beside its entry point " + atTop.joined(separator: ", "))
        }
        if !vendored.isEmpty {
            reasons.append("vendored code in " + vendored.joined(separator: ", ") + " left out")
        }
        return (left[0], reasons.joined(separator: "; "))
    }

    /// Names of folders (lowercased) that hold other projects' code copied into the app.
    private static let vendoredFolderNames: Set<String> = [
        "externals", "external", "vendor", "vendors", "vendored", "thirdparty", "third party",
        "third-party", "3rdparty", "pods", "carthage",
    ]

    /// The module name of `app`'s product (`PRODUCT_NAME`, as Xcode derives the module name
    /// from it), which `@testable import` names, with the reason; nil when it is the project's
    /// name already or its setting is not a plain name (a macro other than `$(TARGET_NAME)`).
    static func productModuleName(_ app: AppTarget?, projectName: String?) -> (
        name: String, reason: String
    )? {
        guard let app, let product = app.layout.productName, !product.contains("$") else {
            return nil
        }
        let module = SwiftModuleName.derived(from: product)
        guard module != projectName, SwiftModuleName.problem(with: module) == nil else {
            return nil
        }
        return (
            module,
            "the module of the \(app.layout.name) target's product in \(app.project).xcodeproj, "
                + "which @testable import names"
        )
    }

    /// `survey` with only the entry points and `@main` Apps `app` builds, when it builds one:
    /// an extension's, a widget's, a watch app's or another platform's entry point is not the
    /// app's.
    package static func narrowed(_ survey: AppSurvey, to app: AppTarget?) -> AppSurvey {
        guard let app, survey.entryPoints.contains(where: app.layout.builds) else { return survey }
        var survey = survey
        survey.entryPoints = survey.entryPoints.filter(app.layout.builds)
        survey.uikitEntryPoints = survey.uikitEntryPoints.filter(app.layout.builds)
        survey.objectiveCEntryPoints = survey.objectiveCEntryPoints.filter(app.layout.builds)
        survey.rootApps = survey.rootApps.filter(app.layout.builds)
        // Modules and services in folders the target does not build (another platform's app,
        // a framework) are not its own.
        let folders = app.layout.sourceFolders
        if !folders.isEmpty, !folders.contains(".") {
            let built = { (finding: FolderFinding) in
                folders.contains { finding.folder == $0 || finding.folder.hasPrefix($0 + "/") }
            }
            survey.moduleFolders = survey.moduleFolders.mapValues { $0.filter(built) }
                .filter { !$0.value.isEmpty }
            survey.viperModuleFolders = survey.viperModuleFolders.filter(built)
            survey.serviceFolders = survey.serviceFolders.filter(built)
        }
        return survey
    }

    /// The application targets of `project`, with their folders and files relative to the
    /// app's folder.
    static func appTargets(in project: String, survey: AppSurvey) -> [AppTargetLayout] {
        let prefix = folder(of: project)
        return (survey.appTargets[project] ?? []).map { relocated($0, into: prefix) }
    }

    /// `target` with its folders and files relative to the app's folder rather than to the
    /// folder `prefix` holding its `.xcodeproj`.
    private static func relocated(_ target: AppTargetLayout, into prefix: String)
        -> AppTargetLayout
    {
        var target = target
        target.sourceFolders = target.sourceFolders.map { join(prefix, $0) }
        target.testFolders = target.testFolders.map { join(prefix, $0) }
        target.testFoldersOfOtherTargets = target.testFoldersOfOtherTargets.map {
            join(prefix, $0)
        }
        target.groupFolders = target.groupFolders.map { join(prefix, $0) }
        target.compiledFiles = target.compiledFiles.map { join(prefix, $0) }
        target.synchronizedFolders = target.synchronizedFolders.map { join(prefix, $0) }
        target.excludedFiles = target.excludedFiles.map { join(prefix, $0) }
        return target
    }

    /// `path` inside `folder` (`""` or `.` for the app's folder).
    private static func join(_ folder: String, _ path: String) -> String {
        if folder.isEmpty || folder == "." { return path }
        return path == "." ? folder : folder + "/" + path
    }
}
