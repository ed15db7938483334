import Testing

@testable import ViperGenSwiftSource

/// Issue 37, defect 3: the code of a literal's interpolations is code to the scans for a
/// module's uses, however the literal is written.
@Suite("Swift lexer: interpolations as code")
struct InterpolationAsCodeTests {
    /// The code identifiers of `text` lexed with interpolations as code.
    private func identifiers(_ text: String) -> [String] {
        SwiftSource(text, interpolationsAsCode: true).tokens.filter { $0.kind == .identifier }
            .map(\.text)
    }

    @Test func anInterpolationsIdentifiersAreCodeAndTheLiteralsWordsAreNot() {
        #expect(
            identifiers(#"let a = "Payments \(PaymentsAssembly.self) x""#) == [
                "let", "a", "PaymentsAssembly", "self",
            ])
    }

    @Test func nestedParenthesesAndLiteralsStayInsideTheInterpolation() {
        let text = #"log("a \(f(g(PaymentsRouter()), "b \(h(PaymentsView.self)) c")) d") ; e"#
        #expect(
            identifiers(text) == [
                "log", "f", "g", "PaymentsRouter", "h", "PaymentsView", "self", "e",
            ])
    }

    @Test func rawAndMultiLineLiteralsInterpolateAsTheirDelimitersSay() {
        let raw = ##"x = #"\(NotCode) \#(PaymentsAssembly.self) "quoted" "#; y"##
        #expect(identifiers(raw) == ["x", "PaymentsAssembly", "self", "y"])
        let multiLine = "z = \"\"\"\n  a \\(PaymentsAssembly.self)\n  \"inner\" \\(b)\n  \"\"\"\nw"
        let tokens = SwiftSource(multiLine, interpolationsAsCode: true).tokens
        #expect(
            tokens.filter { $0.kind == .identifier }.map(\.text) == [
                "z", "PaymentsAssembly", "self", "b", "w",
            ])
        #expect(tokens.first { $0.text == "PaymentsAssembly" }?.line == 1)
        #expect(tokens.last?.line == 4)
    }

    @Test func withoutTheOptionALiteralIsOneTokenAsBefore() {
        let text = #"let a = "x \(f("y")) z""#
        let tokens = SwiftLexer.tokens(of: text)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .string])
        #expect(tokens.last?.text == #""x \(f("y")) z""#)
    }

    @Test func theRewriteRenamesTheInterpolationsCodeOnly() {
        let rewrite = NameRewrite(spellings: [("Payments", "Billing"), ("payments", "billing")])
        let text = #"print("Payments: \(PaymentsAssembly.self) \("PaymentsView")")"#
        #expect(
            NameRewrite.identifiers(in: text, renaming: ["PaymentsAssembly": "BillingAssembly"])
                == #"print("Payments: \(BillingAssembly.self) \("PaymentsView")")"#)
        #expect(
            rewrite.rewrite(text, fileName: "A.swift", newFileName: "A.swift", inLiterals: false)
                == #"print("Payments: \(BillingAssembly.self) \("PaymentsView")")"#)
    }
}
