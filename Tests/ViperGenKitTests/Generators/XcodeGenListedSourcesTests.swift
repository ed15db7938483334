import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// An XcodeGen app whose `project.yml` lists its sources (or holds its targets in an included
/// file, or in a shape not read): the spec is left alone, and the lines to add are printed.
@Suite("XcodeGen apps: listed sources")
struct XcodeGenListedSourcesTests {
    private let pbxproj = GeneratorApp.pbxproj

    /// The app with `spec` as its `project.yml`, adopted by `init`.
    private func adopted(_ spec: String = "globbed.yml") throws -> TemporaryFolder {
        let app = try GeneratorApp.make(spec: spec, as: "project.yml")
        let run = KitRun.initialize(.fixed(), in: app.url)
        try #require(run.code == .success, "\(run.err)")
        return app
    }

    @Test func listedSourcesGetTheLinesToAddAndTheSpecIsLeftAlone() throws {
        let app = try adopted("listed.yml")
        let spec = try app.read("project.yml")
        let before = try Data(contentsOf: app.appending(pbxproj))

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.err.contains(
                "project.yml was left unchanged: its app target lists sources that do not cover "
                    + "the new files. Add under the app target's `sources:` in project.yml, then "
                    + "run `xcodegen generate`:\n      - path: MyApp/Classes/Modules/Payments"),
            "\(run.err)")
        #expect(try app.read("project.yml") == spec)
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)

        let json = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.force = true
                $0.flags.json = true
            }, in: app.url)
        #expect(json.code == .success, "\(json.err)")
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let edits = object?["xcodeEdits"] as? [[String: Any]]
        #expect(edits?.first?["membership"] as? String == "generated", "\(json.out)")
        #expect(edits?.first?["regenerate"] as? String == "xcodegen generate")
        #expect(
            edits?.first?["linesToAdd"] as? [String] == ["- path: MyApp/Classes/Modules/Payments"])
    }

    @Test func theTargetsOfAnIncludedFileAreRead() throws {
        let app = try adopted()
        try app.write("project.yml", "name: MyApp\ninclude:\n  - app.yml\n")
        try app.write(
            "app.yml",
            try String(
                contentsOf: GeneratorApp.fixtures.appendingPathComponent("listed.yml"),
                encoding: .utf8))
        let listed = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(listed.code == .success, "\(listed.err)")
        #expect(
            listed.err.contains(
                "its app target lists sources that do not cover the new files"), "\(listed.err)")

        try app.write(
            "app.yml",
            try String(
                contentsOf: GeneratorApp.fixtures.appendingPathComponent("globbed.yml"),
                encoding: .utf8))
        let globbed = KitRun.generate(.module, .fixed("Profile"), in: app.url)
        #expect(globbed.code == .success, "\(globbed.err)")
        #expect(globbed.err.isEmpty, "\(globbed.err)")
    }

    @Test func sourcesThatCannotBeReadAreSaidSoWithTheLinesToAdd() throws {
        let app = try adopted("unreadable.yml")
        let run = KitRun.generate(.service, .fixed("Network"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.err.contains(
                "project.yml was left unchanged: its sources could not be read (a `sources:` "
                    + "entry is in a form not read here)."), "\(run.err)")
        #expect(
            run.err.contains("      - path: MyApp/Classes/Services/NetworkService"), "\(run.err)")
    }
}
