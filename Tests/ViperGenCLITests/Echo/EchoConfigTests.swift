import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Keys and values of a shared `.viper-gen.json` are echoed escaped and, when long, as a short
/// excerpt: a project config cannot drive the terminal of whoever runs viper-gen in it.
@Suite("Echo: project config")
struct EchoConfigTests {
    /// A folder holding a `.viper-gen.json` of `object`; runs `viper-gen module Payments` in it.
    private func run(config object: [String: Any]) throws -> TestRun {
        let folder = try TemporaryFolder("viper-gen-echo")
        try folder.write(".viper-gen.json", try HostileValue.json(object))
        return TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
    }

    @Test func anUnknownKeyIsEscaped() throws {
        let run = try run(config: ["projectName": "MyApp", HostileValue.text: 1])
        #expect(run.code == .badTemplate)
        run.expectEscaped()
    }

    @Test func anUnknownTemplatesKeyIsEscaped() throws {
        let run = try run(config: ["projectName": "MyApp", "templates": [HostileValue.text: "x"]])
        #expect(run.code == .badTemplate)
        run.expectEscaped("templates.\(HostileValue.shown)")
    }

    @Test func anUnknownAppFilesKeyIsEscaped() throws {
        let run = try run(config: ["projectName": "MyApp", "appFiles": [HostileValue.text: "x"]])
        #expect(run.code == .badTemplate)
        run.expectEscaped("appFiles.\(HostileValue.shown)")
    }

    @Test func aValueWithControlCharactersIsEscaped() throws {
        let run = try run(config: ["projectName": "MyApp", "organization": HostileValue.text])
        #expect(run.code == .usage)
        run.expectEscaped()
    }

    @Test func anUnknownStyleIsEscaped() throws {
        let style = "swift\u{202E}ui"
        let run = try run(config: ["projectName": "MyApp", "style": style])
        #expect(run.code != .success)
        run.expectEscaped("swift\\u{202E}ui")
    }

    @Test func aLongUnknownKeyIsEchoedAsAnExcerpt() throws {
        try run(config: ["projectName": "MyApp", HostileValue.long: 1]).expectExcerpt()
    }

    @Test func aLongUnknownTemplatesKeyIsEchoedAsAnExcerpt() throws {
        try run(config: ["projectName": "MyApp", "templates": [HostileValue.long: "x"]])
            .expectExcerpt()
    }

    @Test func aLongUnknownStyleIsEchoedAsAnExcerpt() throws {
        try run(config: ["projectName": "MyApp", "style": HostileValue.long]).expectExcerpt()
    }
}
