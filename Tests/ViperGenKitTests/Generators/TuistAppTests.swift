import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// An app whose `.xcodeproj` Tuist makes from `Project.swift`: its sources are taken to be
/// globbed, so `module` only says to run `tuist generate`.
@Suite("Tuist apps")
struct TuistAppTests {
    @Test func initRecordsTuistAndAModuleLeavesTheProjectFile() throws {
        let app = try GeneratorApp.make(spec: "Project.swift", as: "Project.swift")
        let adopt = KitRun.initialize(.fixed(), in: app.url)
        #expect(adopt.code == .success, "\(adopt.err)")
        #expect(
            adopt.out.contains("project generator  tuist  (from Project.swift)"), "\(adopt.out)")
        #expect(try app.read(".viper-gen.json").contains("\"projectGenerator\" : \"tuist\""))
        let before = try Data(contentsOf: app.appending(GeneratorApp.pbxproj))

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try Data(contentsOf: app.appending(GeneratorApp.pbxproj)) == before)
        #expect(
            run.out.contains(
                "MyApp.xcodeproj is generated from Project.swift: run `tuist generate` to add "
                    + "Payments' files to it."), "\(run.out)")
        #expect(!run.err.contains("Warning"), "\(run.err)")
    }

    @Test func withoutItsXcodeprojTheProjectNameComesFromTheManifest() throws {
        let app = try GeneratorApp.make(
            spec: "Project.swift", as: "Project.swift", generated: false)
        let adopt = KitRun.initialize(.fixed(), in: app.url)
        #expect(adopt.code == .success, "\(adopt.err)")
        #expect(
            adopt.out.contains(
                "MyApp  (from Project.swift, whose .xcodeproj is not generated yet)"),
            "\(adopt.out)")
        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("run `tuist generate`"), "\(run.out)")
    }
}
