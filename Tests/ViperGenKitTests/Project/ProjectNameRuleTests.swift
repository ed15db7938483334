import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The project name is the app's Swift module name (`@testable import MyApp`) and a folder
/// name (`Tests/MyAppTests`): an empty one or a path is refused wherever it comes from.
@Suite("Project name rule")
struct ProjectNameRuleTests {
    /// A fresh project whose config's `projectName` is then replaced by `name` (JSON-escaped).
    private func project(named name: String) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let made = KitRun.generate(.project, .fixed("MyApp"), in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        let project = folder.appending("MyApp")
        let config = project.appendingPathComponent(".viper-gen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(
                of: #""projectName" : "MyApp""#, with: #""projectName" : "\#(name)""#)
        try Data(text.utf8).write(to: config)
        return (folder, project)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("../../../evil", "it holds '.', '/'"),
        ("My App", "it holds ' '"),
        ("2048Game", "it starts with a digit"),
    ])
    func aConfigNameThatIsNoModuleNameIsRefused(name: String, problem: String) throws {
        let (folder, project) = try project(named: name)
        defer { withExtendedLifetime(folder) {} }
        let before = try DirectorySnapshot(of: project.path)
        let run = KitRun.generate(.module, .fixed("Payments"), in: project)
        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains("'projectName' must be the app's Swift module name"), "\(run.err)")
        #expect(run.err.contains(problem), "\(run.err)")
        #expect(try DirectorySnapshot(of: project.path) == before)
    }

    @Test func initRefusesAProjectNameFlagThatIsNoModuleName() throws {
        let folder = try TemporaryFolder("viper-gen-name-rule")
        try folder.write("App/RootApp.swift", "@main struct RootApp: App {}\n")
        let run = KitRun.initialize(
            .with {
                $0.projectName = "../../../evil"
                $0.sourcesPath = "App"
                $0.modulesPath = "App/Modules"
                $0.servicesPath = "App/Services"
            }, in: folder.url)
        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("project name: not a Swift module name"), "\(run.err)")
        #expect(run.err.contains("pass --project-name _________evil"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path(".viper-gen.json")))
    }

    @Test func initDerivesTheModuleNameFromAnXcodeProjectAsXcodeDoes() {
        #expect(SwiftModuleName.derived(from: "home-assistant") == "home_assistant")
        #expect(SwiftModuleName.derived(from: "2048") == "_2048")
        #expect(SwiftModuleName.derived(from: "Café") == "Caf_")
        #expect(SwiftModuleName.problem(with: "MyApp") == nil)
        #expect(SwiftModuleName.problem(with: "my_app2") == nil)
    }
}
