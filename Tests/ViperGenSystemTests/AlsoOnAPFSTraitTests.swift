import Testing
import ViperGenTestSupport

/// The trait `.alsoOnAPFS`: each case runs twice, the second time on the double, and what the
/// second pass throws says where it came from.
@Suite("APFS: the second pass of .alsoOnAPFS")
struct AlsoOnAPFSTraitTests {
    /// Which file system each pass ran on.
    private actor Passes {
        var onAPFS: [Bool] = []

        func append(_ isAPFS: Bool) { onAPFS.append(isAPFS) }
    }

    /// What a test body throws.
    private struct Failure: Error {}

    @Test func eachCaseRunsOnTheLocalFileSystemThenOnTheDouble() async throws {
        let passes = Passes()
        try await AlsoOnAPFSTrait().provideScope(
            for: try #require(Test.current), testCase: Test.Case.current
        ) {
            await passes.append(TestFileSystem.isAPFS)
        }
        #expect(await passes.onAPFS == [false, true])
        #expect(!TestFileSystem.isAPFS)
    }

    @Test func anErrorThrownInTheSecondPassSaysSo() async throws {
        let test = try #require(Test.current)
        await #expect {
            try await AlsoOnAPFSTrait().provideScope(for: test, testCase: Test.Case.current) {
                if TestFileSystem.isAPFS { throw Failure() }
            }
        } throws: { error in
            (error as? APFSPassFailure)?.error is Failure
                && "\(error)".hasPrefix("on the APFS-like file system: ")
        }
    }

    @Test func anErrorThrownInTheFirstPassEndsTheTest() async throws {
        let test = try #require(Test.current)
        let passes = Passes()
        await #expect(throws: Failure.self) {
            try await AlsoOnAPFSTrait().provideScope(for: test, testCase: Test.Case.current) {
                await passes.append(TestFileSystem.isAPFS)
                throw Failure()
            }
        }
        #expect(await passes.onAPFS == [false])
    }

    @Test func onlyTestCasesGetTheScope() throws {
        let test = try #require(Test.current)
        #expect(AlsoOnAPFSTrait().scopeProvider(for: test, testCase: nil) == nil)
        #expect(AlsoOnAPFSTrait().scopeProvider(for: test, testCase: Test.Case.current) != nil)
        #expect(AlsoOnAPFSTrait().isRecursive)
    }
}
