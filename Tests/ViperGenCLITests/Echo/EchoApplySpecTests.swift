import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Keys and values of an apply spec are echoed escaped and, when long, as a short excerpt: a
/// shared spec cannot drive the terminal of whoever applies it.
@Suite("Echo: apply spec")
struct EchoApplySpecTests {
    /// A project folder holding the spec `text`; runs `viper-gen apply` in it.
    private func apply(_ text: String) throws -> TestRun {
        let folder = try ProjectConfigFixture().write()
        try folder.write("viper-gen.spec.json", text)
        return TestRun.run(["apply"] + TestRun.fixedFlags, in: folder.url)
    }

    /// The spec of one module whose entry is `entry`.
    private func spec(entry: [String: Any]) throws -> String {
        try HostileValue.json(["version": 1, "modules": [entry]])
    }

    @Test func aSetKeyIsEscaped() throws {
        let run = try apply(try spec(entry: ["name": "Payments", "set": [HostileValue.text: "x"]]))
        #expect(run.code == .badTemplate)
        run.expectEscaped()
    }

    @Test func anUnknownEntryKeyIsEscaped() throws {
        let run = try apply(try spec(entry: ["name": "Payments", HostileValue.text: "x"]))
        #expect(run.code == .badTemplate)
        run.expectEscaped()
    }

    @Test func anUnknownSpecKeyIsEscaped() throws {
        let text = try HostileValue.json(["version": 1, "modules": ["A"], HostileValue.text: 1])
        let run = try apply(text)
        #expect(run.code == .badTemplate)
        run.expectEscaped()
    }

    @Test func aNameIsEscaped() throws {
        let run = try apply(try HostileValue.json(["version": 1, "modules": [HostileValue.text]]))
        #expect(run.code == .badTemplate)
        run.expectEscaped()
    }

    @Test func aKeyInASyntaxErrorIsEscaped() throws {
        let run = try apply("{\"version\": 1, \"\\u001b[31m\\r\\u0007\\u202e\" 5}")
        #expect(run.code == .badTemplate)
        run.expectEscaped("\\u{1B}[31m\\r\\u{7}\\u{202E}")
    }

    @Test func aLongSetKeyIsEchoedAsAnExcerpt() throws {
        try apply(try spec(entry: ["name": "Payments", "set": [HostileValue.long: "x"]]))
            .expectExcerpt()
    }

    @Test func aLongNameIsEchoedAsAnExcerpt() throws {
        try apply(try HostileValue.json(["version": 1, "modules": [HostileValue.long]]))
            .expectExcerpt()
    }

    @Test func aLongTemplateNameIsEchoedAsAnExcerpt() throws {
        try apply(try spec(entry: ["name": "Payments", "template": HostileValue.long]))
            .expectExcerpt()
    }

    @Test func aLongSetValueIsEchoedAsAnExcerpt() throws {
        try apply(try spec(entry: ["name": "Payments", "set": ["observation": HostileValue.long]]))
            .expectExcerpt()
    }
}
