import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `.viper-gen.json`: only `projectName` is required, every other key has its documented
/// default, and a bad config is refused (exit 65) naming the file, the key and what is valid.
@Suite("Project config")
struct ProjectConfigTests {
    private func decode(_ json: String) throws -> ProjectConfig {
        try ProjectConfig.decode(Array(json.utf8), file: "/p/.viper-gen.json")
    }

    @Test func onlyTheProjectNameIsRequired() throws {
        let config = try decode(#"{"projectName": "MyApp"}"#)
        #expect(config.style == "swiftui")
        #expect(config.version == 1)
        #expect(config.sourcesPath == "Sources/MyApp")
        #expect(config.modulesPath == "Sources/MyApp/Classes/Modules")
        #expect(config.servicesPath == "Sources/MyApp/Classes/Services")
        #expect(config.author == nil && config.organization == nil && config.appFiles == nil)
        #expect(config.testsPath == "Tests/MyAppTests")
        #expect(config.observation == nil)
        #expect(config.optionValues["observation"] == "ObservableObject", "the default")
    }

    @Test func aTestsPathOutsideTheProjectIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try folder.write(".viper-gen.json", #"{"projectName": "MyApp", "testsPath": "../Tests"}"#)
        let run = KitRun.generate(.module, .fixed("Payments"), in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(run.err.contains("testsPath '../Tests' leaves the project folder"), "\(run.err)")
    }

    @Test func errorsAboutAKeyGiveItsLineAndColumn() {
        #expect {
            try decode("{\"projectName\": \"A\",\n  \"modulsPath\": \"x\"}")
        } throws: { error in
            String(describing: error).hasPrefix(
                "/p/.viper-gen.json:2:17: unknown key 'modulsPath'. Did you mean 'modulesPath'?")
        }
        #expect {
            try decode("{\"projectName\": \"A\", \"templates\": {\"modul\": \"x\"}}")
        } throws: { error in
            String(describing: error).hasPrefix(
                "/p/.viper-gen.json:1:45: unknown key 'templates.modul'")
        }
    }

    @Test func templatesNameTheDefaultTemplatePerCommand() throws {
        let config = try decode(
            #"{"projectName": "MyApp", "templates": {"module": "team-module", "service": "./t"}}"#)
        #expect(config.templates == ["module": "team-module", "service": "./t"])
        #expect(try decode(#"{"projectName": "MyApp"}"#).templates == nil)
    }

    @Test func anOlderConfigWithoutSourcesPathKeepsRegisteringWhereItsFoldersAre() throws {
        let config = try decode(
            #"{"projectName": "Legacy", "modulesPath": "Legacy/Classes/Modules", "#
                + #""servicesPath": "Legacy/Classes/Services"}"#)
        #expect(config.sourcesPath == "Legacy/Classes")
    }

    @Test(arguments: [
        (#"{"style": "swiftui"}"#, "has no 'projectName', which is required. Add it"),
        (#"{"projectName": 7}"#, "'projectName' must be a string."),
        (#"{"projectName": "A", "version": true}"#, "'version' must be a whole number."),
        (
            #"{"projectName": "A", "stlye": "swiftui"}"#,
            "unknown key 'stlye'. Did you mean 'style'? The keys viper-gen"
        ),
        // The key the file has is named, not the sourcesPath derived from it.
        (
            #"{"projectName": "A", "modulesPath": "../../etc"}"#,
            "modulesPath '../../etc' leaves the project folder. Use a relative path inside the "
                + "project, e.g. Sources/MyApp/Classes/Modules."
        ),
        (
            #"{"projectName": "A", "sourcesPath": "/etc"}"#,
            "sourcesPath '/etc' leaves the project folder. Use a relative path inside the "
                + "project, e.g. Sources/MyApp."
        ),
        (#"{"projectName": "A", "appFiles": {"root": "x"}}"#, "unknown key 'appFiles.root'"),
        (#"["projectName"]"#, "it is not a JSON object"),
        (#"{"projectName": "A", "templates": "x"}"#, "'templates' must be an object mapping"),
        (#"{"projectName": "A", "templates": {"view": "x"}}"#, "unknown key 'templates.view'"),
        (
            #"{"projectName": "A", "templates": {"module": 3}}"#,
            "'templates.module' must be a string"
        ),
        (#"{"projectName": "A", "templates": {"module": ""}}"#, "'templates.module' must be a"),
        (#"{"projectName": "A""#, "it is not valid JSON"),
    ])
    func badConfigsNameTheKeyAndTheFix(json: String, message: String) {
        #expect {
            try decode(json)
        } throws: { error in
            String(describing: error).contains(message)
                && String(describing: error).hasPrefix("/p/.viper-gen.json")
        }
    }

    @Test(arguments: [
        ("banana", ""), ("swiftUI", " Did you mean 'swiftui'?"), ("uikt", " Did you mean 'uikit'?"),
    ])
    func anUnknownStyleIsRefusedWithTheListThroughTheCLI(style: String, guess: String) throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try folder.write(
            ".viper-gen.json", #"{"projectName": "MyApp", "style": ""# + style + #""}"#)
        let run = KitRun.generate(.module, .fixed("Payments"), in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.hasSuffix(
                "style '\(style)' is not a style viper-gen generates.\(guess) Valid styles: "
                    + "swiftui, uikit, routed, builder, generic.\n"),
            "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    @Test func aModuleOutsideTheAppSourcesIsWrittenButNotRegistered() throws {
        let folder = try TemporaryFolder("viper-gen-sources")
        let made = KitRun.generate(
            .project, .fixed("MyApp") { $0.flags.quiet = true }, in: folder.url)
        try #require(made.code == .success)
        let project = folder.appending("MyApp")
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)

        let run = KitRun.generate(
            .module, .fixed("Onboarding") { $0.flags.output = "Features" }, in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent(
                    "Features/Onboarding/View/OnboardingView.swift"
                ).path))
        #expect(
            try String(
                contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
                encoding: .utf8) == rootApp)
        #expect(
            run.out.contains(
                "Not registered: Onboarding was written outside the app's sources "
                    + "(Sources/MyApp), which the app target compiles"), "\(run.out)")
    }
}

/// Smaller defects of issue 12: a project inside a project, and a module outside any project.
@Suite("Projects in context")
struct ProjectContextTests {
    @Test func aProjectInsideAProjectIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder("viper-gen-nested")
        let made = KitRun.generate(
            .project, .fixed("MyApp") { $0.flags.quiet = true }, in: folder.url)
        try #require(made.code == .success)
        let inside = folder.appending("MyApp/Sources")
        let before = try DirectorySnapshot(of: folder.path)

        let refused = KitRun.generate(.project, .fixed("Inner"), in: inside)

        #expect(refused.code == .cannotCreate)
        #expect(
            refused.err.hasPrefix(
                "Error: Inner would be created inside the viper-gen project MyApp (\(folder.path)/MyApp)"
            ),
            "\(refused.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
        let forced = KitRun.generate(
            .project,
            .fixed("Inner") {
                $0.flags.quiet = true
                $0.flags.force = true
            }, in: inside)
        #expect(forced.code == .success, "\(forced.err)")
    }

    @Test func aModuleOutsideAnyProjectSaysNothingWasRegisteredAndHowToAdopt() throws {
        let folder = try TemporaryFolder("viper-gen-no-project")
        let run = KitRun.generate(.module, .fixed("Payments"), in: folder.url)
        #expect(run.code == .success)
        #expect(run.out.contains("Not registered: there is no viper-gen project here"))
        #expect(run.out.contains("run `viper-gen init` in its folder"))
        #expect(run.out.contains("container.apply(PaymentsAssembly.self)"))
    }
}
