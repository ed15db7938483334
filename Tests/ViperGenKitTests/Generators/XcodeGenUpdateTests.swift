import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `update` in an XcodeGen app: the files a template change adds and drops are left to
/// `xcodegen generate`, with the lines to add when `project.yml` lists the sources.
@Suite("XcodeGen apps: update")
struct XcodeGenUpdateTests {
    @Test func aTemplateChangeLeavesTheProjectFileToTheGenerator() throws {
        let app = try GeneratorApp.make(spec: "listed.yml", as: "project.yml")
        try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let template = ".viper-gen/templates/module"
        try #require(KitRun.exportTemplate("module", to: template, in: app.url).code == .success)
        try app.write(
            template
                + "/ObservableObjectXCTest/___FILEBASENAME___/___FILEBASENAME___Analytics.swift",
            "/// Analytics of ___VARIABLE_moduleName___.\nenum ___VARIABLE_moduleName___Analytics {}\n"
        )
        let before = try Data(contentsOf: app.appending(GeneratorApp.pbxproj))

        let run = KitRun.update(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try Data(contentsOf: app.appending(GeneratorApp.pbxproj)) == before)
        #expect(
            run.out.contains(
                "MyApp.xcodeproj is generated from project.yml: run `xcodegen generate` to add "
                    + "the files to it."), "\(run.out)")
        #expect(
            run.err.contains(
                "`sources:` in project.yml, then run `xcodegen generate`:\n"
                    + "      - path: MyApp/Classes/Modules/Payments/PaymentsAnalytics.swift"),
            "\(run.err)")
    }
}
