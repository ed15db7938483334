import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Values with quotes, backslashes, interpolations and control characters reach generated
/// Swift safely: escaped with `swiftString` inside literals, kept verbatim in header comments.
@Suite("CompileCheck: values")
struct ValueCompileCheckTests {
    /// Values that would break or change a string literal if pasted into it raw.
    private static let values = [
        #"Acme "Labs" \ Co"#, #"\(pwned())"#, #"a", path: "/etc"#, #"""""#, ##"#"raw"#"##,
        "line\nbreak\r\tnull\u{0}", "esc\u{1B}[2J del\u{7F} nel\u{85}", "ls\u{2028}ps\u{2029}",
        "\"\u{301}", "\\\u{301}", "Zoë 東京 🚀", "",
    ]

    /// A program that prints the Unicode scalars of every value, as written into single-line
    /// and multi-line literals by the template engine.
    private static var template: String {
        let indices = values.indices
        let single = indices.map { "    \"___VARIABLE_v\($0):swiftString___\"," }
        let multi = indices.map {
            "    \"\"\"\n    ___VARIABLE_v\($0):swiftString___\n    \"\"\","
        }
        return "let values: [String] = [\n" + (single + multi).joined(separator: "\n")
            + "\n]\nfor value in values {\n"
            + "    print(value.unicodeScalars.map { String($0.value, radix: 16) }"
            + ".joined(separator: \" \"))\n}\n"
    }

    @Test func swiftStringLiteralsCompileAndHoldTheExactValue() throws {
        let compiler = try CompilerSetup.shared.get().compiler
        let folder = try TemporaryFolder("viper-gen-swift-string")
        var variables: [String: String] = [:]
        for (index, value) in Self.values.enumerated() { variables["v\(index)"] = value }
        let source = try EngineFixtures.renderContent(
            Self.template, values: EngineFixtures.values(variables: variables),
            fileName: "main.swift")
        try folder.write("main.swift", source)
        let program = folder.appending("values")
        let build = try CompilerRun.compile(
            compiler, ["-o", program.path, folder.path("main.swift")])
        #expect(build.succeeded, "\(build.output)\n\(source)")
        guard build.succeeded else { return }
        let run = try CompilerRun.run(program, [])
        let expected = (Self.values + Self.values).map { value in
            value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        #expect(run.output == expected.map { $0 + "\n" }.joined(), "\(source)")
    }

    @Test func projectWithQuotesAndBackslashesInAuthorAndOrganizationTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject(
            "MyApp",
            flags: [
                "--author", #"Jane "JJ" Appleseed \ Jr"#, "--organization",
                #"Acme "Labs" \(x) Co\"#, "--date", "2026-12-02",
            ])
        try project.add("module", "Payments")
        try project.add("service", "Network")
        let view = try String(
            contentsOf: project.appFolder.appendingPathComponent(
                "Classes/Modules/Payments/View/PaymentsView.swift"), encoding: .utf8)
        #expect(view.contains(#"//  Copyright © 2026 Acme "Labs" \(x) Co\. All rights"#))
        let result = try checker.checkAppAndTests(of: project)
        #expect(result.app.succeeded, "app sources:\n\(result.app.output)")
        if let tests = result.tests {
            #expect(tests.succeeded, "test sources:\n\(tests.output)")
        }
    }
}
