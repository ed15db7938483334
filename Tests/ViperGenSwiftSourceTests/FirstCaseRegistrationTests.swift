import Testing

@testable import ViperGenSwiftSource

/// Issue 36: an adopted app's support code starts with an `enum Views` that has no case yet;
/// the first module's case and `stringKey` clause go in, and come out again, exactly.
@Suite("The first case of enum Views")
struct FirstCaseRegistrationTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")

    /// `enum Views` as the support code writes it: no case, an empty `stringKey` switch.
    private let empty = """
        enum Views: Hashable, Identifiable {
            var id: String { stringKey }

            var stringKey: String {
                switch self {
                }
            }
        }

        """

    private let withPayments = """
        enum Views: Hashable, Identifiable {
            case payments

            var id: String { stringKey }

            var stringKey: String {
                switch self {
                case .payments: return "payments"
                }
            }
        }

        """

    @Test func theFirstCaseOpensTheEnumAndItsSwitch() {
        #expect(ViewsEnumSite().register(payments, in: empty) == .edited(withPayments))
    }

    @Test func removingTheLastCaseIsLeftToTheUserUnlessAsked() throws {
        // An app's builder switches over Views: emptied, it would not compile.
        guard case .manual(let reasons, _) = ViewsEnumSite().remove(payments, from: withPayments)
        else {
            Issue.record("the last case was removed")
            return
        }
        #expect(reasons.contains { $0.contains("the last case of enum Views") }, "\(reasons)")
        let removal = ViewsEnumSite(removesLastCase: true).remove(payments, from: withPayments)
        guard case .edited(let without) = removal else {
            Issue.record("not removed: \(removal)")
            return
        }
        // The blank line the first case brought stays: the enum compiles either way.
        #expect(!without.contains("payments"))
        #expect(ViewsEnumSite().register(payments, in: without) == .edited(withPayments))
    }

    @Test func theFirstCaseIsIndentedAsTheFirstMemberIs() {
        let tabs =
            "enum Views: Hashable {\n\tvar stringKey: String {\n\t\tswitch self {\n\t\t}\n\t}\n}\n"
        #expect(
            ViewsEnumSite().register(payments, in: tabs)
                == .edited(
                    "enum Views: Hashable {\n\tcase payments\n\n\tvar stringKey: String {\n"
                        + "\t\tswitch self {\n\t\tcase .payments: return \"payments\"\n\t\t}\n\t}\n}\n"
                ))
    }

    @Test func anEmptySwitchOnOneLineIsLeftToTheUser() {
        let oneLine = """
            enum Views: Hashable {
                var stringKey: String { switch self {} }
            }

            """
        guard case .manual(let reasons, _) = ViewsEnumSite().register(payments, in: oneLine)
        else {
            Issue.record("registered in a switch that cannot take a line")
            return
        }
        #expect(reasons.contains { $0.contains("no cases to follow") }, "\(reasons)")
    }
}

/// Issue 36: the support code's types clash only with the app's top-level ones.
@Suite("Top-level declarations")
struct TopLevelTypesTests {
    @Test func nestedTypesAndThoseInCommentsOrStringsAreNotTopLevel() {
        let text = """
            // class Commented {}
            import Foundation

            final class Container {
                final class Nested {}
                func make() { struct Local {} }
            }
            extension Container { enum Inner {} }
            #if DEBUG
            protocol Conditional {}
            #endif
            let text = "struct Quoted {}"
            typealias Alias = Int
            enum Last { case a }

            """
        #expect(
            DeclarationScanner.topLevelTypes(in: text)
                == ["Container", "Conditional", "Alias", "Last"])
    }
}
