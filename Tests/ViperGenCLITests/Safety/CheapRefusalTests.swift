import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Cheap checks come first, and huge values are refused with a short excerpt: a template
/// folder without TemplateInfo.plist is not walked, a giant name or value is not worked on.
@Suite("Safety: cheap refusals first", .alsoOnAPFS)
struct CheapRefusalTests {
    @Test func aTemplateFolderWithoutTemplateInfoIsRefusedBeforeItsFilesAreRead() throws {
        // A FIFO below it would stop the reading of its files with another error.
        let folder = try TemporaryFolder("viper-gen-cheap")
        try folder.makeDirectory("NotATemplate/deep")
        #expect(mkfifo(folder.path("NotATemplate/deep/pipe"), 0o644) == 0)
        let run = TestRun.run(
            ["module", "Payments", "--template", "./NotATemplate"] + TestRun.fixedFlags,
            in: folder.url)
        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains("has no TemplateInfo.plist"), "\(run.err)")
    }

    @Test func aHugeAuthorIsRefusedWithAnExcerpt() throws {
        let output = try GuardedFolder()
        let author = String(repeating: "J", count: 100_000)
        let run = TestRun.run(
            ["module", "Payments", "--author", author, "--date", "2026-12-02"], in: output.url)
        #expect(run.code == .usage)
        #expect(
            run.err.contains(
                "--author '\(String(repeating: "J", count: 80))…' (100000 characters) is too "
                    + "long"),
            "\(run.err.prefix(300))")
        #expect(run.err.utf8.count < 1_000, "the whole value was echoed")
        #expect(output.isUnchanged)
    }

    @Test func aHugeNameIsRefusedBeforeItIsNormalized() throws {
        let output = try GuardedFolder()
        let name = String(repeating: "payment-", count: 1_000_000)
        let run = TestRun.run(["module", name, "--date", "2026-12-02"], in: output.url)
        #expect(run.code == .usage)
        #expect(
            run.err.contains("8000000 characters long: the limit is 64"), "\(run.err.prefix(300))")
        #expect(output.isUnchanged)
    }
}
