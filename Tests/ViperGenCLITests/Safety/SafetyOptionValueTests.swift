import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// `--set` values are checked against what their option feeds: `bundleIdentifierPrefix` must
/// be a reverse-DNS prefix, so it cannot close the manifest's string literal.
@Suite("Safety: template option values", .alsoOnAPFS)
struct SafetyOptionValueTests {
    private static let fix =
        " Use dot-separated parts of ASCII letters, digits and '-', e.g. "
        + "--set bundleIdentifierPrefix=com.acme.\n"

    @Test(arguments: [
        (
            #"a", path: "/etc"#,
            #"'a", path: "/etc' is not a reverse-DNS prefix: it contains '"', ',', ' ', ':' "#
                + "and '/'."
        ),
        ("", "'' is not a reverse-DNS prefix: it is empty."),
        (".com.acme", "'.com.acme' is not a reverse-DNS prefix: it starts with '.'."),
        ("com.acme.", "'com.acme.' is not a reverse-DNS prefix: it ends with '.'."),
        ("com..acme", "'com..acme' is not a reverse-DNS prefix: it has an empty part ('..')."),
        ("com.acme_labs", "'com.acme_labs' is not a reverse-DNS prefix: it contains '_'."),
        ("com.acmé", "'com.acmé' is not a reverse-DNS prefix: it contains 'é'."),
        (#"com.acme\"#, #"'com.acme\' is not a reverse-DNS prefix: it contains '\'."#),
    ])
    func bundleIdentifierPrefixMustBeReverseDNS(value: String, problem: String) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            ["project", "MyApp", "--set", "bundleIdentifierPrefix=\(value)"]
                + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .usage)
        #expect(
            run.err.strippingUsage == "Error: --set bundleIdentifierPrefix \(problem)\(Self.fix)")
        #expect(run.out.isEmpty)
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test(arguments: ["com.acme", "io.github.jane-doe", "Acme", "com.2026.acme"])
    func reverseDNSPrefixesAreUsed(value: String) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            ["project", "MyApp", "-q", "--set", "bundleIdentifierPrefix=\(value)"]
                + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .success, "\(run.err)")
        let manifest = try String(
            contentsOf: output.url.appendingPathComponent("MyApp/Package.swift"),
            encoding: .utf8)
        #expect(manifest.contains("bundleIdentifier: \"\(value).MyApp\","), "\(manifest)")
    }

    @Test func everyBuiltInOptionDefaultPassesItsCheck() throws {
        let source = BuiltInTemplateSource()
        for kind in ScaffoldKind.allCases {
            let template = try source.template(named: kind.templateName)
            for option in template.info.options where option.identifier != kind.nameVariable {
                let value = option.defaultValue ?? ""
                let key = option.identifier
                #expect(throws: Never.self, "\(kind) \(key) default '\(value)'") {
                    try OptionValueRule.rule(for: key).check(
                        value, source: .templateOption(key: key))
                }
            }
        }
    }

    @Test func theBundleIdentifierPrefixHasAReverseDNSRule() {
        #expect(
            OptionValueRule.rule(for: "bundleIdentifierPrefix") == .reverseDNS(example: "com.acme"))
        #expect(OptionValueRule.rule(for: "moduleName") == .text)
    }
}
