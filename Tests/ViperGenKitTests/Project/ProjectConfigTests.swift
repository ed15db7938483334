import Foundation
import Testing

@testable import ViperGenCLI
@testable import ViperGenKit

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
        (#"{"projectName": "A", "stlye": "swiftui"}"#, "unknown key 'stlye'. The keys viper-gen"),
        (#"{"projectName": "A", "appFiles": {"root": "x"}}"#, "unknown key 'appFiles.root'"),
        (#"["projectName"]"#, "it is not a JSON object"),
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

    @Test func anUnknownStyleIsRefusedWithTheListThroughTheCLI() throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try folder.write(".viper-gen.json", #"{"projectName": "MyApp", "style": "banana"}"#)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.hasSuffix(
                "style 'banana' is not a style viper-gen generates. Valid styles: swiftui.\n"),
            "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    @Test func aModuleOutsideTheAppSourcesIsWrittenButNotRegistered() throws {
        let folder = try TemporaryFolder("viper-gen-sources")
        let made = TestRun.run(["project", "MyApp", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(made.code == .success)
        let project = folder.appending("MyApp")
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)

        let run = TestRun.run(
            ["module", "Onboarding", "-o", "Features"] + TestRun.fixedFlags, in: project)

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
