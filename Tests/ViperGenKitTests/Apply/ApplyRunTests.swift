import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `viper-gen apply`: what is missing is generated, what exists is left as is and registered,
/// all in one transaction; a second run changes nothing.
@Suite("Apply")
struct ApplyRunTests {
    @Test func aProjectAfterApplyMatchesItsGoldenTree() throws {
        let (folder, project) = try ApplyFixture.project()
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(folder.url, golden: "project-applied")
        try GoldenTree.assertMatches(text: run.out, golden: "apply/report.txt")
    }

    @Test func aSecondApplyChangesNothingAndSaysSo() throws {
        let (folder, project) = try ApplyFixture.project()
        #expect(ApplyFixture.apply(in: project).code == .success)
        let before = try DirectorySnapshot(of: folder.path)
        let again = ApplyFixture.apply(in: project)
        #expect(again.code == .success, "\(again.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
        #expect(
            again.out == """
                module Payments: exists, left as is
                module Profile: exists, left as is
                service NetworkService: exists, left as is
                service StorageService: exists, left as is

                Nothing to do: every module and service of viper-gen.spec.json exists and is \
                registered.

                """)
    }

    @Test func entriesOfOneTemplateKeepTheirOwnNamesAndValues() throws {
        // Entries of one kind and template share one resolution; each keeps its own name and
        // `set` values.
        let spec = """
            {"version": 1, "modules": [
              "Payments", {"name": "Profile", "set": {"observation": "ObservableObject"}}, "Orders"]}
            """
        let (folder, project) = try ApplyFixture.project(spec: spec)
        defer { withExtendedLifetime(folder) {} }
        let run = ApplyFixture.apply(in: project) { $0.flags.quiet = true }
        #expect(run.code == .success, "\(run.err)")
        let state = "Sources/MyApp/Classes/Modules/%@/ViewState/%@ViewState.swift"
        for (name, observable) in [("Payments", true), ("Profile", false), ("Orders", true)] {
            let text = try ApplyFixture.read(
                state.replacingOccurrences(of: "%@", with: name), in: project)
            #expect(text.contains("final class \(name)ViewState"), "\(text)")
            #expect(text.contains("@Observable") == observable, "\(name): \(text)")
        }
    }

    @Test func existingModulesAreLeftAsIsButRegisteredWhenTheyAreNot() throws {
        let spec = #"{"version": 1, "modules": ["Payments", "settings", "Orders"]}"#
        let (folder, project) = try ApplyFixture.project(spec: spec)
        defer { withExtendedLifetime(folder) {} }
        #expect(
            KitRun.generate(.module, ["Payments"], in: project) { $0.flags.quiet = true }.code
                == .success)
        #expect(
            KitRun.generate(.module, ["Settings"], in: project) {
                $0.flags.noRegister = true
                $0.flags.quiet = true
            }.code
                == .success)
        let view = "Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"
        try ApplyFixture.write("// edited by hand\n", to: view, in: project)
        let router = "Sources/MyApp/Classes/Modules/Settings/Router/SettingsRouter.swift"
        try FileManager.default.removeItem(at: project.appendingPathComponent(router))

        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.hasPrefix(
                """
                module Payments: exists, left as is
                module Settings: exists, left as is; registering it
                module Orders: new

                """), "\(run.out)")
        #expect(
            run.out.hasSuffix(
                """
                Applied viper-gen.spec.json: 1 new, 2 left as is (1 of them registered now).
                Next steps: every module and service of the spec is registered in the app.

                """), "\(run.out)")
        #expect(try ApplyFixture.read(view, in: project) == "// edited by hand\n")
        #expect(
            !FileManager.default.fileExists(atPath: project.appendingPathComponent(router).path),
            "a module that exists is left as is, missing files included")
        for name in ["Payments", "Settings", "Orders"] {
            #expect(
                try ApplyFixture.count(
                    "container.apply(\(name)Assembly.self)", in: "Sources/MyApp/RootApp.swift",
                    of: project) == 1, "\(name)")
            #expect(
                try ApplyFixture.count(
                    "case .\(name.lowercased()): appViewBuilder",
                    in: "Sources/MyApp/RootView.swift",
                    of: project) == 1, "\(name)")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent(
                    "Tests/MyAppTests/Orders/OrdersPresenterTests.swift"
                ).path))
    }

    @Test func anExistingOneWithoutItsAssemblyIsNotRegistered() throws {
        // The project's NavigationService is applied as NavigationAssembly; registering it as
        // NavigationServiceAssembly would break the build.
        let (folder, project) = try ApplyFixture.project(
            spec: #"{"version": 1, "services": ["Navigation"]}"#)
        let before = try DirectorySnapshot(of: folder.path)
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
        #expect(
            run.out.hasPrefix(
                "service NavigationService: exists, left as is; not registered (see below)\n"),
            "\(run.out)")
        #expect(
            run.out.contains(
                "Not registered: NavigationService exists, but Sources/MyApp/Classes/Services/"
                    + "NavigationService/NavigationServiceAssembly.swift, which its registration"),
            "\(run.out)")
    }

    @Test func aDryRunShowsThePlanAndWritesNothing() throws {
        let (folder, project) = try ApplyFixture.project()
        #expect(
            KitRun.generate(.service, ["Network"], in: project) { $0.flags.quiet = true }.code
                == .success)
        let before = try DirectorySnapshot(of: folder.path)
        let run = ApplyFixture.apply(in: project) { $0.flags.dryRun = true }
        #expect(run.code == .success, "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
        #expect(
            run.out.hasPrefix(
                """
                module Payments: new
                module Profile: new
                service NetworkService: exists, left as is
                service StorageService: new
                Dry run: nothing was written. Would write in .:

                """), "\(run.out)")
        #expect(run.out.contains("└── Profile/\n"), "\(run.out)")
        #expect(run.out.contains("+        container.apply(StorageServiceAssembly.self)"))
        #expect(!run.out.contains("NetworkService.swift"), "left as is: \(run.out)")
        #expect(!run.out.contains("Next steps"))
    }

    @Test func noTestsLeavesTheNewModulesTestsOut() throws {
        let (folder, project) = try ApplyFixture.project()
        defer { withExtendedLifetime(folder) {} }
        let run = ApplyFixture.apply(in: project) {
            $0.flags.noTests = true
            $0.flags.quiet = true
        }
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.isEmpty)
        let tests = try GoldenTree.files(under: project.appendingPathComponent("Tests/MyAppTests"))
        #expect(!tests.keys.contains { $0.hasPrefix("Payments/") || $0.hasPrefix("Profile/") })
    }

    @Test func aTemplateFolderIsFoundRelativeToTheSpec() throws {
        let (folder, project) = try ApplyFixture.project(spec: nil)
        defer { withExtendedLifetime(folder) {} }
        let export = KitRun.exportTemplate(
            "service", to: "specs/templates/service", in: project)
        #expect(export.code == .success, "\(export.err)")
        try ApplyFixture.write(
            #"{"version": 1, "services": [{"name": "Cache", "template": "templates/service"}]}"#,
            to: "specs/app.json", in: project)
        let run = ApplyFixture.apply("specs/app.json", in: project) { $0.flags.verbose = true }
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("services[0]: service CacheService, template service (path)"))
        #expect(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent(
                    "Sources/MyApp/Classes/Services/CacheService/CacheService.swift"
                ).path))
    }
}
