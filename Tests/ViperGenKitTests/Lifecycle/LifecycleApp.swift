import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenSystem

/// Apps for the lifecycle tests: copies of generated projects' goldens, which `module` and
/// `remove` then change.
enum LifecycleApp {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`), config and all.
    static func generated(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-lifecycle")
        try folder.copyContents(of: RepositoryPaths.goldens.appendingPathComponent(golden))
        return folder
    }

    /// Generates `names` of `kind` in `app` with the goldens' header values and `edit`'s
    /// options; a failure ends the test.
    static func add(
        _ kind: ScaffoldKind, _ names: [String], to app: TemporaryFolder,
        _ edit: (inout GenerateOptions) -> Void = { _ in }
    ) throws {
        let run = KitRun.generate(kind, names, in: app.url, edit)
        try #require(run.code == .success, "\(run.err)")
    }
}

extension LifecycleApp {
    /// Runs a command on a fresh app from `makeApp` with the first, then the second, … of its
    /// file system's `operation`s failing, until a run gets through (at most `limit` runs):
    /// each failed run must leave the app as it was and `rerun` must then succeed in it;
    /// `afterwards` checks the app after every rerun and after the run that got through.
    static func failEachStep(
        _ operation: FileSystemOperation, limit: Int,
        app makeApp: () throws -> TemporaryFolder,
        run: (_ app: TemporaryFolder, _ fileSystem: any FileSystem) throws -> Void,
        rerun: (URL) -> KitRun, afterwards: (TemporaryFolder) -> Void = { _ in }
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
                let again = rerun(app.url)
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
