import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// An app whose `.xcodeproj` XcodeGen makes from `project.yml` (issue 40, item 5): the project
/// file is never edited, and the report says to run `xcodegen generate`.
@Suite("XcodeGen apps")
struct XcodeGenAppTests {
    private let pbxproj = GeneratorApp.pbxproj
    private let regenerate =
        "MyApp.xcodeproj is generated from project.yml: run `xcodegen generate` to add "
        + "Payments' files to it."

    /// The app with `spec` as its `project.yml`, adopted by `init`.
    private func adopted(_ spec: String = "globbed.yml", generated: Bool = true) throws
        -> TemporaryFolder
    {
        let app = try GeneratorApp.make(spec: spec, as: "project.yml", generated: generated)
        let run = KitRun.initialize(.fixed(), in: app.url)
        try #require(run.code == .success, "\(run.err)")
        return app
    }

    @Test func initRecordsXcodeGenAndSaysWhy() throws {
        let app = try GeneratorApp.make(spec: "globbed.yml", as: "project.yml")
        let run = KitRun.initialize(.fixed(), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out + run.err, golden: "init/xcodegen-output.txt")
        #expect(try app.read(".viper-gen.json").contains("\"projectGenerator\" : \"xcodegen\""))
    }

    @Test func aModuleLeavesTheProjectFileAsItIsAndSaysToRegenerate() throws {
        let app = try adopted()
        let before = try Data(contentsOf: app.appending(pbxproj))

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)
        #expect(run.out.contains(regenerate), "\(run.out)")
        #expect(!run.out.contains("Updating \(pbxproj)"), "\(run.out)")
        #expect(!run.err.contains("Warning"), "\(run.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: app.appending("MyApp/Classes/Modules/Payments/View/PaymentsView.swift")
                    .path))
    }

    @Test func removeAndRenameLeaveTheProjectFileAndCheckFindsNothingMissing() throws {
        let app = try adopted()
        let before = try Data(contentsOf: app.appending(pbxproj))
        #expect(KitRun.generate(.module, .fixed("Payments"), in: app.url).code == .success)

        let check = KitRun.check(in: app.url)
        #expect(check.code == .success, "\(check.out)\(check.err)")
        #expect(!check.out.contains("not in"), "\(check.out)")

        let rename = KitRun.rename("Payments", "Billing", in: app.url)
        #expect(rename.code == .success, "\(rename.err)")
        #expect(
            rename.out.contains(
                "MyApp.xcodeproj is generated from project.yml: run `xcodegen generate` to "
                    + "rename Payments' files in it."), "\(rename.out)")
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)

        let preview = KitRun.remove(["Billing"], in: app.url) { $0.dryRun = true }
        #expect(!preview.out.contains("xcodegen"), "\(preview.out)")
        let json = KitRun.remove(["Billing"], in: app.url) {
            $0.json = true
            $0.force = true
        }
        #expect(json.code == .success, "\(json.err)")
        #expect(
            json.out.contains(
                "run `xcodegen generate` to take Billing's files out of it."), "\(json.out)")
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)
        #expect(KitRun.generate(.module, .fixed("Billing"), in: app.url).code == .success)

        let remove = KitRun.remove(["Billing"], in: app.url)
        #expect(remove.code == .success, "\(remove.err)")
        #expect(
            remove.out.contains(
                "MyApp.xcodeproj is generated from project.yml: run `xcodegen generate` to "
                    + "take Billing's files out of it."), "\(remove.out)")
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)
    }

    @Test func anAppWhoseXcodeprojIsNotGeneratedYetIsAdoptedAndGetsModules() throws {
        let app = try GeneratorApp.make(spec: "globbed.yml", as: "project.yml", generated: false)
        let adopt = KitRun.initialize(.fixed(), in: app.url)
        #expect(adopt.code == .success, "\(adopt.err)")
        #expect(
            adopt.out.contains("MyApp  (from project.yml, whose .xcodeproj is not generated yet)"),
            "\(adopt.out)")

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains(regenerate), "\(run.out)")
        #expect(!FileManager.default.fileExists(atPath: app.appending("MyApp.xcodeproj").path))
        let remove = KitRun.remove(["Payments"], in: app.url)
        #expect(remove.code == .success, "\(remove.err)")
    }

    @Test func aSpecNameThatIsNoModuleNameNamesTheXcodeprojToCome() throws {
        // As Pokedex-SwiftUI: the module is Shop_App, the project and its target Shop-App.
        let app = try GeneratorApp.make(spec: "globbed.yml", as: "project.yml", generated: false)
        try app.write(
            "project.yml",
            "name: Shop-App\ntargets:\n  Shop-App:\n    type: application\n"
                + "    sources: [MyApp]\n  Widgets:\n    sources: [Widgets]\n")
        let adopt = KitRun.initialize(.fixed(), in: app.url)
        #expect(adopt.code == .success, "\(adopt.err)")
        let config = try app.read(".viper-gen.json")
        #expect(config.contains("\"xcodeProject\" : \"Shop-App.xcodeproj\""), "\(config)")
        #expect(config.contains("\"projectName\" : \"Shop_App\""), "\(config)")

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(
            run.out.contains(
                "Shop-App.xcodeproj is generated from project.yml: run `xcodegen generate`"),
            "\(run.out)")
    }

    @Test func anAppNotAdoptedIsLookedAtBesideItsXcodeproj() throws {
        let app = try GeneratorApp.make(spec: "globbed.yml", as: "project.yml")
        let before = try Data(contentsOf: app.appending(pbxproj))

        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.output = "Modules" },
            in: app.appending("MyApp/Classes"))

        #expect(run.code == .success, "\(run.err)")
        #expect(try Data(contentsOf: app.appending(pbxproj)) == before)
        #expect(run.out.contains(regenerate), "\(run.out)")
    }

    @Test func aJSONSpecIsReadToo() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        try app.write(
            "project.json",
            "{\"name\": \"MyApp\", \"targets\": {\"MyApp\": {\"type\": \"application\", "
                + "\"sources\": [{\"path\": \"MyApp\"}]}}}\n")
        #expect(KitRun.initialize(.fixed(), in: app.url).code == .success)
        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(
            run.out.contains("MyApp.xcodeproj is generated from project.json: run `xcodegen"),
            "\(run.out)")
    }

    @Test func anAppAdoptedBeforeGeneratorsWereKnownIsWarned() throws {
        let app = try adopted()
        let config = try app.read(".viper-gen.json")
        try app.write(
            ".viper-gen.json",
            config.replacingOccurrences(of: "  \"projectGenerator\" : \"xcodegen\",\n", with: ""))
        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Added 7 files to the MyApp target"), "\(run.out)")
        #expect(
            run.err.contains(
                "MyApp.xcodeproj was edited, but project.yml beside it looks like xcodegen's spec"),
            "\(run.err)")
        #expect(run.err.contains("add \"projectGenerator\": \"xcodegen\" to .viper-gen.json"))
    }

    @Test func withoutASpecTheProjectFileIsStillEdited() throws {
        // Negative control: the same app without project.yml gets its project file edited.
        let app = try XcodeAppFolder.swiftUIApp()
        #expect(KitRun.initialize(.fixed(), in: app.url).code == .success)
        #expect(!(try app.read(".viper-gen.json")).contains("projectGenerator"))
        let before = try app.read(pbxproj)

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(pbxproj) != before)
        #expect(run.out.contains("Added 7 files to the MyApp target"), "\(run.out)")
        #expect(!run.out.contains("xcodegen"), "\(run.out)")
        #expect(run.err.isEmpty, "\(run.err)")
    }
}
