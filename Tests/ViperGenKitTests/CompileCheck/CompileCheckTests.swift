import Foundation
import Testing

/// Generates trees with viper-gen and type-checks them with `swiftc`: against stand-ins for
/// SwiftUI and Combine on Linux, against the real iOS SDK on macOS.
@Suite("CompileCheck")
struct CompileCheckTests {
    @Test func projectWithModulesAndServiceTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails")
        try project.add("service", "Network")
        let result = try checker.typeCheckAppAndTests(of: project)
        #expect(result.app.succeeded, "app sources:\n\(result.app.output)")
        if let tests = result.tests {
            #expect(tests.succeeded, "test sources:\n\(tests.output)")
        }
    }

    @Test func regeneratedProjectWithModulesAndServiceTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Profile")
        try project.add("module", "Payments")
        try project.add("service", "Network")
        try project.regenerate()
        let run = try checker.typeCheckApp(of: project)
        #expect(run.succeeded, "app sources:\n\(run.output)")
    }

    @Test(arguments: ModuleTemplateStyle.all)
    func moduleTemplateTypeChecksInAFreshProject(_ style: ModuleTemplateStyle) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Checkout", style.arguments)
        let run = try checker.typeCheckApp(of: project)
        #expect(run.succeeded, "\(style):\n\(run.output)")
    }

    @Test(
        .enabled(
            if: TestPlatform.isLinux,
            "reads /proc/self/maps, which only Linux has; macOS uses swiftc on PATH (Xcode's shim)")
    )
    func compilerIsFoundFromTheRunningToolchainWithoutPath() throws {
        let compiler = try SwiftCompilerLocator.locate(environment: [:]).get()
        #expect(compiler.lastPathComponent == "swiftc")
    }

    @Test func renamedPresenterInitializerLabelFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        try project.replace(
            "router: any PaymentsRouterProtocol,", with: "rooter: any PaymentsRouterProtocol,",
            in: "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("PaymentsPresenter("), "\(run.output)")
        #expect(run.output.contains("rooter:"), "\(run.output)")
    }

    @Test func misspeltSwiftUITypeFailsTheCheck() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.replace(
            "NavigationStack(path:", with: "NavigationStak(path:",
            in: "Sources/MyApp/RootView.swift")
        let run = try checker.typeCheckApp(of: project)
        #expect(!run.succeeded)
        #expect(run.output.contains("error:"), "\(run.output)")
        #expect(run.output.contains("NavigationStak"), "\(run.output)")
    }
}
