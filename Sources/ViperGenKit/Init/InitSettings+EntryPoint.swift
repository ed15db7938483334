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

    /// The setting `tests` when `app` has no unit-test target and --tests-path was not given:
    /// no tests are written (`writesTests` false), and `testsPath` is the folder Xcode gives a
    /// unit-test target added later (`<Target>Tests` beside the `.xcodeproj`); nil when `app`
    /// has one or is not known.
    static func noTests(_ app: AppTarget?, option: String?) -> (
        testsPath: String, finding: (String, String, String)
    )? {
        guard option == nil, let app, app.layout.testTarget == nil else { return nil }
        let parent = folder(of: app.project)
        let folder = (parent == "." ? "" : parent + "/") + app.layout.name + "Tests"
        let reason =
            "the \(app.layout.name) target has no unit-test target in \(app.project).xcodeproj: "
            + "modules get no tests until one is added (its folder \(folder))"
        return (folder, ("tests", "none", reason))
    }
}
