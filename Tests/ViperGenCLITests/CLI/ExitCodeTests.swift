import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// Every class of failure exits with its code, prints `Error: …` on stderr and writes nothing.
@Suite("Exit codes")
struct ExitCodeTests {
    @Test(arguments: [
        ["module", "--frce", "Payments"],
        ["module"],
        ["module", "../../evil"],
        ["module", "class"],
        ["module", "Payments", "--date", "2026-13-01"],
        ["module", "Payments", "--set", "nope=1"],
        ["module", "Payments", "--set", "moduleName=Other"],
        ["frobnicate"],
    ])
    func usageErrorsExit64AndWriteNothing(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(arguments, in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: "), "\(run.err)")
        #expect(run.out.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func malformedProjectConfigExits65() throws {
        let folder = try TemporaryFolder()
        try Data("{ not json".utf8).write(to: folder.appending(ProjectConfig.fileName))
        let run = TestRun.run(["module", "Payments"], in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(run.err.contains("is not a valid viper-gen config"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [
                ProjectConfig.fileName
            ])
    }

    @Test func templateErrorsAreClassifiedAs65() {
        let error = MacroRenderError(
            kind: .unknownMacro(name: "NOPE", knownVariables: []), templatePath: "t", line: 1,
            column: 1)
        #expect(error.exitCode == .badTemplate)
        #expect(TemplateError.missingInfo(template: "t").exitCode == .badTemplate)
    }

    @Test func existingModuleExits73AndKeepsEditedFiles() throws {
        let folder = try TemporaryFolder()
        #expect(
            TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url).code
                == .success)
        let view = folder.appending("Payments/View/PaymentsView.swift")
        try Data("// my edits\n".utf8).write(to: view)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.hasPrefix(
                "Error: The module Payments already exists at Payments; these files are in the "
                    + "way:\n  Payments/Assembly/PaymentsAssembly.swift\n"))
        #expect(try String(contentsOf: view, encoding: .utf8) == "// my edits\n")
    }

    @Test func forceReplacesAndReportsUnchangedFiles() throws {
        let folder = try TemporaryFolder()
        _ = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        let view = folder.appending("Payments/View/PaymentsView.swift")
        let original = try Data(contentsOf: view)
        try Data("// my edits\n".utf8).write(to: view)
        let run = TestRun.run(
            ["module", "Payments", "--force"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success)
        #expect(run.out.contains("Overwriting Payments/View/PaymentsView.swift"))
        #expect(run.out.contains("Unchanged Payments/Router/PaymentsRouter.swift"))
        #expect(try Data(contentsOf: view) == original)
    }

    @Test func skipExistingWritesOnlyMissingFiles() throws {
        let folder = try TemporaryFolder()
        _ = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        let view = folder.appending("Payments/View/PaymentsView.swift")
        let router = folder.appending("Payments/Router/PaymentsRouter.swift")
        try Data("// my edits\n".utf8).write(to: view)
        try FileManager.default.removeItem(at: router)
        let run = TestRun.run(
            ["module", "Payments", "--skip-existing"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success)
        #expect(run.out.contains("Creating Payments/Router/PaymentsRouter.swift"))
        #expect(run.out.contains("Skipping Payments/View/PaymentsView.swift"))
        #expect(try String(contentsOf: view, encoding: .utf8) == "// my edits\n")
        #expect(FileManager.default.fileExists(atPath: router.path))
    }

    @Test func dryRunPrintsTheTreeAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["module", "Payments", "--dry-run"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success)
        #expect(
            run.out == """
                Dry run: nothing was written. Would write in .:
                └── Payments/
                    ├── Assembly/
                    │   └── PaymentsAssembly.swift
                    ├── Contracts/
                    │   └── PaymentsContracts.swift
                    ├── Interactor/
                    │   └── PaymentsInteractor.swift
                    ├── Presenter/
                    │   └── PaymentsPresenter.swift
                    ├── Router/
                    │   └── PaymentsRouter.swift
                    ├── View/
                    │   └── PaymentsView.swift
                    └── ViewState/
                        └── PaymentsViewState.swift

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func outputFolderIsCreatedWhenMissing() throws {
        let folder = try TemporaryFolder()
        let run = TestRun.run(
            ["service", "Network", "-o", "Core/Services"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.hasPrefix("Using 'NetworkService' for 'Network'"))
        #expect(
            run.out.contains(
                "Creating Core/Services/NetworkService/NetworkService.swift\n"), "\(run.out)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appending("Core/Services/NetworkService/NetworkServiceType.swift")
                    .path))
    }
}
