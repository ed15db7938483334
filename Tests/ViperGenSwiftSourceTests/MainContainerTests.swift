import Testing

@testable import ViperGenSwiftSource

/// "Already registered" counts only apply calls on the container the app's setup builds.
@Suite("Registration in the app's own container")
struct MainContainerTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")
    private let modules: Set<String> = ["MainAssembly", "PaymentsAssembly"]

    private var registration: ContainerSite { ContainerSite(moduleAssemblies: modules) }

    @Test func anApplyOnAPreviewContainerDoesNotRegisterTheModuleInTheMainOne() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Services
                container.apply(NavigationAssembly.self)
                // Modules
                container.apply(MainAssembly.self)
                return container
            }

            static func makePreviewContainer() -> DependencyContainer {
                let debug = DependencyContainer(assemblyFactory: AssemblyFactory())
                debug.apply(PaymentsAssembly.self)
                return debug
            }

            """
        let expected = text.replacingOccurrences(
            of: "    container.apply(MainAssembly.self)\n",
            with: "    container.apply(MainAssembly.self)\n"
                + "    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func anApplyOnASecondContainerInTheSameGroupDoesNotCount() {
        let text = """
            let container: DependencyContainer = {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                let debug = DependencyContainer(assemblyFactory: AssemblyFactory())

                // Modules
                container.apply(MainAssembly.self)
                debug.apply(PaymentsAssembly.self)

                return container
            }()

            """
        let expected = text.replacingOccurrences(
            of: "    container.apply(MainAssembly.self)\n",
            with: "    container.apply(MainAssembly.self)\n"
                + "    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func aResolveIsNotARegistration() {
        let text = """
            init() {
                let container = Self.makeContainer()
                payments = container.resolve(PaymentsAssembly.self).build()
            }

            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                // Modules
                container.apply(MainAssembly.self)
                return container
            }

            """
        let expected = text.replacingOccurrences(
            of: "    container.apply(MainAssembly.self)\n",
            with: "    container.apply(MainAssembly.self)\n"
                + "    container.apply(PaymentsAssembly.self)\n")
        #expect(registration.register(payments, in: text) == .edited(expected))
    }

    @Test func twoReturnedContainersWithoutGroupsAreAmbiguous() {
        let text = """
            static func makeContainer() -> DependencyContainer {
                let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                container.apply(MainAssembly.self)
                return container
            }

            static func makePreviewContainer() -> DependencyContainer {
                let debug = DependencyContainer(assemblyFactory: AssemblyFactory())
                debug.apply(PaymentsAssembly.self)
                return debug
            }

            """
        guard case .manual(let reasons, _) = registration.register(payments, in: text) else {
            Issue.record("expected manual registration")
            return
        }
        #expect(
            reasons == [
                "in the // Modules group of the container setup: PaymentsAssembly is applied, "
                    + "but the app's container cannot be told apart from the others"
            ])
    }
}
