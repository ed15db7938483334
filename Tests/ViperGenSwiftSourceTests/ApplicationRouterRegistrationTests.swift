import Foundation
import Testing

@testable import ViperGenSwiftSource

/// `PaymentsModule(),` in the `routed` application router's `instantiatedModules` list: added
/// once in the list's own layout, never inside comments, strings or `#if` blocks, and left to
/// the user with the exact line when the list cannot be found with certainty.
@Suite("Application router registration")
struct ApplicationRouterRegistrationTests {
    private let site = ApplicationRouterSite()
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")

    /// The manual step every refusal prints.
    private let step = ManualRegistration.Step(
        place: "in ApplicationRouter's instantiatedModules list", line: "PaymentsModule(),")

    private func router(_ list: String) -> String {
        """
        import UIKit

        @MainActor
        final class ApplicationRouter {
            static let shared = ApplicationRouter()

        \(list)

            weak var window: UIWindow?
        }

        """
    }

    @Test func theNewModuleGoesLastInAListOfOneModulePerLine() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    ProfileModule(),
                ]
            """)
        let expected = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    ProfileModule(),
                    PaymentsModule(),
                ]
            """)
        #expect(site.register(payments, in: text) == .edited(expected))
        #expect(site.register(payments, in: expected) == .alreadyRegistered)
    }

    @Test func aLastModuleWithoutATrailingCommaGetsOneBeforeItsComment() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    ProfileModule()  // shows (and edits) the profile
                ]
            """)
        let expected = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    ProfileModule(),  // shows (and edits) the profile
                    PaymentsModule()
                ]
            """)
        #expect(site.register(payments, in: text) == .edited(expected))
    }

    @Test func aSingleModuleWithoutATrailingCommaGetsTheTrailingCommasOfAList() {
        // The project template's layout: swift-format wants no trailing comma after a single
        // element, and one after the last of several.
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule()
                ]
            """)
        let expected = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    PaymentsModule(),
                ]
            """)
        #expect(site.register(payments, in: text) == .edited(expected))
    }

    @Test func aListOnOneLineGetsTheModuleBeforeItsBracket() {
        let oneLine = router("    var instantiatedModules: [any ModuleType] = [MainModule()]")
        #expect(
            site.register(payments, in: oneLine)
                == .edited(
                    router(
                        "    var instantiatedModules: [any ModuleType] = [MainModule(), PaymentsModule()]"
                    )))
        let empty = router("    var instantiatedModules: [any ModuleType] = []")
        #expect(
            site.register(payments, in: empty)
                == .edited(
                    router("    var instantiatedModules: [any ModuleType] = [PaymentsModule()]")))
    }

    @Test func anEmptyListOverSeveralLinesGetsALineIndentedInsideIt() {
        let text = router("    var instantiatedModules: [any ModuleType] = [\n    ]")
        let expected = router(
            "    var instantiatedModules: [any ModuleType] = [\n        PaymentsModule(),\n    ]")
        #expect(site.register(payments, in: text) == .edited(expected))
    }

    @Test func theListAssignedInTheInitializerIsExtended() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType]

                init() {
                    self.instantiatedModules = [
                        MainModule(),
                    ]
                }
            """)
        guard case .edited(let edited) = site.register(payments, in: text) else {
            Issue.record("not edited")
            return
        }
        #expect(edited.contains("            MainModule(),\n            PaymentsModule(),\n"))
    }

    @Test func commentsAndStringsNamingTheModuleDoNotRegisterIt() {
        let text = router(
            """
                // PaymentsModule() is added by viper-gen.
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    /* PaymentsModule(), */
                ]
                let note = "PaymentsModule()"
            """)
        guard case .edited(let edited) = site.register(payments, in: text) else {
            Issue.record("not edited")
            return
        }
        #expect(
            edited.contains("        /* PaymentsModule(), */\n        PaymentsModule(),\n    ]"))
    }

    @Test func aModuleWrappedInTheListCountsAsRegistered() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    Logged(PaymentsModule()),
                ]
            """)
        #expect(site.register(payments, in: text) == .alreadyRegistered)
    }

    @Test func aModuleRegisteredElsewhereIsLeftToTheUser() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                ]

                init() {
                    #if DEBUG
                        instantiatedModules.append(PaymentsModule())
                    #endif
                }
            """)
        #expect(
            site.register(payments, in: text)
                == .manual(
                    reasons: [
                        "PaymentsModule is named outside the list; check how it is registered"
                    ],
                    steps: [step]))
    }

    @Test func anIfBlockElsewhereInTheFileDoesNotStopTheEdit() {
        let text = router(
            """
                #if DEBUG
                    var isDebug: Bool { true }
                #endif
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                ]
            """)
        guard case .edited(let edited) = site.register(payments, in: text) else {
            Issue.record("not edited")
            return
        }
        #expect(edited.contains("        MainModule(),\n        PaymentsModule(),\n    ]"))
    }

    @Test func aListOnlyInsideAnIfBlockOrInTwoBranchesIsLeftToTheUser() {
        let debugOnly = router(
            """
                #if DEBUG
                    var instantiatedModules: [any ModuleType] = [MainModule()]
                #endif
            """)
        #expect(
            site.register(payments, in: debugOnly)
                == .manual(
                    reasons: ["the instantiatedModules list is only inside #if DEBUG"],
                    steps: [step]))
        let twoBranches = router(
            """
                #if DEBUG
                    var instantiatedModules: [any ModuleType] = [MainModule(), DebugModule()]
                #else
                    var instantiatedModules: [any ModuleType] = [MainModule()]
                #endif
            """)
        #expect(
            site.register(payments, in: twoBranches)
                == .manual(
                    reasons: ["2 array literals are assigned to instantiatedModules"],
                    steps: [step]))
    }

    @Test func aMissingListIsLeftToTheUserWithTheExactLine() {
        #expect(
            site.register(payments, in: router("    var modules: [any ModuleType] = []"))
                == .manual(reasons: ["no instantiatedModules property"], steps: [step]))
        #expect(
            site.register(
                payments,
                in: router("    var instantiatedModules: [any ModuleType] = makeModules()"))
                == .manual(
                    reasons: ["no array literal is assigned to instantiatedModules"],
                    steps: [step]))
    }

    @Test func aListWhoseLastElementSharesItsLineIsLeftToTheUser() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(), ProfileModule(),
                ]
            """)
        #expect(
            site.register(payments, in: text)
                == .manual(
                    reasons: ["the list is not laid out one element per line or on one line"],
                    steps: [step]))
    }

    @Test func windowsLineEndingsAreKept() {
        let text = router(
            """
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                ]
            """
        ).replacingOccurrences(of: "\n", with: "\r\n")
        guard case .edited(let edited) = site.register(payments, in: text) else {
            Issue.record("not edited")
            return
        }
        #expect(edited.contains("        MainModule(),\r\n        PaymentsModule(),\r\n    ]"))
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}
