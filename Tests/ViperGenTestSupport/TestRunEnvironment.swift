import Foundation
import ViperGenKit
import ViperGenProject

/// The machine-independent environment every in-process run of a test uses, through the CLI
/// (`TestRun`) or calling Kit (`KitRun`): fixed identity, date and home lookups.
package enum TestRunEnvironment {
    /// The fixed author the golden tests pass (`--author`).
    package static let author = "Jane Appleseed"
    /// The fixed organization the golden tests pass (`--organization`).
    package static let organization = "Acme Inc."
    /// The fixed date the golden tests pass (`--date`).
    package static let date = "2026-12-02"

    /// An environment rooted at `folder` whose identity and home lookups return fixed values,
    /// on the test's file system (`TestFileSystem.current`).
    package static func make(in folder: URL, variables: [String: String] = [:]) -> RunEnvironment {
        var environment = RunEnvironment(
            variables: variables, currentDirectory: folder.absolutePath,
            now: { Date(timeIntervalSince1970: 1_796_204_800) },
            gitUserName: { "Git User" }, accountFullName: { "Account Name" },
            loginName: { "jane" })
        environment.fileSystem = TestFileSystem.current
        // No home folder: an app's project file is looked for up to the file system's root.
        environment.homeDirectory = { nil }
        // No entry is ever settled enough to be kept: only the declaration index's own tests,
        // which set a shorter time, write an index into the trees the other tests compare.
        environment.declarationIndexSettling = Int64.max / 4
        return environment
    }

    /// The environment's `ask` for `answer`, which gives a question's answer or nil to stop
    /// as Return on an empty line does.
    package static func answering(_ answer: @escaping @Sendable (Question) -> String?)
        -> @Sendable (Question) throws -> String
    {
        { question in
            guard let answer = answer(question) else {
                throw UnansweredQuestionError(question: question, reason: .noAnswer)
            }
            return answer
        }
    }
}
