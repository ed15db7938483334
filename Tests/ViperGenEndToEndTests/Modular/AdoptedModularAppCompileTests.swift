import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40's done-when: an app with one local package per feature (Swift 6, main-actor default
/// isolation, linked from its `.xcodeproj`), adopted with `init` and given modules and a service,
/// still compiles module by module: the support package, the app's own feature packages, the new
/// module packages, the app and the modules' tests.
@Suite("Adopted modular app compiles")
struct AdoptedModularAppCompileTests {
    @Test func initModulesAndServiceCompileAsTheAppsPackages() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        try app.run(["module", "PaymentDetails"])
        try app.run(["service", "Network"])
        let modules = try app.swiftModules()
        #expect(
            modules.map(\.name) == [
                "Architecture", "Home", "PaymentDetails", "Payments", "Settings", "ModularApp",
                "PaymentDetailsTests", "PaymentsTests",
            ])
        let checker = try ModularTypeChecker.shared()
        let failures = try checker.failures(
            of: modules, under: [LanguageSettings.swift6MainActor, .swift6], in: app.root)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func theAppWithoutTheModulesImportDoesNotCompile() throws {
        // Negative control: the import `module` adds where it registers is what the app needs.
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        let container = app.root.appendingPathComponent(
            "ModularApp/Architecture/AppContainer.swift")
        let text = try String(contentsOf: container, encoding: .utf8)
        #expect(text.contains("import Payments\n"))
        try text.replacing("import Payments\n", with: "").write(
            to: container, atomically: true, encoding: .utf8)
        let modules = try app.swiftModules()
        let runs = try ModularTypeChecker.shared().check(
            modules, settings: .swift6MainActor, in: app.root.appendingPathComponent(".modules"))
        #expect(runs.last?.module.name == "ModularApp")
        #expect(
            runs.last?.run.output.contains("cannot find 'PaymentsAssembly' in scope") == true,
            "\(runs.last?.run.output ?? "")")
    }
}
