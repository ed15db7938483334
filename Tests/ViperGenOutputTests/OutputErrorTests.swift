import Foundation
import Testing

@testable import ViperGenOutput
@testable import ViperGenSystem

struct OutputErrorTests {
    @Test func categoriesLetTheCLIChooseExitCodes() {
        let failure = FileSystemError(operation: .write, path: "/x", code: EACCES)
        #expect(OutputError.conflicts([]).category == .conflict)
        #expect(
            OutputError.cannotWrite(path: "x", root: "r", failure: failure).category
                == .cannotCreate)
        #expect(OutputError.rootUnavailable(root: "r", failure: nil).category == .cannotCreate)
        #expect(
            OutputError.unsafePath(path: "../x", reason: .dotComponent).category == .invalidPlan)
        #expect(OutputError.cancelled(signal: SIGINT).category == .cancelled)
        #expect(OutputError.conflicts([]).signalExitStatus == nil)
    }

    @Test func messagesNamePathProblemAndFix() {
        let full = FileSystemError(operation: .write, path: "/x", code: ENOSPC)
        #expect(
            OutputError.cannotWrite(path: "Payments/A.swift", root: "Sources", failure: full)
                .description
                == "Cannot write Payments/A.swift: no space left on device. "
                + "Free some disk space and run the command again.")
        let folder = FileSystemError(operation: .createDirectory, path: "/x", code: EROFS)
        #expect(
            OutputError.cannotWrite(path: "Payments", root: "Sources", failure: folder).description
                == "Cannot create Payments: read-only file system. Choose a writable folder with -o."
        )
        #expect(
            OutputError.unsafePath(path: "a\nb", reason: .controlCharacter).description
                == "Refusing to write 'a\\nb': the path contains a control character.")
    }

    @Test func conflictsWithoutPolicyFixSuggestMovingEntries() {
        let error = OutputError.conflicts([FileConflict(path: "A", reason: .directoryInTheWay)])
        #expect(!error.description.contains("--force"))
        #expect(error.description.contains("A is a folder, but a file should go there"))
    }
}
