import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenSystem

/// Runs in one project wait for each other instead of failing or losing registrations.
@Suite("Crash safety: parallel runs")
struct ParallelRunsTests {
    private static let flags = ["-q", "--author", "Jane Appleseed", "--date", "2026-12-02"]

    /// Occurrences of `needle` in `text`.
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func twentyModulesStartedTogetherAllSucceedAndAreRegisteredOnce() throws {
        let folder = try TemporaryFolder("viper-gen-parallel")
        let made = try LaunchedBinary.run(["project", "MyApp"] + Self.flags, in: folder.url)
        try #require(made.exitStatus == 0, "\(made)")
        let project = folder.appending("MyApp")
        let names = (1...20).map { "Feature\($0)" }

        let runs = try names.map { try LaunchedBinary(["module", $0] + Self.flags, in: project) }
        let outcomes = runs.map { $0.wait() }

        for (name, outcome) in zip(names, outcomes) {
            #expect(outcome.exitStatus == 0, "\(name): \(outcome)")
        }
        let app = project.appendingPathComponent("Sources/MyApp")
        let rootApp = try String(
            contentsOf: app.appendingPathComponent("RootApp.swift"), encoding: .utf8)
        let views = try String(
            contentsOf: app.appendingPathComponent(
                "Classes/Services/NavigationService/Views.swift"), encoding: .utf8)
        let builder = try String(
            contentsOf: app.appendingPathComponent("ApplicationViewBuilder.swift"), encoding: .utf8)
        let rootView = try String(
            contentsOf: app.appendingPathComponent("RootView.swift"), encoding: .utf8)
        for name in names {
            let key = "feature" + name.dropFirst("Feature".count)
            #expect(count("(\(name)Assembly.self)", in: rootApp) == 1, "\(name) in RootApp")
            #expect(count("case \(key)\n", in: views) == 1, "\(name) in enum Views")
            #expect(count("func build\(name)()", in: builder) == 1, "\(name) builder")
            #expect(count("case .\(key):", in: rootView) == 1, "\(name) destination")
        }
        #expect(WriteWindow.stagingFolders(in: project).isEmpty)
    }

    @Test func aRunThatCannotGetTheLockInTimeExits75AndSaysWhy() throws {
        let folder = try TemporaryFolder("viper-gen-busy")
        let outcome = try FolderLock.acquire(
            folder.path, timeout: 0, onWait: {}, shouldStop: { false })
        guard case .acquired(let lock) = outcome else {
            Issue.record("the test could not lock the folder itself")
            return
        }
        defer { lock.release() }

        let run = try LaunchedBinary.run(
            ["module", "Payments"] + Self.flags, in: folder.url,
            environment: ["VIPER_GEN_LOCK_TIMEOUT": "0.3"])

        #expect(run.exitStatus == 75, "\(run)")
        #expect(run.err.contains("Waiting for another viper-gen run in . to finish"))
        #expect(run.err.contains("did not finish within 0.3 s. Nothing was written."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
