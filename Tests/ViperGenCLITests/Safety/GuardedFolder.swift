import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// A temporary output folder seeded with a user's file, whose contents tests compare before
/// and after a run that must write nothing.
final class GuardedFolder {
    /// The folder.
    let folder: TemporaryFolder
    private let before: DirectorySnapshot

    /// The folder's URL.
    var url: URL { folder.url }

    /// Creates the folder with `Existing/Keep.swift` in it and takes a snapshot.
    init() throws {
        folder = try TemporaryFolder("viper-gen-safety")
        let keep = folder.appending("Existing/Keep.swift")
        try FileManager.default.createDirectory(
            at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// the user's file\n".utf8).write(to: keep)
        before = try DirectorySnapshot(of: folder.url.path)
    }

    /// Whether every entry is as it was when the folder was created (no staging folder left).
    var isUnchanged: Bool {
        (try? DirectorySnapshot(of: folder.url.path)) == before
    }

    /// Whether every entry except staging folders (and their contents) is as it was.
    var isUnchangedExceptStaging: Bool {
        guard let now = try? DirectorySnapshot(of: folder.url.path) else { return false }
        let kept = now.entries.filter { !$0.key.hasPrefix(WriteWindow.stagingPrefix) }
        return kept == before.entries
    }

    /// The entries now in the folder, for failure messages.
    var listing: String {
        (try? DirectorySnapshot(of: folder.url.path).description) ?? "(unreadable)"
    }
}
