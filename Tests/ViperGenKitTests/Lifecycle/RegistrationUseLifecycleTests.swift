import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 37, defect 3: uses of a module's registration (its `Views` case, builder method,
/// route) and code inside string interpolation are uses like its types: `remove` refuses them
/// (or with `--force` removes the lines that are nothing else), `rename` renames them with the
/// registration, and neither leaves an app that does not compile with exit 0.
@Suite("remove and rename: uses of the registration")
struct RegistrationUseLifecycleTests {
    /// A file of the Main module that opens Payments as the next steps say.
    static let opener = "Sources/MyApp/Classes/Modules/Main/OpenPayments.swift"

    /// The project with a Payments module and `opener` holding `body` in a router extension.
    private func app(opening body: String) throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try app.write(
            Self.opener,
            "extension MainRouter {\n    func openPayments(navigation: NavigationService) {\n"
                + body + "    }\n}\n")
        return app
    }

    @Test func removeRefusesTheCaseTheMethodAndAnInterpolatedTypeListingEach() throws {
        let app = try app(
            opening: "        navigation.push(.payments)\n"
                + "        _ = ApplicationViewBuilder.stub.buildPayments()\n"
                + "        print(\"\\(PaymentsAssembly.self)\")\n")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.remove(["Payments"], in: app.url)

        #expect(run.code == .cannotCreate, "\(run.err)")
        for use in [":3: .payments", ":4: buildPayments", ":5: PaymentsAssembly"] {
            #expect(run.err.contains("  " + Self.opener + use + "\n"), "\(run.err)")
        }
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func forceRemovesALineThatIsNothingButAUseAndRefusesOneWithMore() throws {
        let alone = try app(
            opening: "        print(\"open\")\n        navigation.push(.payments)\n")

        let forced = KitRun.remove(["Payments"], in: alone.url) { $0.force = true }

        #expect(forced.code == .success, "\(forced.err)")
        #expect(
            try alone.read(Self.opener)
                == "extension MainRouter {\n    func openPayments(navigation: NavigationService) {\n"
                + "        print(\"open\")\n    }\n}\n")
        let check = KitRun.check(in: alone.url)
        #expect(check.code == .success, "\(check.out)")

        let shared = try app(opening: "        let next: Views = .payments\n        print(next)\n")
        let before = try DirectorySnapshot(of: shared.path)
        let refused = KitRun.remove(["Payments"], in: shared.url) { $0.force = true }
        #expect(refused.code == .cannotCreate, "\(refused.err)")
        #expect(refused.err.contains("  " + Self.opener + ":3: .payments\n"), "\(refused.err)")
        #expect(try DirectorySnapshot(of: shared.path) == before)
    }

    @Test func renameRenamesTheUsesWithTheRegistrationAndEverywhereTheInterpolatedType() throws {
        let app = try app(
            opening: "        navigation.push(.payments)\n"
                + "        print(\"Payments \\(PaymentsAssembly.self)\") // .payments\n")

        let run = KitRun.rename("Payments", "Billing", in: app.url) { $0.everywhere = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(
            try app.read(Self.opener)
                == "extension MainRouter {\n    func openPayments(navigation: NavigationService) {\n"
                + "        navigation.push(.billing)\n"
                + "        print(\"Payments \\(BillingAssembly.self)\") // .payments\n    }\n}\n")
    }

    @Test func renameWithoutEverywhereStillRenamesTheCaseAndWarnsOfTheInterpolatedType() throws {
        let app = try app(
            opening: "        navigation.push(.payments)\n"
                + "        print(\"\\(PaymentsAssembly.self)\")\n")

        let run = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(Self.opener).contains("navigation.push(.billing)\n"))
        #expect(run.err.contains("  " + Self.opener + ":4: PaymentsAssembly"), "\(run.err)")
    }

    @Test func anotherEnumsCaseOfTheNameMakesImplicitMembersAmbiguousAndLeftAlone() throws {
        let app = try app(opening: "        navigation.push(.payments)\n")
        let tab = "Sources/MyApp/Classes/Modules/Main/Tab.swift"
        try app.write(tab, "enum Tab { case home, payments }\nlet selected: Tab = .payments\n")

        let run = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try app.read(tab).hasSuffix("let selected: Tab = .payments\n"))
        #expect(try app.read(Self.opener).contains("navigation.push(.payments)\n"))
        #expect(run.err.contains("  " + tab + ":2: .payments"), "\(run.err)")
        #expect(run.err.contains("  " + Self.opener + ":3: .payments"), "\(run.err)")
    }

    @Test func aRoutedModulesRouteIsAUseAndIsRenamed() throws {
        let app = try LifecycleApp.generated("routed-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let delegate = "Sources/Demo/SceneDelegate.swift"
        try app.write(
            delegate,
            try app.read(delegate).replacingOccurrences(
                of: "router.open(route: \"main\", path: \"/show\")",
                with: "router.open(route: \"main\", path: \"/show\")\n"
                    + "        router.open(url: URL(string: \"app://payments/show\")!)"))

        let refused = KitRun.remove(["Payments"], in: app.url)
        #expect(refused.code == .cannotCreate, "\(refused.err)")
        #expect(refused.err.contains("\"app://payments/show\""), "\(refused.err)")

        let renamed = KitRun.rename("Payments", "Billing", in: app.url)
        #expect(renamed.code == .success, "\(renamed.err)")
        #expect(try app.read(delegate).contains("URL(string: \"app://billing/show\")!"))
    }

    @Test func checkReportsTheUseOfACaseThatNoLongerExists() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try app.write(
            Self.opener,
            "extension MainRouter {\n    func openPayments(navigation: NavigationService) {\n"
                + "        navigation.push(.payments)\n        navigation.present(.main)\n"
                + "        print(Views.payments, \"\\(Views.orders)\")\n    }\n}\n")

        let run = KitRun.check(in: app.url)

        #expect(run.code != .success)
        #expect(
            run.out.contains(
                Self.opener + ":3,5: uses a Views case that no longer exists (payments)\n"),
            "\(run.out)")
        #expect(
            run.out.contains(
                Self.opener + ":5: uses a Views case that no longer exists (orders)\n"),
            "\(run.out)")
        #expect(!run.out.contains("(main)"), "\(run.out)")
    }
}
