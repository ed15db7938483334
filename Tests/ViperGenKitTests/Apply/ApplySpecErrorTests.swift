import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// A spec that cannot be applied: every problem is reported at once, with its place, and
/// nothing is written (exit 65); no project or no spec is a usage error (exit 64).
@Suite("Apply spec errors")
struct ApplySpecErrorTests {
    /// One spec with every kind of problem the reader and the resolver find.
    static let everyProblem = """
        {
          "version": 1,
          "modules": [
            "Payments",
            "payments",
            "PAYMENTS",
            { "name": "2fa" },
            { "nam": "Orders", "tempalte": "module" },
            { "name": "Profile", "template": "nope", "set": { "bad-key": 3, "observation": "Nope" } },
            { "name": "Orders", "set": { "observation": "Nope", "moduleName": "X" } },
            { "name": "Cart", "template": "", "set": { "tabs": 3, "title": "a\\tb" } },
            { "name": "Search", "set": { "observation": "Observable", "observation": "Observable" } },
            42,
            "NetworkService",
            "Café"
          ],
          "services": [ "Network", { "name": "Cache", "set": { "observation": "Observable" } } ],
          "service": []
        }

        """

    @Test func everyProblemIsReportedAtOnceAndNothingIsWritten() throws {
        let (folder, project) = try ApplyFixture.project(spec: Self.everyProblem)
        let before = try DirectorySnapshot(of: folder.path)
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .badTemplate)
        #expect(run.out.isEmpty)
        #expect(try DirectorySnapshot(of: folder.path) == before)
        // The golden is the tool's stderr: Kit's message after the tool's label.
        try GoldenTree.assertMatches(text: run.err, golden: "apply/spec-errors.txt")
    }

    @Test(arguments: [
        (#"{"version": 1, "modules": ["A",]}"#, "1:32: Not valid JSON: ']' after a comma"),
        (
            #"{"version": 1, "modules": [Payments]}"#,
            "1:28: Not valid JSON: expected a value, found 'P'"
        ),
        (
            "{\"version\": 1,\n \"modules\": [\"A\" \"B\"]}",
            "2:18: Not valid JSON: expected ',' or ']'"
        ),
        ("{\"version\": 1, \"modules\": [\"A", "1:30: Not valid JSON: the string is not closed"),
        (#"{"version": 1} {}"#, "1:16: Not valid JSON: '{' after the end of the JSON value"),
        (#"["Payments"]"#, "1:1: A spec is an object"),
        ("", "1:1: Not valid JSON: expected a value, found the end of the file"),
        (#"{"version": 2, "modules": 3}"#, "1:2: version: Version 2 is newer than this"),
        (
            #"{"version": "1", "modules": []}"#,
            "1:2: version: Must be 1, the only version so far; this is a string."
        ),
        (#"{"modules": []}"#, "1:1: The spec has no \"version\"."),
        (#"{"version": 1}"#, "1:1: The spec lists no modules or services."),
    ])
    func aBrokenFileSaysWhereAndWhat(spec: String, expected: String) throws {
        let (folder, project) = try ApplyFixture.project(spec: spec)
        defer { withExtendedLifetime(folder) {} }
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .badTemplate)
        #expect(run.err.contains("viper-gen.spec.json:" + expected), "\(run.err)")
    }

    @Test func outsideAProjectApplyNamesTheCommandsThatMakeOne() throws {
        let folder = try TemporaryFolder()
        try folder.write(ApplySpec.fileName, ApplyFixture.exampleSpec)
        let run = KitRun.apply(ApplySpec.fileName, in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("viper-gen apply works inside a viper-gen project"), "\(run.err)")
        #expect(run.err.contains("`viper-gen project MyApp`"))
        #expect(run.err.contains("`viper-gen init`"))
        #expect(try GoldenTree.files(under: folder.url).keys.sorted() == [ApplySpec.fileName])
    }

    @Test func aMissingSpecIsAUsageError() throws {
        let (folder, project) = try ApplyFixture.project(spec: nil)
        defer { withExtendedLifetime(folder) {} }
        let missing = ApplyFixture.apply(in: project)
        #expect(missing.code == .usage)
        #expect(missing.err.contains("There is no viper-gen.spec.json at the project root"))
        let given = ApplyFixture.apply("specs/none.json", in: project)
        #expect(given.code == .usage)
        #expect(given.err.contains("There is no spec file at specs/none.json."), "\(given.err)")
    }

    @Test func aFolderGivenAsTheSpecCannotBeRead() throws {
        let (folder, project) = try ApplyFixture.project(spec: nil)
        defer { withExtendedLifetime(folder) {} }
        let run = ApplyFixture.apply("Sources", in: project)
        #expect(run.code == .badTemplate)
        #expect(run.err.contains("Sources cannot be read"), "\(run.err)")
    }

    @Test func aClashWithTheAppsTypesNamesTheEntryWhoseFilesClash() throws {
        let spec = #"{"version": 1, "modules": ["Orders", "Payments"], "services": ["Network"]}"#
        let (folder, project) = try ApplyFixture.project(spec: spec)
        let helpers = "Sources/MyApp/Helpers.swift"
        try ApplyFixture.write("struct PaymentsRouter {}\n", to: helpers, in: project)
        let before = try DirectorySnapshot(of: folder.path)
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.hasPrefix(
                "Error: The module Payments would clash with what the app target already has"),
            "\(run.err)")
        #expect(run.err.contains("type PaymentsRouter\n    in \(helpers)"), "\(run.err)")
        #expect(!run.err.contains("Orders"), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aModuleNamedLikeAnExistingOneButForCaseIsRefusedAtItsName() throws {
        let (folder, project) = try ApplyFixture.project(
            spec: #"{"version": 1, "modules": ["MAIN"]}"#)
        defer { withExtendedLifetime(folder) {} }
        let run = ApplyFixture.apply(in: project)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.contains(
                "viper-gen.spec.json:1:28: modules[0]: The project already has a module named "
                    + "'Main'"), "\(run.err)")
    }
}
