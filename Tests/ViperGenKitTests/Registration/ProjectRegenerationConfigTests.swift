import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `project MyApp --force` over an existing project renders it as the project is: its
/// observation, style and config are kept, and a different style is refused.
@Suite("Project regeneration keeps the project's choices", .alsoOnAPFS)
struct ProjectRegenerationConfigTests {
    @Test func anObservableProjectIsRegeneratedObservableWithItsConfigKept() throws {
        let folder = try TemporaryFolder()
        let made = KitRun.generate(.project, ["MyApp"], in: folder.url) {
            $0.variables = [VariableAssignment(key: "observation", value: "Observable")]
        }
        #expect(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        let configFile = project.appendingPathComponent(".viper-gen.json")
        let edited = try String(contentsOf: configFile, encoding: .utf8)
            .replacingOccurrences(
                of: "\"projectName\"",
                with: "\"templates\" : {\n    \"module\" : \"module\"\n  },\n  \"projectName\"")
        try edited.write(to: configFile, atomically: true, encoding: .utf8)
        #expect(KitRun.generate(.module, ["Payments"], in: project).code == .success)
        let rootView = project.appendingPathComponent("Sources/MyApp/RootView.swift")
        let before = try Data(contentsOf: rootView)

        let run = KitRun.generate(.project, ["MyApp"], in: folder.url) {
            $0.flags.force = true
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(try Data(contentsOf: rootView) == before, "the Observable root view is kept")
        #expect(try String(contentsOf: configFile, encoding: .utf8) == edited)
    }

    @Test func aProjectOfAnotherStyleIsNotRenderedOver() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        // A user's `uikit-project` template stands for the uikit style's project template.
        let config = try TemporaryFolder()
        let userTemplates = config.appending("viper-gen/templates")
        try FileManager.default.createDirectory(
            at: userTemplates, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RepositoryPaths.templates.appendingPathComponent("project"),
            to: userTemplates.appendingPathComponent("uikit-project"))
        let before = try GoldenTree.files(under: project)

        let run = KitRun.generate(
            .project, ["MyApp"], in: folder.url, variables: ["XDG_CONFIG_HOME": config.path]
        ) {
            $0.flags.force = true
            $0.template = "uikit"
        }

        #expect(run.code == .cannotCreate)
        #expect(
            run.err.hasPrefix(
                "Error: MyApp is a swiftui project (its .viper-gen.json says so), and its modules "
                    + "would not compile with uikit app files. Nothing was written."), "\(run.err)")
        #expect(try GoldenTree.files(under: project) == before)
    }
}
