import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// How `routed` modules join the application router through the CLI: registered once, shown as
/// a diff by --dry-run, left to the user with the exact line when the list cannot be found, and
/// kept (or the run refused) when the project is regenerated.
@Suite("Routed registration", .alsoOnAPFS)
struct RoutedRegistrationTests {
    @Test func aModuleIsAddedToTheRouterOnceAndTheAdviceOpensIt() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }

        let run = KitRun.generate(.module, ["Payments"], in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Updating \(StyleFixture.router)"), "\(run.out)")
        #expect(
            run.out.contains(
                """
                Next steps: Payments is registered in the app. Open it from another module:
                  ApplicationRouter.shared.open(route: "payments", path: "/show")
                """), "\(run.out)")
        let once = try StyleFixture.read(StyleFixture.router, in: project)
        #expect(once.contains("        MainModule(),\n        PaymentsModule(),\n    ]"))

        let again = KitRun.generate(.module, ["Payments"], in: project) {
            $0.flags.force = true
            $0.flags.verbose = true
        }

        #expect(again.code == .success, "\(again.err)")
        #expect(!again.out.contains("Updating \(StyleFixture.router)"), "\(again.out)")
        #expect(again.out.contains("Payments is already registered in \(StyleFixture.router)"))
        #expect(try StyleFixture.read(StyleFixture.router, in: project) == once)
    }

    @Test func severalModulesInOneRunAreAddedInOrder() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }

        let run = KitRun.generate(.module, ["Payments", "Profile"], in: project)

        #expect(run.code == .success, "\(run.err)")
        let router = try StyleFixture.read(StyleFixture.router, in: project)
        #expect(
            router.contains(
                "        MainModule(),\n        PaymentsModule(),\n        ProfileModule(),\n    ]")
        )
    }

    @Test func dryRunShowsTheRouterDiffAndWritesNothing() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        let before = try GoldenTree.files(under: project)

        let run = KitRun.generate(.module, ["Profile"], in: project) {
            $0.flags.dryRun = true
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(try GoldenTree.files(under: project) == before)
        #expect(
            run.out.contains(
                """
                --- a/Sources/Demo/ApplicationRouter.swift
                +++ b/Sources/Demo/ApplicationRouter.swift
                @@ -20,7 +20,8 @@
                """), "\(run.out)")
        #expect(
            run.out.contains(
                """
                     /// Every module the router opens, one instance each; `viper-gen module` adds new ones.
                     var instantiatedModules: [any ModuleType] = [
                -        MainModule()
                +        MainModule(),
                +        ProfileModule(),
                     ]
                """), "\(run.out)")
    }

    @Test func aRouterWithoutTheListIsLeftUnchangedWithTheLineToAdd() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        let text = try StyleFixture.read(StyleFixture.router, in: project)
            .replacingOccurrences(of: "instantiatedModules", with: "modules")
        try StyleFixture.write(text, to: StyleFixture.router, in: project)

        let run = KitRun.generate(.module, ["Payments"], in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(try StyleFixture.read(StyleFixture.router, in: project) == text)
        #expect(
            run.err.contains(
                "Warning: \(StyleFixture.router) was left unchanged: no instantiatedModules "
                    + "property."), "\(run.err)")
        #expect(run.err.contains("in ApplicationRouter's instantiatedModules list:\n"))
        #expect(run.err.contains("      PaymentsModule(),"), "\(run.err)")
        #expect(run.out.contains("Next steps: add the lines listed in the warning above"))
    }

    @Test func aMissingRouterIsReportedWithTheLineToAdd() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        try FileManager.default.removeItem(at: project.appendingPathComponent(StyleFixture.router))

        let run = KitRun.generate(.module, ["Payments"], in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.contains("ApplicationRouter.swift was left unchanged: file not found"))
        #expect(run.err.contains("      PaymentsModule(),"), "\(run.err)")
    }

    @Test func aRouterFileUnderAnotherNameIsFoundByItsDeclaration() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        let moved = "Sources/Demo/Classes/Routing/AppRouter.swift"
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Sources/Demo/Classes/Routing"),
            withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: project.appendingPathComponent(StyleFixture.router),
            to: project.appendingPathComponent(moved))

        let run = KitRun.generate(.module, ["Payments"], in: project)

        #expect(run.code == .success, "\(run.err)")
        #expect(try StyleFixture.read(moved, in: project).contains("        PaymentsModule(),\n"))
    }

    @Test func regeneratingTheProjectKeepsItsModulesInTheRouter() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        for name in ["Profile", "Payments"] {
            #expect(KitRun.generate(.module, [name], in: project).code == .success)
        }
        let before = try StyleFixture.read(StyleFixture.router, in: project)

        let run = KitRun.generate(.project, ["Demo"], in: folder.url) {
            $0.template = "routed"
            $0.flags.force = true
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(try StyleFixture.read(StyleFixture.router, in: project) == before)
        #expect(
            before.contains("MainModule(),\n        ProfileModule(),\n        PaymentsModule(),"))
    }

    @Test func regeneratingWithoutTheFlagKeepsTheStyleAndTheModules() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        #expect(KitRun.generate(.module, ["Payments"], in: project).code == .success)
        let before = try GoldenTree.files(under: project)

        let run = KitRun.generate(.project, ["Demo"], in: folder.url) {
            $0.flags.force = true
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(try GoldenTree.files(under: project) == before)
    }

    @Test func regeneratingRefusesToDropAModuleWithoutItsFolder() throws {
        let (folder, project) = try StyleFixture.project("routed")
        defer { withExtendedLifetime(folder) {} }
        #expect(KitRun.generate(.module, ["Payments"], in: project).code == .success)
        let text = try StyleFixture.read(StyleFixture.router, in: project)
            .replacingOccurrences(
                of: "PaymentsModule(),\n", with: "PaymentsModule(),\n        LegacyModule(),\n")
        try StyleFixture.write(text, to: StyleFixture.router, in: project)
        let before = try GoldenTree.files(under: project)

        let run = KitRun.generate(.project, ["Demo"], in: folder.url) {
            $0.template = "routed"
            $0.flags.force = true
        }

        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                "Demo/Sources/Demo/ApplicationRouter.swift: LegacyModule() (no module folder "
                    + "declares LegacyModule)"), "\(run.err)")
        #expect(run.err.contains("Nothing was written."))
        #expect(try GoldenTree.files(under: project) == before)
    }
}
