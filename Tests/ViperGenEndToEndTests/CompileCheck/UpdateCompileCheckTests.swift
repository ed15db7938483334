import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 23: in a generated project of every style, a team's change to the module template is
/// merged by `update` into a module whose presenter the user edited, the edit kept, and the
/// app and its tests still type-check in Swift 6 mode.
@Suite("CompileCheck: update in every style")
struct UpdateCompileCheckTests {
    /// Each style's project template and module template.
    static let styles: [(project: String, module: String)] =
        [
            ("project", "module"), ("uikit", "uikit-module"), ("routed", "routed-module"),
            ("builder", "builder-module"),
        ] + (TestPlatform.isLinux ? [("generic", "generic-module")] : [])

    @Test(arguments: styles)
    func anEditedModuleTakesTheTemplatesChangeAndStillTypeChecks(
        project style: String, module template: String
    ) throws {
        let project = try GeneratedProject(projectArguments: ["--template", style])
        try project.add("module", "Payments")
        let folder = ".viper-gen/templates/\(template)"
        let export = TestRun.run(["templates", "export", template, folder], in: project.root)
        try #require(export.code == .success, "\(export.err)")
        let footer = "\n// Reviewed by the platform team.\n"
        let exported = project.root.appendingPathComponent(folder)
        for path in try project.swiftFiles(in: exported) {
            try (String(contentsOf: path, encoding: .utf8) + footer)
                .write(to: path, atomically: true, encoding: .utf8)
        }
        let presenter = try #require(
            try project.swiftFiles(in: project.appFolder).first {
                $0.lastPathComponent == "PaymentsPresenter.swift"
            })
        let edited = try String(contentsOf: presenter, encoding: .utf8)
            .replacingOccurrences(of: "\nimport ", with: "\n// Payments' own note.\nimport ")
        try edited.write(to: presenter, atomically: true, encoding: .utf8)

        let run = TestRun.run(["update"], in: project.root)

        #expect(run.code == .success, "\(style): \(run.err)")
        #expect(run.out.contains("merged"), "\(style): \(run.out)")
        let merged = try String(contentsOf: presenter, encoding: .utf8)
        #expect(merged.contains("// Payments' own note.\n"), "\(style): the edit is kept")
        #expect(merged.hasSuffix(footer), "\(style): the template's change is in")
        #expect(TestRun.run(["outdated"], in: project.root).out.hasPrefix("Every recorded"))
        let result = try GeneratedTreeTypeChecker.shared().checkAppAndTests(
            of: project, settings: .swift6)
        #expect(result.app.succeeded, "\(style), app sources:\n\(result.app.output)")
        #expect(
            result.tests?.succeeded == true, "\(style), tests:\n\(result.tests?.output ?? "")")
    }
}
