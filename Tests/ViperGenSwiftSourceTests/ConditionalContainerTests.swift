import Testing

@testable import ViperGenSwiftSource

/// RootApp's container setup with `#if` blocks: applies go after the `#endif`, never inside.
@Suite("Registration placement around #if in the container setup")
struct ConditionalContainerTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")
    private let modules: Set<String> = ["MainAssembly", "PaymentsAssembly", "DebugMenuAssembly"]

    private var registration: ContainerSite { ContainerSite(moduleAssemblies: modules) }

    @Test func applyInAModulesGroupInsideIfGoesAfterTheEndif() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Services
                container.apply(NavigationAssembly.self)
                #if DEBUG
                    // Modules
                    container.apply(MainAssembly.self)
                #endif
                return container
            }

            """
        let expected = text.replacingOccurrences(
            of: "    #endif\n", with: "    #endif\n    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func aModulesGroupEndingInAnIfBlockGetsTheApplyAfterTheEndif() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Modules
                container.apply(MainAssembly.self)
                #if DEBUG
                    container.apply(DebugMenuAssembly.self)
                #endif

                return container
            }

            """
        let expected = text.replacingOccurrences(
            of: "    #endif\n", with: "    #endif\n    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func lastApplyInsideIfWithoutGroupCommentsGoesAfterTheEndif() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                container.apply(NavigationAssembly.self)
                container.apply(MainAssembly.self)
            #if DEBUG
                container.apply(DebugMenuAssembly.self)
            #else
                container.apply(CrashReportingAssembly.self)
            #endif
                return container
            }

            """
        let expected = text.replacingOccurrences(
            of: "#endif\n", with: "#endif\n    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func anAssemblyAppliedOnlyInsideIfIsLeftToTheUser() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Modules
                container.apply(MainAssembly.self)
                #if DEBUG
                    container.apply(PaymentsAssembly.self)
                #endif
                return container
            }

            """
        #expect(
            registration.register(payments, in: text)
                == .manual(
                    reasons: [
                        "in the // Modules group of the container setup: "
                            + "PaymentsAssembly is applied only inside #if DEBUG"
                    ],
                    steps: [
                        ManualRegistration.Step(
                            place: "in the // Modules group of the container setup",
                            line: "container.apply(PaymentsAssembly.self)")
                    ]))
    }

    @Test func anIfThatAlsoHoldsTheReturnLeavesNoSafePlace() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                container.apply(NavigationAssembly.self)
                #if DEBUG
                    // Modules
                    container.apply(MainAssembly.self)
                    return container
                #else
                    return container
                #endif
            }

            """
        guard case .manual(let reasons, _) = registration.register(payments, in: text) else {
            Issue.record("expected manual registration")
            return
        }
        #expect(
            reasons == [
                "in the // Modules group of the container setup: "
                    + "a return comes before the place after the #endif"
            ])
    }
}
