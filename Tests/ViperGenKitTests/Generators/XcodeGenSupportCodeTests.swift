import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// `init`'s support code in an XcodeGen app: written, and left to `xcodegen generate`.
@Suite("XcodeGen apps: support code")
struct XcodeGenSupportCodeTests {
    @Test func theSupportCodeIsLeftToTheGenerator() throws {
        let app = try SupportCodeApp.swiftUI()
        try FileManager.default.removeItem(at: app.appending("Package.swift"))
        try app.write(
            "project.yml",
            "name: Shop\ntargets:\n  Shop:\n    type: application\n    sources: [App]\n")

        let run = KitRun.initialize(.fixed(), in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Shop.xcodeproj is generated from project.yml: run `xcodegen generate` to add the "
                    + "support code to it."), "\(run.out)")
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: app.appending("Shop.xcodeproj").path))
        let module = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains("run `xcodegen generate`"), "\(module.out)")
    }
}
