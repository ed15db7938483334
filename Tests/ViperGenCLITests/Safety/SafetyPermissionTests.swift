import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Real permission errors, with the binary run as `nobody` when the tests run as root (CI):
/// exit 73, a message naming the folder and "permission denied", nothing written, no staging
/// folder left.
@Suite(
    "Safety: permissions (non-root)",
    .enabled(
        if: UnprivilegedLauncher.prefix != nil,
        "root ignores permissions, and dropping to nobody needs setpriv or runuser (Linux)"))
struct SafetyPermissionTests {
    private static let flags = ["--author", "Jane Appleseed", "--date", "2026-12-02"]

    /// A world-writable temporary folder with a read-only (555) `ReadOnly` folder inside.
    private func makeFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-safety-permissions")
        try #require(chmod(folder.url.path, 0o777) == 0)
        let readOnly = folder.appending("ReadOnly")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
        try #require(chmod(readOnly.path, 0o555) == 0)
        return folder
    }

    private func unprivilegedPrefix() -> [String]? {
        let prefix = UnprivilegedLauncher.prefix
        if prefix == nil { Issue.record("no way to run the binary as a non-root user") }
        return prefix
    }

    @Test(arguments: ["ReadOnly", "ReadOnly/Features/Checkout"])
    func readOnlyTargetExits73AndWritesNothing(target: String) throws {
        guard let prefix = unprivilegedPrefix() else { return }
        let folder = try makeFolder()
        let before = try DirectorySnapshot(of: folder.url.path)

        let outcome = try LaunchedBinary.run(
            ["module", "Payments", "-o", target] + Self.flags, in: folder.url, prefix: prefix)

        #expect(outcome.exitStatus == 73, "\(outcome)")
        #expect(
            outcome.err == "Error: Cannot create a staging folder: permission denied. Check the "
                + "permissions of ReadOnly or choose another folder with -o.\n")
        #expect(outcome.out.isEmpty)
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test func readOnlyLayerFolderRollsBackAForcedRegeneration() throws {
        guard let prefix = unprivilegedPrefix() else { return }
        let folder = try makeFolder()
        let first = try LaunchedBinary.run(
            ["module", "Payments", "-q"] + Self.flags, in: folder.url, prefix: prefix)
        try #require(first.exitStatus == 0, "\(first)")
        let view = folder.appending("Payments/View/PaymentsView.swift")
        try Data("// my edits\n".utf8).write(to: view)
        let viewFolder = folder.appending("Payments/View").path
        try #require(chmod(viewFolder, 0o555) == 0)
        defer { chmod(viewFolder, 0o755) }
        let before = try DirectorySnapshot(of: folder.url.path)

        let outcome = try LaunchedBinary.run(
            ["module", "Payments", "--force"] + Self.flags, in: folder.url, prefix: prefix)

        #expect(outcome.exitStatus == 73, "\(outcome)")
        #expect(
            outcome.err == "Error: Cannot write Payments/View/PaymentsView.swift: permission "
                + "denied. Check the permissions of the current folder or choose another folder with -o.\n"
        )
        #expect(outcome.out.isEmpty)
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }

    @Test func unreadableExistingFileIsNamed() throws {
        guard let prefix = unprivilegedPrefix() else { return }
        let folder = try makeFolder()
        let first = try LaunchedBinary.run(
            ["module", "Payments", "-q"] + Self.flags, in: folder.url, prefix: prefix)
        try #require(first.exitStatus == 0, "\(first)")
        let view = folder.appending("Payments/View/PaymentsView.swift").path
        let before = try DirectorySnapshot(of: folder.url.path)
        try #require(chmod(view, 0) == 0)

        let outcome = try LaunchedBinary.run(
            ["module", "Payments", "--force"] + Self.flags, in: folder.url, prefix: prefix)

        try #require(chmod(view, 0o644) == 0)
        #expect(outcome.exitStatus == 73, "\(outcome)")
        #expect(
            outcome.err == "Error: Cannot read Payments/View/PaymentsView.swift: permission "
                + "denied. Check the permissions of the current folder or choose another folder with -o.\n"
        )
        #expect(try DirectorySnapshot(of: folder.url.path) == before)
    }
}
