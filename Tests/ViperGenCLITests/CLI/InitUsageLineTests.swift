import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// What the command line adds to `init`'s usage errors, which ViperGenKitTests cannot see: the
/// usage line after the message (`InitCommandTests` checks the message itself).
@Suite("init: usage line")
struct InitUsageLineTests {
    @Test func whatCannotBeDecidedIsFollowedByTheUsageLine() throws {
        let folder = try TemporaryFolder("viper-gen-init")
        try folder.write("Notes/readme.swift", "// nothing here\n")
        let run = TestRun.run(["init"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("pass --project-name"), "\(run.err)")
        #expect(run.err.contains("USAGE: viper-gen init [<path>] [<options>]"), "\(run.err)")
    }
}
