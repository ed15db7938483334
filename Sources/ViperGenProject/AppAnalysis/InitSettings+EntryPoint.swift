/// What the app's own entry point says about its style and its tests: a UIKit app delegate or
/// an Objective-C `main.m` make a UIKit app, and an app target without a unit-test target gets
/// no tests.
extension InitSettings {
    /// uikit, with the reason, when the app's entry point is UIKit (an app delegate, a
    /// `main.swift` or a `main.m` calling `UIApplicationMain`) and no `@main` App is the app's;
    /// nil otherwise.
    static func entryPointStyle(_ survey: AppSurvey) -> (style: ArchitectureStyle, reason: String)?
    {
        guard survey.rootApps.isEmpty else { return nil }
        if let file = survey.objectiveCEntryPoints.first {
            return (.uikit, "the app's entry point \(file) is Objective-C: modules are UIKit")
        }
        if let file = survey.uikitEntryPoints.first {
            return (.uikit, "the app's entry point \(file) is UIKit")
        }
        return nil
    }

    /// The setting `tests` when --tests-path was not given and `app` has no unit-test target,
    /// or one whose tests all lie in another target's synchronized folder: no tests are written
    /// (`writesTests` false), and `testsPath` is the folder Xcode gives a unit-test target added
    /// later (`<Target>Tests` beside the `.xcodeproj`), or the borrowed folder; nil when `app`
    /// has a test target with a folder of its own or is not known.
    static func noTests(_ app: AppTarget?, option: String?) -> (
        testsPath: String, finding: (String, String, String)
    )? {
        guard option == nil, let app else { return nil }
        let layout = app.layout
        if let testTarget = layout.testTarget, layout.testFolders.isEmpty,
            let borrowed = layout.testFoldersOfOtherTargets.first
        {
            let reason =
                "the \(testTarget) target's tests lie in \(borrowed), a synchronized folder of "
                + "another target in \(app.project).xcodeproj, which would build new files there: "
                + "modules get no tests until \(testTarget) has a folder of its own "
                + "(then set \"testsPath\" and \"writesTests\" in .viper-gen.json)"
            return (borrowed, ("tests", "none", reason))
        }
        guard layout.testTarget == nil else { return nil }
        let parent = folder(of: app.project)
        let folder = (parent == "." ? "" : parent + "/") + layout.name + "Tests"
        let reason =
            "the \(layout.name) target has no unit-test target in \(app.project).xcodeproj: "
            + "modules get no tests until one is added (its folder \(folder))"
        return (folder, ("tests", "none", reason))
    }
}
