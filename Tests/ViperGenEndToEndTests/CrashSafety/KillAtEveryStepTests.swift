import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// A run killed after any one of its file-system changes leaves, once the next run has
/// recovered it, every file of the project as it was before or as it is after, never between.
@Suite("Crash safety: a kill after every step", .alsoOnAPFS)
struct KillAtEveryStepTests {
    /// A project `MyApp` with its Main module, generated once per test for the trials to copy.
    private func generatedProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-kill-step")
        let made = TestRun.run(["project", "MyApp", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        return folder
    }

    /// A copy of the project in `template` (copying is cheaper than generating it again, and
    /// every trial starts from the same bytes).
    private func freshProject(from template: TemporaryFolder) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-kill-step")
        try FileManager.default.copyItem(
            at: template.appending("MyApp"), to: folder.appending("MyApp"))
        return folder
    }

    /// Runs `arguments` in `project` on `fileSystem`; whatever it throws is the simulated death.
    private func run(_ arguments: [String], in project: URL, on fileSystem: any FileSystem) {
        var environment = TestRun.environment(in: project)
        environment.fileSystem = fileSystem
        _ = ViperGenTool.run(
            arguments: [arguments[0], "-q"] + TestRun.fixedFlags + arguments.dropFirst(),
            environment: environment,
            console: CapturedConsole().console)
    }

    @Test(arguments: [
        ["module", "Payments"],  // a new module tree and four edited app files
        ["service", "Network"],  // a new service tree and one edited app file
        ["module", "Main", "--force", "--author", "Kim Lee"],  // seven replaced files
    ])
    func everyKillPointEndsBeforeOrAfter(_ arguments: [String]) throws {
        let template = try generatedProject()
        let folder = try freshProject(from: template)
        let project = folder.appending("MyApp")
        let before = try DirectorySnapshot(of: project.path)
        let counter = FreezingFileSystem()
        run(arguments, in: project, on: counter)
        let after = try DirectorySnapshot(of: project.path)
        try #require(after != before)
        let steps = counter.changeCount
        try #require(steps > 10, "the run made \(steps) changes")

        try KillPointTrials.expectEachEndsBeforeOrAfter(
            killPoints: Array(0...steps), of: steps, before: before, after: after,
            trial: { try freshProject(from: template).appending("MyApp") },
            run: { run(arguments, in: $0, on: $1) })
    }
}
