import Foundation
import Testing
import ViperGenTestSupport

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
