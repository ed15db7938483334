import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSystem

/// Apps for the lifecycle tests: copies of generated projects' goldens, which `module` and
/// `remove` then change.
package enum LifecycleApp {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`), config and all.
    package static func generated(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-lifecycle")
        try folder.copyContents(of: RepositoryPaths.goldens.appendingPathComponent(golden))
        return folder
    }

    /// Runs the generating command `arguments` (`["module", "Payments"]`) in `app` with the
    /// fixed header flags; a failure ends the test.
    package static func add(_ arguments: [String], to app: TemporaryFolder) throws {
        let run = TestRun.run(arguments + TestRun.fixedFlags, in: app.url)
        try #require(run.code == .success, "\(run.err)")
    }
}

extension LifecycleApp {
    /// Runs a command on a fresh app from `makeApp` with the first, then the second, … of its
    /// file system's `operation`s failing, until a run gets through (at most `limit` runs):
    /// each failed run must leave the app as it was and `rerun` (the command's arguments) must
    /// then succeed in it; `afterwards` checks the app after every rerun and after the run that
    /// got through.
    package static func failEachStep(
        _ operation: FileSystemOperation, limit: Int,
        app makeApp: () throws -> TemporaryFolder,
        run: (_ app: TemporaryFolder, _ fileSystem: any FileSystem) throws -> Void,
        rerun: [String], afterwards: (TemporaryFolder) -> Void = { _ in }
    ) throws {
        var failures = 0
        for occurrence in 1...limit {
            let app = try makeApp()
            let before = try DirectorySnapshot(of: app.path)
            let fileSystem = FaultInjectingFileSystem(
                failing: operation, at: occurrence, code: EACCES)
            do {
                try run(app, fileSystem)
            } catch {
                failures += 1
                #expect(
                    try DirectorySnapshot(of: app.path) == before, "\(operation) \(occurrence)")
                let again = TestRun.run(rerun + ["-q"], in: app.url)
                #expect(again.code == .success, "after \(operation) \(occurrence): \(again.err)")
                afterwards(app)
                continue
            }
            afterwards(app)
            break
        }
        #expect(failures > 0, "no \(operation) failed")
        #expect(failures < limit, "every \(operation) tried failed")
    }
}

extension LifecycleApp {
    /// The Xcode fixture's app, adopted, with `module Payments` added and checked consistent,
    /// then its project file's build lines for `file` deleted by hand.
    package static func xcodeAppWithPayments(withoutBuilding file: String) throws
        -> TemporaryFolder
    {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(TestRun.run(["init", "-q"], in: app.url).code == .success)
        try add(["module", "Payments"], to: app)
        let consistent = TestRun.run(["check"], in: app.url)
        #expect(consistent.code == .success, "\(consistent.out)\(consistent.err)")
        let projectFile = try app.read(XcodeAppFolder.pbxproj)
        try #require(projectFile.contains("\(file) in Sources"))
        try app.write(
            XcodeAppFolder.pbxproj,
            projectFile.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("\(file) in Sources") }
                .joined(separator: "\n"))
        return app
    }
}
