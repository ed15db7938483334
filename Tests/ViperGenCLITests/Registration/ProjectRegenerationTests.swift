import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// `project MyApp --force` over an existing project regenerates its app files with every
/// module and service on disk still registered, or refuses when it cannot.
@Suite("Project regeneration", .alsoOnAPFS)
struct ProjectRegenerationTests {
    @Test func regeneratingKeepsEveryModuleAndServiceRegisteredByteForByte() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        for arguments in [["module", "Payments"], ["module", "Profile"], ["service", "Network"]] {
            #expect(WiringFixture.run(arguments, in: project).code == .success)
        }
        let before = try WiringFixture.contents(WiringFixture.appFiles, of: project)

        let run = WiringFixture.run(["project", "MyApp", "--force"], in: folder.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try WiringFixture.contents(WiringFixture.appFiles, of: project) == before)
        try GoldenTree.assertMatches(folder.url, golden: "project-with-modules")
    }

    @Test func regeneratingKeepsTheOrderTheModulesWereAddedIn() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        for arguments in [
            ["module", "Profile"], ["service", "Network"], ["module", "Payments"],
            ["service", "Analytics"],
        ] {
            #expect(WiringFixture.run(arguments, in: project).code == .success)
        }
        let before = try WiringFixture.contents(WiringFixture.appFiles, of: project)
        let run = WiringFixture.run(["project", "MyApp", "--force"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try WiringFixture.contents(WiringFixture.appFiles, of: project) == before)
    }

    @Test func modulesInTheConfiguredFoldersAreRegistered() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let config = project.appendingPathComponent(".viper-gen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "Classes/Modules", with: "Features")
        try text.write(to: config, atomically: true, encoding: .utf8)
        #expect(WiringFixture.run(["module", "Payments"], in: project).code == .success)
        let run = WiringFixture.run(["project", "MyApp", "--force"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        let all = try WiringFixture.contents(WiringFixture.appFiles, of: project).values.joined()
        #expect(WiringFixture.count("container.apply(PaymentsAssembly.self)", in: all) == 1)
        #expect(WiringFixture.count("case .payments:", in: all) == 3)
    }

    @Test func skipExistingKeepsTheExistingAppFiles() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["module", "Payments"], in: project).code == .success)
        let rootApp = project.appendingPathComponent(WiringFixture.appFiles[0])
        let edited = try String(contentsOf: rootApp, encoding: .utf8) + "// kept\n"
        try edited.write(to: rootApp, atomically: true, encoding: .utf8)
        let run = WiringFixture.run(["project", "MyApp", "--skip-existing"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(try String(contentsOf: rootApp, encoding: .utf8) == edited)
    }

    @Test func anAssemblyAppliedWithoutItsFolderWouldBeDroppedSoItIsRefused() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let rootApp = project.appendingPathComponent(WiringFixture.appFiles[0])
        let text = try String(contentsOf: rootApp, encoding: .utf8).replacingOccurrences(
            of: "        container.apply(NavigationAssembly.self)\n",
            with: "        container.apply(NavigationAssembly.self)\n"
                + "        container.apply(AnalyticsAssembly.self)\n")
        try text.write(to: rootApp, atomically: true, encoding: .utf8)
        let before = try DirectorySnapshot(of: folder.url.path)

        let run = WiringFixture.run(["project", "MyApp", "--force"], in: folder.url)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err == """
                Error: Regenerating the project MyApp would drop what its app files register:
                  MyApp/Sources/MyApp/RootApp.swift: container.apply(AnalyticsAssembly.self) \
                (no module or service folder declares AnalyticsAssembly)
                Nothing was written. Pass --skip-existing instead of --force to keep the \
                existing app files, or remove these registrations first.

                """)
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test func aScreenWithoutItsModuleFolderWouldBeDroppedSoItIsRefused() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let views = project.appendingPathComponent(WiringFixture.appFiles[1])
        let text = try String(contentsOf: views, encoding: .utf8)
            .replacingOccurrences(of: "    case main\n", with: "    case main\n    case settings\n")
        try text.write(to: views, atomically: true, encoding: .utf8)
        let run = WiringFixture.run(["project", "MyApp", "--force"], in: folder.url)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                "  MyApp/\(WiringFixture.appFiles[1]): case settings (no module folder declares "
                    + "the assembly of this screen)\n"), "\(run.err)")
    }

    @Test func aRegistrationTheNewFilesCannotHoldIsRefused() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["module", "Payments"], in: project).code == .success)
        let templates = try TemporaryFolder("viper-gen-regeneration-templates")
        try copyTree(RepositoryPaths.root.appendingPathComponent("Templates"), to: templates.url)
        let rootView = templates.appending(
            "project/ObservableSwiftTesting/___PROJECTNAME___/Sources/___PROJECTNAME___/RootView.swift"
        )
        let text = try String(contentsOf: rootView, encoding: .utf8).replacingOccurrences(
            of: "for: Views.self", with: "for: Screen.self")
        try text.write(to: rootView, atomically: true, encoding: .utf8)
        let before = try DirectorySnapshot(of: folder.url.path)

        let run = TemplateTestRun.run(
            ["project", "MyApp", "--force"] + TestRun.fixedFlags, in: folder.url,
            templates: FolderTemplateSource(root: templates.url))

        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                "  MyApp/Sources/MyApp/RootView.swift: module Payments (in the switch of "
                    + ".navigationDestination(for: Views.self): no .navigationDestination(for: "
                    + "Views.self) { … } closure)\n"), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    private func copyTree(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        for path in try manager.subpathsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            let to = destination.appendingPathComponent(path)
            try manager.createDirectory(
                at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: from).write(to: to)
        }
    }
}
