import Testing

@testable import ViperGenSwiftSource

/// The per-file registrations on small inline sources: fallbacks, ambiguity, never guessing.
@Suite("Registration placement")
struct RegistrationPlacementTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")
    private let network = RegistrationSubject(
        kind: .service, name: "NetworkService", caseName: "networkService")
    private let modules: Set<String> = ["MainAssembly", "PaymentsAssembly", "SettingsAssembly"]

    private let unmarkedContainer = """
        func makeContainer() -> DependencyContainer {
            let container = DependencyContainer()
            container.apply(MainAssembly.self)
            container.apply(SettingsAssembly.self)
            container.apply(NavigationAssembly.self)
            return container
        }

        """

    @Test func withoutGroupCommentsTheLineFollowsTheLastAssemblyOfItsKind() {
        let module = ContainerSite(moduleAssemblies: modules)
        #expect(
            module.register(payments, in: unmarkedContainer)
                == .edited(
                    unmarkedContainer.replacingOccurrences(
                        of: "(SettingsAssembly.self)\n",
                        with:
                            "(SettingsAssembly.self)\n    container.apply(PaymentsAssembly.self)\n")
                ))
        let service = ContainerSite(moduleAssemblies: modules)
        #expect(
            service.register(network, in: unmarkedContainer)
                == .edited(
                    unmarkedContainer.replacingOccurrences(
                        of: "(NavigationAssembly.self)\n",
                        with:
                            "(NavigationAssembly.self)\n    container.apply(NetworkServiceAssembly.self)\n"
                    )))
    }

    @Test func crlfFilesGetCRLFLines() {
        let crlf = unmarkedContainer.replacingOccurrences(of: "\n", with: "\r\n")
        let result = ContainerSite(moduleAssemblies: modules).register(payments, in: crlf)
        guard case .edited(let text) = result else {
            Issue.record("not edited: \(result)")
            return
        }
        #expect(
            text.contains(
                "(SettingsAssembly.self)\r\n    container.apply(PaymentsAssembly.self)\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func twoModulesGroupsAreAmbiguous() {
        let text = "// Modules\ncontainer.apply(MainAssembly.self)\n// Modules\n"
        let result = ContainerSite(moduleAssemblies: modules).register(payments, in: text)
        #expect(
            result
                == .manual(
                    reasons: [
                        "in the // Modules group of the container setup: there are 2 // Modules comments"
                    ],
                    steps: [
                        ManualRegistration.Step(
                            place: "in the // Modules group of the container setup",
                            line: "container.apply(PaymentsAssembly.self)")
                    ]))
    }

    @Test func aCommentedOutRegistrationDoesNotCountButARealOneDoes() {
        let text =
            "// Modules\ncontainer.apply(MainAssembly.self)\n// container.apply(PaymentsAssembly.self)\n"
        let registration = ContainerSite(moduleAssemblies: modules)
        #expect(
            registration.register(payments, in: text)
                == .edited(
                    "// Modules\ncontainer.apply(MainAssembly.self)\ncontainer.apply(PaymentsAssembly.self)\n"
                        + "// container.apply(PaymentsAssembly.self)\n"))
        #expect(
            registration.register(payments, in: "x.apply(PaymentsAssembly.self)\n")
                == .alreadyRegistered)
    }

    @Test func twoViewsEnumsAreAmbiguous() {
        let text = """
            enum Views {
                case main
                var stringKey: String { switch self {
                case .main: return "main"
                } }
            }
            enum Views {}

            """
        guard
            case .manual(let reasons, let steps) = ViewsEnumSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(reasons.contains { $0.contains("more than one enum Views") })
        #expect(steps.map(\.line) == ["case payments", "case .payments: return \"payments\""])
    }

    @Test func switchOnOneLineIsNotGuessedInto() {
        let text =
            "enum Views {\n    case main\n    var stringKey: String { switch self { case .main: \"main\" } }\n}\n"
        #expect(
            ViewsEnumSite().register(payments, in: text)
                == .manual(
                    reasons: [
                        "in the switch of Views.stringKey: its cases are not one label per line"
                    ],
                    steps: [
                        ManualRegistration.Step(place: "in enum Views", line: "case payments"),
                        ManualRegistration.Step(
                            place: "in the switch of Views.stringKey",
                            line: "case .payments: return \"payments\""),
                    ]))
    }

    @Test func caseGoesBeforeUnknownDefaultAndExpressionBodiesStayWithoutReturn() {
        let text = """
            enum Views {
                case main
                var stringKey: String {
                    switch self {
                    case .main: "main"
                    @unknown default: "?"
                    }
                }
            }

            """
        #expect(
            ViewsEnumSite().register(payments, in: text)
                == .edited(
                    text.replacingOccurrences(
                        of: "case main\n", with: "case main\n    case payments\n"
                    )
                    .replacingOccurrences(
                        of: "        case .main: \"main\"\n",
                        with: "        case .main: \"main\"\n        case .payments: \"payments\"\n"
                    )))
    }

    @Test func oneLineBuilderMethodsGetAOneLineSibling() {
        let text = """
            final class ApplicationViewBuilder {
                func build(view: Views) -> some View {
                    switch view {
                    case .main: buildMain()
                    }
                }
                private func buildMain() -> some View { container.resolve(MainAssembly.self).build() }
            }

            """
        let expected = text.replacingOccurrences(
            of: "case .main: buildMain()\n",
            with: "case .main: buildMain()\n        case .payments: buildPayments()\n"
        ).replacingOccurrences(
            of: "MainAssembly.self).build() }\n",
            with: "MainAssembly.self).build() }\n\n    private func buildPayments() -> some View { "
                + "container.resolve(PaymentsAssembly.self).build() }\n")
        #expect(ViewBuilderSite().register(payments, in: text) == .edited(expected))
    }

    @Test func builderWithoutBuildMethodsIsLeftToTheUser() {
        let text = """
            final class ApplicationViewBuilder {
                func build(view: Views) -> some View {
                    switch view {
                    case .main: MainView()
                    }
                }
            }

            """
        guard
            case .manual(let reasons, _) = ViewBuilderSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(reasons == ["as a method of the view builder: no build…() method to follow"])
    }
}
