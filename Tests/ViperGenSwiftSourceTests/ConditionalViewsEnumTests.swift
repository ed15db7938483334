import Testing

@testable import ViperGenSwiftSource

/// `enum Views` and its `stringKey` switch with `#if` blocks: new cases go after the `#endif`.
@Suite("Registration placement around #if in enum Views")
struct ConditionalViewsEnumTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")

    @Test func lastCaseInsideIfDebugGetsTheNewCaseAfterTheEndif() {
        let text = """
            enum Views: Hashable {
                case main
                #if DEBUG
                    case debugMenu
                #endif

                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    #if DEBUG
                        case .debugMenu: return "debugMenu"
                    #endif
                    }
                }
            }

            """
        let expected = """
            enum Views: Hashable {
                case main
                #if DEBUG
                    case debugMenu
                #endif
                case payments

                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    #if DEBUG
                        case .debugMenu: return "debugMenu"
                    #endif
                    case .payments: return "payments"
                    }
                }
            }

            """
        #expect(ViewsEnumSite().register(payments, in: text) == .edited(expected))
    }

    @Test func withElseTheNewCaseGoesAfterTheEndifNotIntoTheElse() {
        let text = """
            enum Views {
                case main
            #if DEBUG
                case debugMenu
            #else
                case feedback
            #endif
                var stringKey: String {
                    switch self {
                    case .main:
                        return "main"
            #if DEBUG
                    case .debugMenu:
                        return "debugMenu"
            #else
                    case .feedback:
                        return "feedback"
            #endif
                    }
                }
            }

            """
        let expected = """
            enum Views {
                case main
            #if DEBUG
                case debugMenu
            #else
                case feedback
            #endif
                case payments
                var stringKey: String {
                    switch self {
                    case .main:
                        return "main"
            #if DEBUG
                    case .debugMenu:
                        return "debugMenu"
            #else
                    case .feedback:
                        return "feedback"
            #endif
                    case .payments:
                        return "payments"
                    }
                }
            }

            """
        #expect(ViewsEnumSite().register(payments, in: text) == .edited(expected))
    }

    @Test func aCasePresentOnlyInsideIfIsLeftToTheUser() {
        let text = """
            enum Views {
                case main
                #if DEBUG
                    case payments
                #endif
                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    #if DEBUG
                        case .payments: return "payments"
                    #endif
                    }
                }
            }

            """
        #expect(
            ViewsEnumSite().register(payments, in: text)
                == .manual(
                    reasons: [
                        "in enum Views: payments is declared only inside #if DEBUG",
                        "in the switch of Views.stringKey: "
                            + ".payments is handled only inside #if DEBUG",
                    ],
                    steps: [
                        ManualRegistration.Step(place: "in enum Views", line: "case payments"),
                        ManualRegistration.Step(
                            place: "in the switch of Views.stringKey",
                            line: "case .payments: return \"payments\""),
                    ]))
    }

    @Test func anUnconditionalCaseBesideIfBlocksStillCounts() {
        let text = """
            enum Views {
                case main
                case payments
                #if DEBUG
                    case debugMenu
                #endif
                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    case .payments: return "payments"
                    #if DEBUG
                        case .debugMenu: return "debugMenu"
                    #endif
                    }
                }
            }

            """
        #expect(ViewsEnumSite().register(payments, in: text) == .alreadyRegistered)
    }

    @Test func anEnumWhoseCasesAreAllConditionalIsLeftToTheUser() {
        let text = """
            enum Views {
                #if DEBUG
                    case main
                #endif
                var stringKey: String {
                    switch self {
                    #if DEBUG
                        case .main: return "main"
                    #endif
                    }
                }
            }

            """
        guard
            case .manual(let reasons, _) = ViewsEnumSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(reasons.contains("in enum Views: enum Views has no case outside #if blocks"))
    }
}
