import Foundation
import Testing

@testable import ViperGenSwiftSource

/// The lexical scan of declared type names, and the folder it scans in a project.
@Suite("Type declaration scanner")
struct DeclarationScannerTests {
    @Test func findsEveryKindOfTypeDeclarationAtAnyNestingLevel() {
        let text = """
            @MainActor public final class A<T>: B where T: C {
                struct Inner { enum Deeper: Int { case one } }
                class func make() -> A { A() }
                class var shared: A { A() }
                static let actor = 1
            }
            protocol P: class {}
            actor Counter {}
            typealias Alias = [Int]
            private indirect enum Tree {}
            struct `Escaped` {}
            """
        #expect(
            DeclarationScanner.declaredTypes(in: text) == [
                "A", "Inner", "Deeper", "P", "Counter", "Alias", "Tree", "Escaped",
            ])
    }

    @Test func ignoresExtensionsCommentsStringsAndMemberNames() {
        let text = #"""
            extension Foo {}
            // class Commented {}
            /* struct Blocked { /* nested */ } */
            let a = "enum InString {}"
            let b = """
                protocol InMultiLine {}
                """
            let c = #"actor InRaw {}"#
            let d = value.`class`
            for actor in actors {}
            func f(actor: Int) {}
            """#
        #expect(DeclarationScanner.declaredTypes(in: text) == [])
    }

    @Test func mentionsFindsAByteRunAnywhere() {
        let bytes = Array("let x = NetworkServiceAssembly()".utf8)
        #expect(DeclarationScanner.mentions(Array("NetworkServiceAssembly".utf8), in: bytes))
        #expect(DeclarationScanner.mentions(Array("x".utf8), in: bytes))
        #expect(!DeclarationScanner.mentions(Array("NetworkServiceType".utf8), in: bytes))
        #expect(!DeclarationScanner.mentions(Array("longer than the text".utf8), in: []))
    }

    @Test func mentionFilterNeedsOneWholeName() {
        let filter = MentionFilter(names: ["PaymentsAssembly", "PaymentsView"])
        #expect(filter.mentionsAny(in: Array("struct PaymentsView {}".utf8)))
        #expect(!filter.mentionsAny(in: Array("Payments and PaymentsVie, PaymentAssembly".utf8)))
        #expect(!filter.mentionsAny(in: Array("Assembly View".utf8)))
        #expect(MentionFilter(names: ["A", "B"]).mentionsAny(in: Array("x.B(x)".utf8)))
        // Inside a longer word a name is no declaration of it: the lexer would not see it.
        #expect(!MentionFilter(names: ["A", "B"]).mentionsAny(in: Array("xBx".utf8)))
        #expect(MentionFilter(names: ["Café", "B"]).mentionsAny(in: Array("enum Café {}".utf8)))
        #expect(!MentionFilter(names: ["Café"]).mentionsAny(in: Array("enum Cafe {}".utf8)))
        #expect(!MentionFilter(names: []).mentionsAny(in: Array("anything".utf8)))
    }
}
