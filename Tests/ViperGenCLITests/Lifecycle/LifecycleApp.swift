import Foundation
import ViperGenTestSupport

/// Apps for the lifecycle tests: copies of generated projects' goldens, which `module` and
/// `remove` then change.
enum LifecycleApp {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`), config and all.
    static func generated(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-lifecycle")
        let source = RepositoryPaths.goldens.appendingPathComponent(golden)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: folder.appending(name))
        }
        return folder
    }
}
