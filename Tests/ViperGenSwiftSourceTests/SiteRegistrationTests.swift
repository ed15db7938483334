import Testing

@testable import ViperGenSwiftSource

/// Each site reads which names a file registers, outside `#if` blocks, with their lines.
@Suite("Registrations a site reads")
struct SiteRegistrationTests {
    /// `spelling:line` (1-based) of each registration `site` reads in `text`.
    private func read(_ site: any RegistrationSite, _ text: String) -> [String] {
        site.registrations(in: text).map { "\($0.spelling):\($0.line + 1)" }
    }

    @Test func theContainerGivesItsUnconditionalApplies() {
        let text = """
            let container = DependencyContainer()
            container.apply(NavigationAssembly.self)
            #if DEBUG
            container.apply(DebugMenuAssembly.self)
            #endif
            container.apply(PaymentsAssembly.self)

            """
        let registrations = ContainerSite(moduleAssemblies: []).registrations(in: text)

        #expect(
            read(ContainerSite(moduleAssemblies: []), text) == [
                "NavigationAssembly:2", "PaymentsAssembly:6",
            ])
        #expect(registrations.map(\.subjectName) == ["Navigation", "Payments"])
    }

    @Test func viewsGivesItsCasesAndStringKeyClauses() {
        let text = """
            enum Views {
                case main, settings
                case payments

                var stringKey: String {
                    switch self {
                    case .main: return "main"
                    case .payments: return "payments"
                    default: return ""
                    }
                }
            }

            """

        #expect(
            read(ViewsEnumSite(), text) == [
                "main:2", "settings:2", "payments:3", "main:7", "payments:8",
            ])
        #expect(ViewsEnumSite().registrations(in: text)[2].subjectName == "Payments")
    }

    @Test func theViewBuilderGivesItsClausesAndBuildMethods() {
        let text = """
            struct ApplicationViewBuilder {
                func build(view: Views) -> some View {
                    switch view {
                    case .payments: buildPayments()
                    }
                }

                func buildPayments() -> some View { PaymentsView() }
                #if DEBUG
                func buildDebugMenu() -> some View { DebugMenuView() }
                #endif
            }

            """
        let registrations = ViewBuilderSite().registrations(in: text)

        #expect(read(ViewBuilderSite(), text) == ["payments:4", "buildPayments:8"])
        #expect(registrations.map(\.naming) == [.caseName, .builderMethod])
        #expect(registrations.map(\.subjectName) == ["Payments", "Payments"])
    }

    @Test func theNavigationDestinationGivesItsClauses() {
        let text = """
            NavigationStack {
            }
            .navigationDestination(for: Views.self) { view in
                switch view {
                case .orders: appViewBuilder.build(view: .orders)
                case Views.payments: appViewBuilder.build(view: .payments)
                }
            }

            """

        #expect(read(NavigationDestinationSite(), text) == ["orders:5", "payments:6"])
    }

    @Test func theRouterGivesItsListedModules() {
        let text = """
            final class ApplicationRouter {
                var instantiatedModules: [any ModuleType] = [
                    MainModule(),
                    PaymentsModule(),
                ]
            }

            """
        let registrations = ApplicationRouterSite().registrations(in: text)

        #expect(read(ApplicationRouterSite(), text) == ["MainModule:3", "PaymentsModule:4"])
        #expect(registrations.map(\.subjectName) == ["Main", "Payments"])
    }

    @Test func aNamingSpellsEachOfASubjectsNames() {
        let subject = RegistrationSubject(kind: .module, name: "Payments", caseName: "payments")

        #expect(
            SiteRegistration.Naming.allCases.map { $0.spelling(of: subject) } == [
                "PaymentsAssembly", "payments", "buildPayments", "PaymentsModule",
            ])
    }
}
