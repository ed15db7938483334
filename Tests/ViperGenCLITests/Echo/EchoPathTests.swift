import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Paths are shown escaped, never cut: a file or folder name cannot drive the terminal either.
@Suite("Echo: paths")
struct EchoPathTests {
    @Test func aMissingSpecPathIsEscaped() throws {
        let folder = try ProjectConfigFixture().write()
        let run = TestRun.run(["apply", "specs/\(HostileValue.text).json"], in: folder.url)
        #expect(run.code == .usage)
        run.expectEscaped("specs/\(HostileValue.shown).json")
    }

    @Test func anOutputFolderWithControlCharactersIsEscapedInTheRefusal() throws {
        let folder = try TemporaryFolder("viper-gen-echo")
        let run = TestRun.run(
            ["module", "Payments", "-o", HostileValue.text] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate)
        run.expectEscaped("'\(HostileValue.shown)/Payments/")
    }

    @Test func anOutputFolderWithABidiOverrideIsEscapedInTheReport() throws {
        let folder = try TemporaryFolder("viper-gen-echo")
        let run = TestRun.run(
            ["module", "Payments", "-o", "out\u{202E}put"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        run.expectEscaped("Creating out\\u{202E}put/Payments/Assembly/PaymentsAssembly.swift")
    }

    @Test func aLongPathIsNotCut() throws {
        let folder = try ProjectConfigFixture().write()
        let name = String(repeating: "b", count: 200)
        let run = TestRun.run(["apply", "\(name)/\(HostileValue.text).json"], in: folder.url)
        #expect(run.code == .usage)
        run.expectEscaped("\(name)/\(HostileValue.shown).json")
    }
}
