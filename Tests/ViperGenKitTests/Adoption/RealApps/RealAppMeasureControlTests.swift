import Foundation
import Testing
import ViperGenTestSupport

/// The real-app measure's controls, on projects viper-gen generated itself (the committed
/// golden projects): a module added to one is clean, and the same module in a copy missing a
/// support file it uses, or whose target no longer builds the module's folder, is broken.
@Suite("Real apps: the measure's controls")
struct RealAppMeasureControlTests {
    /// A golden project as the measure's app: `Tests/Goldens/<golden>/<project>`, its sources
    /// in `Sources/<project>` as the generated Package.swift builds them.
    private static func generated(_ golden: String, project: String) -> (RealApp, URL) {
        let app = RealApp(
            name: golden, repository: "-", commit: "-", licence: "-", kind: "generated",
            runFolder: project, sources: ["\(project)/Sources/\(project)"])
        return (app, RepositoryPaths.goldens.appendingPathComponent(golden))
    }

    // The builder golden already has a Payments module; the generic style imports the
    // GenericModule package, whose types the measure cannot see.
    @Test(arguments: [("project", "MyApp"), ("uikit-project", "Demo"), ("routed-project", "Demo")])
    func aModuleInAProjectViperGenMadeIsClean(golden: String, project: String) throws {
        let (app, source) = Self.generated(golden, project: project)
        try #require(FileManager.default.fileExists(atPath: source.path), "no \(golden)")
        let measure = try RealAppMeasure(app, source: source, initializing: false)
        #expect(measure.outcome.kind == .clean, "\(measure.outcome.detail)")
    }

    @Test func aSupportTypeTheAppLacksIsRefusedByModule() throws {
        // Before issue 36's check this was `broken, missing ApplicationViewBuilder`: module
        // now refuses instead of writing a module the app cannot build.
        let (app, source) = Self.generated("project", project: "MyApp")
        let measure = try RealAppMeasure(
            app, source: source,
            removing: ["MyApp/Sources/MyApp/ApplicationViewBuilder.swift"], initializing: false)
        #expect(measure.outcome.kind == .refused, "\(measure.outcome.detail)")
        #expect(
            measure.outcome.detail.contains(
                "files use ApplicationViewBuilder, which no Swift file"),
            "\(measure.outcome.detail)")
    }

    @Test func filesOutsideTheAppsSourcesMakeItBroken() throws {
        var (app, source) = Self.generated("project", project: "MyApp")
        app.sources = ["MyApp/Sources/Elsewhere"]
        let measure = try RealAppMeasure(app, source: source, initializing: false)
        #expect(measure.outcome.kind == .broken)
        #expect(
            measure.outcome.detail.hasPrefix(
                "style swiftui; not built by the app: MyApp/Sources/MyApp/"))
    }
}
