import Testing

/// Runs each test case twice: on the local file system, then with `TestFileSystem.current` set
/// to `APFSFileSystem`, so in-process runs see a case- and normalization-insensitive disk.
///
/// Issues recorded in the second pass get the comment "on the APFS-like file system", and an
/// error it throws is rethrown as `APFSPassFailure`. A first pass that throws ends the test.
/// Only work that goes through `TestRun.environment(in:)` (or a double built on
/// `TestFileSystem.current`) is affected: a spawned binary still sees the local disk.
package struct AlsoOnAPFSTrait: TestTrait, SuiteTrait, TestScoping {
    /// The comment that marks issues of the second pass.
    package static let passComment: Comment = "on the APFS-like file system"

    package var isRecursive: Bool { true }

    /// The trait; tests name it `.alsoOnAPFS`.
    package init() {}

    /// A scope for each test case only (not for a suite or a whole parameterised test), so
    /// each case runs its two passes.
    package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    package func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await function()
        let marking = IssueHandlingTrait.compactMapIssues { issue in
            var marked = issue
            marked.comments.insert(Self.passComment, at: 0)
            return marked
        }
        try await TestFileSystem.taskLocal.withValue(APFSFileSystem()) {
            do {
                try await marking.provideScope(for: test, testCase: testCase, performing: function)
            } catch let recorded as ExpectationFailedError {
                throw recorded
            } catch {
                throw APFSPassFailure(error: error)
            }
        }
    }
}

extension Trait where Self == AlsoOnAPFSTrait {
    /// Runs each test case on the local file system, then again on `APFSFileSystem`.
    package static var alsoOnAPFS: Self { AlsoOnAPFSTrait() }
}
