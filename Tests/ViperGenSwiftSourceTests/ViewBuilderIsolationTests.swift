import Testing

@testable import ViperGenSwiftSource

/// Issue 36: a module whose assembly builds on the main actor is registered in the view
/// builder only where the call compiles: from a main-actor `build(view:)`.
@Suite("View builder isolation")
struct ViewBuilderIsolationTests {
    private var payments: RegistrationSubject {
        var subject = RegistrationSubject(kind: .module, name: "Payments", caseName: "payments")
        subject.buildsOnMainActor = true
        return subject
    }

    /// A view builder with `typeAttribute` on the class and `methodAttribute` on build(view:).
    private func builder(type typeAttribute: String, method methodAttribute: String) -> String {
        """
        \(typeAttribute)final class ApplicationViewBuilder: Assembly {
            \(methodAttribute)@ViewBuilder
            func build(view: Views) -> some View {
                switch view {
                case .main: buildMain()
                }
            }

            @ViewBuilder
            func buildMain() -> some View {
                container.resolve(MainAssembly.self).build()
            }
        }

        """
    }

    @Test func aNonIsolatedBuilderIsLeftToTheUser() {
        let text = builder(type: "", method: "")
        guard case .manual(let reasons, let steps) = ViewBuilderSite().register(payments, in: text)
        else {
            Issue.record("expected manual registration")
            return
        }
        #expect(reasons.count == 2)
        #expect(reasons.allSatisfy { $0.contains("PaymentsAssembly.build() is @MainActor") })
        #expect(steps.contains { $0.line.hasPrefix("@MainActor func buildPayments()") })
    }

    @Test func aMainActorBuildMethodGetsAMainActorSibling() {
        let text = builder(type: "", method: "@MainActor ")
        guard case .edited(let edited) = ViewBuilderSite().register(payments, in: text) else {
            Issue.record("expected an edit")
            return
        }
        #expect(
            edited.contains(
                """
                    @ViewBuilder
                    @MainActor
                    func buildPayments() -> some View {
                """), "\(edited)")
    }

    @Test func aMainActorTypeNeedsNothingMore() {
        let text = builder(type: "@MainActor\n", method: "")
        guard case .edited(let edited) = ViewBuilderSite().register(payments, in: text) else {
            Issue.record("expected an edit")
            return
        }
        #expect(!edited.contains("@MainActor\n    func buildPayments"), "\(edited)")
        #expect(edited.contains("case .payments: buildPayments()"), "\(edited)")
    }

    @Test func aNonIsolatedAssemblyRegistersAnywhere() {
        let subject = RegistrationSubject(kind: .module, name: "Payments", caseName: "payments")
        let text = builder(type: "", method: "")
        guard case .edited(let edited) = ViewBuilderSite().register(subject, in: text) else {
            Issue.record("expected an edit")
            return
        }
        #expect(!edited.contains("@MainActor"), "\(edited)")
    }
}
