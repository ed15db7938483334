import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Names through the whole CLI: refused ones exit 64 with the reason and a valid name to use
/// instead, and write nothing.
@Suite("Safety: names end to end", .alsoOnAPFS)
struct SafetyNameTests {
    private func run(_ refusal: NameRefusalCase, in output: GuardedFolder) -> TestRun {
        TestRun.run([refusal.command, refusal.name] + TestRun.fixedFlags, in: output.url)
    }

    @Test(arguments: NameRefusalCase.all)
    func refusedNameExits64WithAReasonAndASuggestion(refusal: NameRefusalCase) throws {
        let output = try GuardedFolder()
        let run = run(refusal, in: output)
        #expect(run.code == .usage)
        #expect(run.err.strippingUsage == "Error: \(refusal.error)\n")
        #expect(run.out.isEmpty)
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test(arguments: NameRefusalCase.withGenericSuggestion)
    func refusedNameGetsAGenericOrShortenedSuggestion(refusal: NameRefusalCase) throws {
        let output = try GuardedFolder()
        let run = run(refusal, in: output)
        #expect(run.code == .usage)
        #expect(run.err.strippingUsage == "Error: \(refusal.error)\n")
        #expect(output.isUnchanged, "\(output.listing)")

    }

    @Test func controlCharacterIsRefusedAndNotEchoedRaw() throws {
        let output = try GuardedFolder()
        let run = TestRun.run(["module", "pay\u{1B}[2Jments"], in: output.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: The module name '"))
        #expect(
            run.err.strippingUsage.hasSuffix(
                "' contains a control character (tab, newline, ...): use "
                    + "ASCII letters, digits, '-', '_' or spaces. Use 'Pay2Jments'.\n"))
        #expect(output.isUnchanged, "\(output.listing)")
        #expect(!run.err.unicodeScalars.contains("\u{1B}"))
        #expect(run.err.contains("'pay\\u{1B}[2Jments'"))
    }

    @Test func nameWithASpaceIsNormalisedIntoCompilableTypes() throws {
        let output = try GuardedFolder()
        let run = TestRun.run(["module", "My Payments"] + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.hasPrefix(
                "Using 'MyPayments' for 'My Payments' (module names are UpperCamelCase).\n"))
        let view = output.url.appendingPathComponent("MyPayments/View/MyPaymentsView.swift")
        #expect(
            try String(contentsOf: view, encoding: .utf8).contains("struct MyPaymentsView: View {"))
    }

    @Test func sixtyFourCharactersAreAccepted() throws {
        let output = try GuardedFolder()
        let name = String(repeating: "A", count: 64)
        let run = TestRun.run(["module", name, "-q"] + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            FileManager.default.fileExists(atPath: output.url.appendingPathComponent(name).path))
    }
}
