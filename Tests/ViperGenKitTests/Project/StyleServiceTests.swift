import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Only the swiftui style has a service template; the others say so and write nothing.
@Suite("Services in other styles")
struct StyleServiceTests {
    @Test func aServiceInAUIKitProjectIsRefusedWithTheFix() throws {
        let folder = try TemporaryFolder("viper-gen-style")
        try folder.write(".viper-gen.json", #"{"projectName": "Demo", "style": "uikit"}"#)
        let run = KitRun.generate(.service, .fixed("Network"), in: folder.url)
        // The config is fine (exit 64, not 65): the command does not apply to the style.
        #expect(run.code == .usage)
        #expect(
            run.err.contains(
                ".viper-gen.json: style is uikit; that style has no service template (the "
                    + "styles with one: swiftui). Pass --template NAME|PATH"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    @Test func aStyleFlagWithoutServicesIsAUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-style")
        let run = KitRun.generate(
            .service, .fixed("Network") { $0.template = "builder" }, in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: --template builder: the builder style has no service template"),
            "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
