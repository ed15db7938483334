import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit

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
        let run = LifecycleRun.generate(kind, names, in: app.url, edit)
        try #require(run.code == .success, "\(run.err)")
    }
}
