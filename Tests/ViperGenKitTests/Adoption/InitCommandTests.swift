import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `viper-gen init` adopts an existing app: it finds the app files, the module and service
/// folders and the project name, shows them, writes `.viper-gen.json`, and from then on
/// `module` and `service` register in that app.
@Suite("init")
struct InitCommandTests {
    /// An app made from the original SwiftUI-Viper-Architecture Xcode template, with its
    /// `Legacy.xcodeproj` and no config.
    private func legacyApp() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-init")
        let fixture = RepositoryPaths.goldens.appendingPathComponent("wiring/xcode-template/before")
        try folder.copyContents(of: fixture, skipping: [".viper-gen.json"])
        // An Xcode 16 project whose app folder Legacy/ is synchronized.
        let project = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-77.pbxproj"), encoding: .utf8)
        try folder.write(
            "Legacy.xcodeproj/project.pbxproj",
            project.replacingOccurrences(of: "Legacy", with: "OldCode")
                .replacingOccurrences(of: "MyApp", with: "Legacy"))
        return folder
    }

    @Test func adoptsAnAppFromTheOriginalXcodeTemplate() throws {
        let app = try legacyApp()
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out + run.err, golden: "init/legacy-output.txt")
        try GoldenTree.assertMatches(
            text: try app.read(".viper-gen.json"), golden: "init/legacy-viper-gen.json")

        let module = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.quiet = true }, in: app.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(module.err.isEmpty, "\(module.err)")
        #expect(
            try app.read("Legacy/RootApp.swift").contains("container.apply(PaymentsAssembly.self)"))
        #expect(try app.read("Legacy/RootView.swift").contains("case .payments:"))
        let told = KitRun.generate(.service, .fixed("Network"), in: app.url)
        #expect(
            told.out.contains(
                "Legacy is a synchronized folder of the Legacy target in Legacy.xcodeproj: "
                    + "Xcode builds the new files as they are."), "\(told.out)")
        #expect(
            FileManager.default.fileExists(
                atPath: app.path("Legacy/Classes/Modules/Payments/View/PaymentsView.swift")))
    }

    @Test func theTestTargetsFolderAndAnObservableNavigationServiceAreFound() throws {
        let app = try legacyApp()
        try app.write("LegacyTests/LegacyTests.swift", "import XCTest\n")
        let service = "Legacy/Classes/Services/NavigationService/NavigationService.swift"
        try app.write(
            service,
            try app.read(service).replacingOccurrences(
                of: "public class NavigationService",
                with: "@Observable\npublic class NavigationService"))
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "tests         LegacyTests  (the LegacyTests target's folder in Legacy.xcodeproj)"),
            "\(run.out)")
        #expect(run.out.contains("observation   Observable  (@Observable NavigationService in "))
        let config = try app.read(".viper-gen.json")
        #expect(config.contains(#""testsPath" : "LegacyTests""#), "\(config)")
        #expect(config.contains(#""observation" : "Observable""#), "\(config)")
    }

    @Test func theTestsPathCanBeGiven() throws {
        let app = try legacyApp()
        let run = KitRun.initialize(
            .with {
                $0.quiet = true
                $0.testsPath = "Legacy/UnitTests"
            }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(".viper-gen.json").contains(#""testsPath" : "Legacy/UnitTests""#))
    }

    /// `settings`: the `--set` values the project is made with.
    @Test(arguments: [[:], ["observation": "Observable"], ["tests": "XCTest"]])
    func aGeneratedProjectIsAdoptedWithTheConfigItWasMadeWith(settings: [String: String]) throws {
        let folder = try TemporaryFolder("viper-gen-init")
        let options = GenerateOptions.fixed("MyApp") {
            $0.flags.quiet = true
            $0.variables = settings.map { VariableAssignment(key: $0.key, value: $0.value) }
        }
        let made = KitRun.generate(.project, options, in: folder.url)
        try #require(made.code == .success)
        let project = folder.appending("MyApp")
        let original = try ProjectConfig.decode(
            Array(try Data(contentsOf: project.appendingPathComponent(".viper-gen.json"))),
            file: "x")
        try FileManager.default.removeItem(at: project.appendingPathComponent(".viper-gen.json"))

        let run = KitRun.initialize(
            .with {
                $0.path = "MyApp"
                $0.quiet = true
                $0.author = "Jane Appleseed"
                $0.organization = "Acme Inc."
            }, in: folder.url)

        #expect(run.code == .success, "\(run.err)")
        let adopted = try ProjectConfig.decode(
            Array(try Data(contentsOf: project.appendingPathComponent(".viper-gen.json"))),
            file: "x")
        // Adoption also records how the app is built, which a new project's config leaves out.
        #expect(adopted.build?.swiftVersion == "6")
        var withoutBuild = adopted
        withoutBuild.build = nil
        #expect(withoutBuild == original)
    }

    @Test func dryRunShowsTheConfigAndWritesNothing() throws {
        let app = try legacyApp()
        let before = try DirectorySnapshot(of: app.path)
        let run = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Dry run: nothing was written. .viper-gen.json would be:"))
        #expect(run.out.contains(#""modulesPath" : "Legacy/Classes/Modules""#))
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func whatCannotBeDecidedIsListedWithTheFlagToPass() throws {
        let folder = try TemporaryFolder("viper-gen-init")
        try folder.write("Notes/readme.swift", "// nothing here\n")
        let run = KitRun.initialize(in: folder.url)
        #expect(run.code == .usage)
        for line in [
            "project name: no .xcodeproj and no Package.swift in the folder; pass --project-name",
            "sources: no file declares the @main App (RootApp.swift); pass --sources-path",
            "modules: no folder holds swiftui modules laid out like <folder>/Main/Assembly/",
        ] {
            #expect(run.err.contains(line), "\(run.err)")
        }
        // Issue 22: a missing services folder is proposed, never a problem of its own.
        #expect(!run.err.contains("services:"), "\(run.err)")
        // The usage line that follows on the command line: InitUsageLineTests (ViperGenCLITests).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Notes"])
    }

    @Test func anExistingConfigIsKeptUnlessForced() throws {
        let app = try legacyApp()
        try app.write(".viper-gen.json", #"{"projectName": "Legacy"}"#)
        let refused = KitRun.initialize(in: app.url)
        #expect(refused.code == .cannotCreate)
        #expect(refused.err.contains(".viper-gen.json already exists"))
        #expect(try app.read(".viper-gen.json") == #"{"projectName": "Legacy"}"#)
        let forced = KitRun.initialize(
            .with {
                $0.force = true
                $0.quiet = true
            }, in: app.url)
        #expect(forced.code == .success, "\(forced.err)")
        #expect(try app.read(".viper-gen.json").contains("Legacy/Classes/Modules"))
    }
}
