import Testing

@testable import ViperGenSwiftSource

/// Issue 23: removing the last module from the application router's list takes back the comma
/// adding gave the element before it exactly when viper-gen did not add that element itself.
@Suite("Application router removal with the added modules known")
struct ApplicationRouterAddedTypesTests {
    private let payments = RegistrationSubject(
        kind: .module, name: "Payments", caseName: "payments")

    /// The list of `elements`, one per line.
    private func list(_ elements: String) -> String {
        "    var instantiatedModules: [any ModuleType] = [\n\(elements)    ]\n"
    }

    @Test(
        arguments: [
            // The template's only element, written without a trailing comma.
            ("        MainModule()\n", Set<String>()),
            // An element viper-gen added, which came with its own comma.
            ("        MainModule(),\n        OrdersModule(),\n", ["OrdersModule"]),
            // A template's element written with its comma stays as it was without the records.
            ("        MainModule(),\n", nil),
        ] as [(String, Set<String>?)])
    func addingAndRemovingTheLastModuleGivesTheListBack(before: String, added: Set<String>?) {
        let text = list(before)
        guard case .edited(let registered) = ApplicationRouterSite().register(payments, in: text)
        else {
            Issue.record("not registered in \(text)")
            return
        }
        let site = ApplicationRouterSite(addedTypes: added.map { $0.union(["PaymentsModule"]) })
        #expect(site.remove(payments, from: registered) == .edited(text))
    }

    @Test func withoutTheAddedModulesTheCommaStays() {
        let registered = list("        MainModule(),\n        PaymentsModule(),\n")
        #expect(
            ApplicationRouterSite().remove(payments, from: registered)
                == .edited(list("        MainModule(),\n")))
        #expect(
            ApplicationRouterSite(addedTypes: ["PaymentsModule"]).remove(payments, from: registered)
                == .edited(list("        MainModule()\n")))
    }

    /// The template's `MainModule()`, last and without a trailing comma, which adding would not
    /// write so: it goes alone (rename Main and remove Main in a routed project), the elements
    /// before it untouched.
    @Test(arguments: [
        ("        MainModule()\n", ""),
        ("        OrdersModule(),\n        MainModule()\n", "        OrdersModule(),\n"),
        ("        MainModule(),\n        HomeModule(),\n", "        HomeModule(),\n"),
    ])
    func theTemplatesLastElementWithoutItsCommaIsRemovedAlone(before: String, after: String) {
        let main = RegistrationSubject(kind: .module, name: "Main", caseName: "main")
        #expect(ApplicationRouterSite().remove(main, from: list(before)) == .edited(list(after)))
    }
}
