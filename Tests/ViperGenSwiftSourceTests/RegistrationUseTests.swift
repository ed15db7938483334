import Testing

@testable import ViperGenSwiftSource

/// Issue 37, defect 3: the uses of a module's registration names (its `Views` case, builder
/// method and string key) are found in code, renamed with it, and their lines removed only
/// when a line is nothing else.
@Suite("Registration uses")
struct RegistrationUseTests {
    private let payments = RegistrationNames(
        caseName: "payments", methods: ["buildPayments"], stringKey: "payments")
    private let billing = RegistrationNames(
        caseName: "billing", methods: ["buildBilling"], stringKey: "billing")

    @Test func usesAreCodeAndImplicitMembersOnlyWhereNoExpressionPrecedes() {
        let text = """
            navigation.push(.payments) // .payments in a comment
            let a: Views = user.payments ?? .payments
            let b = Views.payments, c = open(route: "payments"), d = "app://payments/show?x=1"
            func buildPayments() { log("payments") }
            let e = "paymentsX \\(builder.buildPayments())", f = user?.payments
            """
        let uses = RegistrationUse.all(of: payments, in: text)
        #expect(
            uses.map(\.spelling) == [
                ".payments", ".payments", "Views.payments", "\"payments\"",
                "\"app://payments/show?x=1\"", "buildPayments",
            ])
        #expect(uses.map(\.line) == [0, 1, 2, 2, 2, 4])
    }

    @Test func renamingRewritesEachUseAndNothingElse() {
        let text = """
            navigation.push(.payments); user.payments = 1
            open(route: "payments", url: "app://payments/show") // payments
            builder.buildPayments()
            """
        let uses = RegistrationUse.all(of: payments, in: text)
        #expect(
            RegistrationUseEdit.renaming(uses, in: text, from: payments, to: billing) == """
                navigation.push(.billing); user.payments = 1
                open(route: "billing", url: "app://billing/show") // payments
                builder.buildBilling()
                """)
    }

    @Test func aLineThatIsOneStatementOrOneClauseGoes() throws {
        let text = """
            func open() {
                log("x")
                navigation.push(.payments)
            }
            var title: String {
                switch view {
                case .main: "Main"
                case .payments: "Payments"
                }
            }
            """
        let uses = RegistrationUse.all(of: payments, in: text)
        #expect(
            try RegistrationUseEdit.removingLines(of: uses, in: text).get() == """
                func open() {
                    log("x")
                }
                var title: String {
                    switch view {
                    case .main: "Main"
                    }
                }
                """)
    }

    @Test(arguments: [
        "let view = Views.payments\n",
        "func f() {\n    navigation.push(.payments)\n}\n",
        "switch v {\ncase .payments: a()\n}\n",
        "switch v {\ncase .main: navigation.push(.payments)\ncase .x: b()\n}\n",
        "a()\nnavigation.push(.payments); b()\n",
        "a()\nnavigation\n    .push(.payments)\n",
        "a()\nnavigation.push(.payments)\n    .animated()\n",
        "a()\nshow(.payments) {\n}\n",
        "a()\nreturn .payments\n",
        "a()\nnavigation.push(\n    .payments)\n",
    ])
    func aLineWithAnythingElseIsRefused(text: String) {
        let uses = RegistrationUse.all(of: payments, in: text)
        #expect(!uses.isEmpty)
        #expect(throws: RegistrationUseEdit.Refusal.self) {
            try RegistrationUseEdit.removingLines(of: uses, in: text).get()
        }
    }

    @Test func anotherEnumsCaseOfTheNameIsCountedAndTheViewsOneIsNot() {
        let views = "enum Views {\n    case main\n    case payments\n}\n"
        #expect(RegistrationUse.otherMemberDeclarations(of: "payments", in: views) == 0)
        let tab = "enum Tab { case home, payments }\nstruct S { static let payments = 1 }\n"
        #expect(RegistrationUse.otherMemberDeclarations(of: "payments", in: tab) == 2)
    }
}
