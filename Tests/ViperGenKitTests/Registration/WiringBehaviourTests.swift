import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput

/// How wiring behaves when Kit generates: idempotence, missing anchors, dry runs, opting out.
@Suite("Wiring behaviour", .alsoOnAPFS)
struct WiringBehaviourTests {
    @Test func runningTheSameCommandsAgainWithForceLeavesOneRegistration() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        for arguments in [(ScaffoldKind.module, "Payments"), (ScaffoldKind.service, "Network")] {
            #expect(WiringFixture.run(arguments, in: project).code == .success)
        }
        let once = try WiringFixture.contents(WiringFixture.appFiles, of: project)
        for arguments in [(ScaffoldKind.module, "Payments"), (ScaffoldKind.service, "Network")] {
            let run = WiringFixture.run(arguments, force: true, in: project)
            #expect(run.code == .success, "\(run.err)")
            #expect(!run.out.contains("Updating"), "\(run.out)")
        }
        let twice = try WiringFixture.contents(WiringFixture.appFiles, of: project)
        #expect(twice == once)
        let all = twice.values.joined()
        #expect(WiringFixture.count("PaymentsAssembly.self", in: all) == 2)  // apply + resolve
        #expect(WiringFixture.count("case payments", in: all) == 1)
        #expect(WiringFixture.count("case .payments:", in: all) == 3)
        #expect(WiringFixture.count("func buildPayments(", in: all) == 1)
        #expect(WiringFixture.count("NetworkServiceAssembly.self", in: all) == 1)
        #expect(WiringFixture.count("MainAssembly.self", in: all) == 2)
    }

    @Test func aModuleNamedInSomePlacesIsAddedOnlyWhereItIsMissing() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let views = project.appendingPathComponent(WiringFixture.appFiles[1])
        let text = try String(contentsOf: views, encoding: .utf8)
            .replacingOccurrences(of: "    case main\n", with: "    case main\n    case payments\n")
        try text.write(to: views, atomically: true, encoding: .utf8)
        #expect(KitRun.generate(.module, ["Payments"], in: project).code == .success)
        let edited = try String(contentsOf: views, encoding: .utf8)
        #expect(WiringFixture.count("case payments", in: edited) == 1)
        #expect(edited.contains("case .payments: return \"payments\""))
    }

    @Test func missingAnchorLeavesThatFileUnchangedAndPrintsTheLines() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let rootView = project.appendingPathComponent("Sources/MyApp/RootView.swift")
        let text = try String(contentsOf: rootView, encoding: .utf8)
        let withoutDestination = text.replacingOccurrences(
            of: ".navigationDestination(for: Views.self)",
            with: ".navigationDestination(for: Screen.self)")
        try withoutDestination.write(to: rootView, atomically: true, encoding: .utf8)

        let run = KitRun.generate(.module, ["Payments"], in: project)

        #expect(run.code == .success)
        #expect(try String(contentsOf: rootView, encoding: .utf8) == withoutDestination)
        #expect(run.err.contains("Warning: Sources/MyApp/RootView.swift was left unchanged"))
        #expect(run.err.contains("case .payments: appViewBuilder.build(view: .payments)"))
        #expect(!run.out.contains("Updating Sources/MyApp/RootView.swift"))
        #expect(run.out.contains("Updating Sources/MyApp/RootApp.swift"))
        #expect(run.out.contains("Next steps: add the lines listed in the warning above"))
    }

    @Test func dryRunPrintsTheEditsAsUnifiedDiffsAndWritesNothing() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let before = try GoldenTree.files(under: project)
        let run = KitRun.generate(.service, ["Network"], in: project) {
            $0.flags.dryRun = true
        }
        #expect(run.code == .success, "\(run.err)")
        #expect(try GoldenTree.files(under: project) == before)
        #expect(
            run.out.contains(
                """
                --- a/Sources/MyApp/RootApp.swift
                +++ b/Sources/MyApp/RootApp.swift
                @@ -41,6 +41,7 @@
                         let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                         // Services
                         container.apply(NavigationAssembly.self)
                +        container.apply(NetworkServiceAssembly.self)
                         // Modules
                         container.apply(MainAssembly.self)
                         return container
                """), "\(run.out)")
        #expect(run.out.contains("RootApp.swift  (update)"))
    }

    @Test func noRegisterSkipsWiringAndKeepsTheManualSteps() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let before = try WiringFixture.contents(WiringFixture.appFiles, of: project)
        let run = KitRun.generate(.module, ["Payments"], in: project) {
            $0.flags.noRegister = true
        }
        #expect(run.code == .success)
        #expect(try WiringFixture.contents(WiringFixture.appFiles, of: project) == before)
        #expect(run.out.contains("Next steps: register Payments in the app."))
        #expect(!run.out.contains("Updating"))
    }

    @Test func moduleWrittenOutsideTheProjectIsNotRegistered() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let before = try WiringFixture.contents(WiringFixture.appFiles, of: project)
        let outside = try TemporaryFolder()
        let run = KitRun.generate(.module, ["Payments"], in: project) {
            $0.flags.output = outside.url.path
        }
        #expect(run.code == .success, "\(run.err)")
        #expect(try WiringFixture.contents(WiringFixture.appFiles, of: project) == before)
        #expect(
            run.out.contains(
                "Not registered: Payments was written outside the app's sources (Sources/MyApp)"),
            "\(run.out)")
    }

    @Test func failedWriteLeavesNeitherGeneratedFilesNorEdits() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let before = try DirectorySnapshot(of: project.path)
        // Moves: 1 the Payments tree, then one replacing rename per edited file (2…5).
        for failingMove in [1, 2, 4, 5] {
            let fileSystem = FaultInjectingFileSystem(failing: .move, at: failingMove, code: EACCES)
            var options = GenerateOptions(name: "Payments")
            options.flags.author = "Jane Appleseed"
            options.flags.date = "2026-12-02"
            var environment = TestRunEnvironment.make(in: project)
            environment.fileSystem = fileSystem
            let command = Generator(
                command: .module, options: options, environment: environment,
                console: CapturedConsole().console)
            #expect(throws: OutputError.self, "move \(failingMove)") { try command.run() }
            #expect(fileSystem.moves().count >= failingMove, "move \(failingMove) happened")
            #expect(try DirectorySnapshot(of: project.path) == before, "move \(failingMove)")
        }
    }
}
