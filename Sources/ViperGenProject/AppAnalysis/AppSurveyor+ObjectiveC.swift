import ViperGenSystem

/// How `init` finds the entry point of an Objective-C app: its `main.m`.
extension AppSurveyor {
    /// The names of an Objective-C app's `main` file.
    static let objectiveCMains: Set<String> = ["main.m", "main.mm"]

    /// Records `path`, a `main.m`, as the app's entry point when it calls `UIApplicationMain`.
    func classifyObjectiveCMain(_ path: String, root: String, into survey: inout AppSurvey) {
        guard let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: root + "/" + path)),
            String(decoding: bytes, as: UTF8.self).contains("UIApplicationMain(")
        else { return }
        survey.entryPoints.append(path)
        survey.uikitEntryPoints.append(path)
        survey.objectiveCEntryPoints.append(path)
    }
}
