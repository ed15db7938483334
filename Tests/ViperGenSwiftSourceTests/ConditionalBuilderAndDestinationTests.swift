import Testing

@testable import ViperGenSwiftSource

/// The view builder and RootView's destinations with `#if` blocks: additions go after `#endif`.
@Suite("Registration placement around #if in the view builder and RootView")
struct ConditionalBuilderAndDestinationTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")

    @Test func lastBuilderMethodAndCaseInsideIfGetTheirSiblingsAfterTheEndif() {
        let text = """
            final class ApplicationViewBuilder {
                @ViewBuilder
                func build(view: Views) -> some View {
                    switch view {
                    case .main:
                        buildMain()
                    #if DEBUG
                        case .debugMenu:
                            buildDebugMenu()
                    #endif
                    }
                }

                /// Returns the Main screen.
                @ViewBuilder
                private func buildMain() -> some View {
                    container.resolve(MainAssembly.self).build()
                }

                #if DEBUG
                    @ViewBuilder
                    fileprivate func buildDebugMenu() -> some View {
                        container.resolve(DebugMenuAssembly.self).build()
                    }
                #endif
            }

            """
        let expected = """
            final class ApplicationViewBuilder {
                @ViewBuilder
                func build(view: Views) -> some View {
                    switch view {
                    case .main:
                        buildMain()
                    #if DEBUG
                        case .debugMenu:
                            buildDebugMenu()
                    #endif
                    case .payments:
                        buildPayments()
                    }
                }

                /// Returns the Main screen.
                @ViewBuilder
                private func buildMain() -> some View {
                    container.resolve(MainAssembly.self).build()
                }

                #if DEBUG
                    @ViewBuilder
                    fileprivate func buildDebugMenu() -> some View {
                        container.resolve(DebugMenuAssembly.self).build()
                    }
                #endif

                /// Returns the Payments screen.
                @ViewBuilder
                private func buildPayments() -> some View {
                    container.resolve(PaymentsAssembly.self).build()
                }
            }

            """
        #expect(ViewBuilderSite().register(payments, in: text) == .edited(expected))
    }

    @Test func aBuilderMethodDeclaredOnlyInsideIfIsLeftToTheUser() {
        let text = """
            final class ApplicationViewBuilder {
                func build(view: Views) -> some View {
                    switch view {
                    case .main: buildMain()
                    }
                }
                func buildMain() -> some View { container.resolve(MainAssembly.self).build() }
                #if DEBUG
                    func buildPayments() -> some View {
                        container.resolve(PaymentsAssembly.self).build()
                    }
                #endif
            }

            """
        guard
            case .manual(let reasons, _) = ViewBuilderSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(
            reasons == [
                "as a method of the view builder: buildPayments() is declared only inside #if DEBUG"
            ])
    }

    @Test func destinationAfterAConditionalCaseTakesTheUnconditionalIndentation() {
        let text = """
            struct RootView: View {
                var body: some View {
                    NavigationStack(path: $navigationService.items) {
                        appViewBuilder.build(view: .main)
                            .navigationDestination(for: Views.self) { path in
                                switch path {
                                case .main: appViewBuilder.build(view: .main)
                                #if DEBUG
                                    case .debugMenu: appViewBuilder.build(view: .debugMenu)
                                #endif
                                }
                            }
                    }
                }
            }

            """
        let indent = String(repeating: " ", count: 20)
        let expected = text.replacingOccurrences(
            of: "#endif\n",
            with: "#endif\n\(indent)case .payments: appViewBuilder.build(view: .payments)\n")
        #expect(
            NavigationDestinationSite().register(payments, in: text)
                == .edited(expected))
    }

    @Test func switchOpeningWithAnIfBlockGetsTheCaseBeforeDefaultAfterTheEndif() {
        let text = """
            struct RootView: View {
                var body: some View {
                    appViewBuilder.build(view: .main)
                        .navigationDestination(for: Views.self) { path in
                            switch path {
                            #if DEBUG
                                case .debugMenu:
                                    appViewBuilder.build(view: .debugMenu)
                            #endif
                            default:
                                fatalError()
                            }
                        }
                }
            }

            """
        let expected = text.replacingOccurrences(
            of: "#endif\n",
            with: "#endif\n                case .payments:\n"
                + "                    appViewBuilder.build(view: .payments)\n")
        #expect(
            NavigationDestinationSite().register(payments, in: text)
                == .edited(expected))
    }

    @Test func aDefaultInsideIfLeavesNoSafePlace() {
        let text = """
            func build(view: Views) -> some View {
                switch view {
                case .main: buildMain()
                #if DEBUG
                    default: DebugView()
                #endif
                }
            }
            func buildMain() -> some View { container.resolve(MainAssembly.self).build() }

            """
        guard
            case .manual(let reasons, _) = ViewBuilderSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(reasons == ["in the switch of build(view:): its default: is inside an #if block"])
    }
}
