import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI

/// A `.viper-gen.json` that exists but cannot be read is an error naming the file, never
/// "no project" (which would write the module to the wrong place and register nothing).
@Suite("Crash safety: unreadable project config", .alsoOnAPFS)
struct UnreadableConfigTests {
    private func expectRefused(_ folder: TemporaryFolder) throws {
        let before = try DirectorySnapshot(of: folder.path)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains("\(folder.path)/.viper-gen.json cannot be read: "), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try #require(mkfifo(folder.path(".viper-gen.json"), 0o644) == 0)
        try expectRefused(folder)
    }

    @Test func aFolderIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try folder.makeDirectory(".viper-gen.json")
        try expectRefused(folder)
    }

    @Test(.enabled(if: geteuid() != 0, "root reads mode 000 files; runs as non-root"))
    func aFileWithoutReadPermissionIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-config")
        try folder.write(".viper-gen.json", "{}")
        try #require(chmod(folder.path(".viper-gen.json"), 0) == 0)
        try expectRefused(folder)
    }
}
