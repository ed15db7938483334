import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// A working folder or an argument that is not valid UTF-8 is refused (exit 65) with nothing
/// written: decoded with replacement characters it named another folder, which viper-gen
/// created and wrote into (following a link planted at that name).
@Suite("Paths that are not UTF-8")
struct NonUTF8PathTests {
    /// The bytes of every entry below `folder`, sorted, for comparing before and after.
    private func entries(below folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }

    @Test func aWorkingFolderThatIsNotUTF8IsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-non-utf8")
        // The lossy name, prepared as a trap: nothing may be written through it.
        try folder.makeDirectory("elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("m\u{FFFD}"), withDestinationPath: folder.path("elsewhere"))
        let before = entries(below: folder.url)

        let run = try ShellRun.run(
            #"mkdir "$(printf 'm\377')" && cd "$(printf 'm\377')" && "$0" project MyApp"#,
            in: folder.url)

        #expect(run.exitStatus == 65, "\(run)")
        #expect(run.err.contains(#"path '"#) && run.err.contains(#"/m\xFF' is not valid UTF-8"#))
        #expect(run.err.contains("Rename the folder with a UTF-8 name"), "\(run)")
        #expect(entries(below: folder.url).count == before.count + 1, "only the folder made")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("elsewhere")) == [])
    }

    @Test func aProjectBelowSuchAFolderIsNotWrittenUnregistered() throws {
        let folder = try TemporaryFolder("viper-gen-non-utf8")
        let made = try ShellRun.run(
            #"mkdir ok && cd ok && "$0" project MyApp -q --author A --organization O && "#
                + #"cd .. && mv ok "$(printf 'm\377')""#,
            in: folder.url)
        try #require(made.exitStatus == 0, "\(made)")
        let run = try ShellRun.run(
            #"cd "$(printf 'm\377')/MyApp" && "$0" module Payments"#, in: folder.url)
        #expect(run.exitStatus == 65, "\(run)")
        #expect(run.err.contains("is not valid UTF-8"), "\(run)")
        let modules = try ShellRun.run(
            #"ls "$(printf 'm\377')/MyApp/Sources/MyApp/Classes/Modules""#, in: folder.url)
        #expect(modules.out == "Main\n", "\(modules)")
    }

    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-non-utf8")
        let run = try ShellRun.run(
            #""$0" project MyApp -o "$(printf 'dir\377')""#, in: folder.url)
        #expect(run.exitStatus == 65, "\(run)")
        #expect(run.err.contains(#"Argument 4, 'dir\xFF', is not valid UTF-8"#), "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func helpAndVersionStillWorkThere() throws {
        let folder = try TemporaryFolder("viper-gen-non-utf8")
        let run = try ShellRun.run(
            #"mkdir "$(printf 'm\377')" && cd "$(printf 'm\377')" && "$0" --version"#,
            in: folder.url)
        #expect(run.exitStatus == 0, "\(run)")
    }

    @Test func invalidBytesAreShownEscaped() {
        let bytes: [UInt8] = Array("/tmp/ç".utf8) + [0xFF, 0x1B, 0xC3]
        #expect(NonUTF8PathError.escaped(bytes) == #"/tmp/ç\xFF\u{1B}\xC3"#)
    }
}
