import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Apps whose concurrency settings differ from viper-gen's own projects, adopted with `init`:
/// a module added to them keeps the app compiling in its language mode and isolation.
@Suite("CompileCheck of adopted apps' isolation")
struct AdoptedAppIsolationCompileCheckTests {
    /// The app the original SwiftUI VIPER template makes, in Swift 5: no `@MainActor` anywhere.
    static func originalTemplateApp() throws -> GeneratedProject {
        let project = try GeneratedProject()
        try project.removeMainActor()
        try project.setToolsVersion("5.9")
        #expect(
            try !project.text(of: "Sources/MyApp/ApplicationViewBuilder.swift").contains("Actor"))
        return project
    }

    @Test func originalTemplateAppInSwift5KeepsCompilingWithANewModule() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.originalTemplateApp()
        let build = try project.adopt().build
        #expect(build?.swiftVersion == "5")
        #expect(build?.viewIsolation == "nonisolated")
        #expect(build?.protocolIsolation == "nonisolated")
        let output = try project.addModuleReporting("Payments")
        #expect(output.contains("Payments is registered in the app"), "\(output)")
        let builder = try project.text(of: "Sources/MyApp/ApplicationViewBuilder.swift")
        #expect(builder.contains("func buildPayments()"), "\(builder)")
        let module = "Sources/MyApp/Classes/Modules/Payments/"
        for file in [
            "Assembly/PaymentsAssembly", "Presenter/PaymentsPresenter", "Router/PaymentsRouter",
        ] {
            #expect(
                try !project.text(of: module + file + ".swift").contains("@MainActor"), "\(file)")
        }
        let result = try checker.checkAppAndTests(of: project, settings: .swift5)
        #expect(result.app.succeeded, "app:\n\(result.app.output)")
        #expect(result.tests?.succeeded == true, "tests:\n\(result.tests?.output ?? "")")
    }

    @Test func originalTemplateAppWithAMainActorAssemblyFailsTheCheck() throws {
        // Negative control, the issue's report: a @MainActor build() called from the
        // non-isolated buildPayments() that build(view:) calls does not compile, in Swift 5.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.originalTemplateApp()
        try project.adopt()
        try project.add("module", "Payments")
        try project.replace(
            "    func build() -> some View {",
            with: "    @MainActor\n    func build() -> some View {",
            in: "Sources/MyApp/Classes/Modules/Payments/Assembly/PaymentsAssembly.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift5)
        #expect(!run.succeeded)
        #expect(
            run.output.contains("main actor-isolated instance method 'build()'"), "\(run.output)")
    }

    @Test func originalTemplateAppWithoutTheRecordedIsolationIsLeftToTheUser() throws {
        // Without `build` in its config (adopted before it existed) the module is @MainActor:
        // registration must not claim an edit of the view builder that would not compile, and
        // says what to add instead.
        let project = try Self.originalTemplateApp()
        var config = try project.adopt()
        config.build = nil
        try Data(config.encoded()).write(
            to: project.root.appendingPathComponent(ProjectConfig.fileName))
        let output = try project.addModuleReporting("Payments")
        #expect(!output.contains("Payments is registered in the app"), "\(output)")
        #expect(output.contains("build(view:) is not"), "\(output)")
        #expect(output.contains("@MainActor func buildPayments()"), "\(output)")
        let builder = try project.text(of: "Sources/MyApp/ApplicationViewBuilder.swift")
        #expect(!builder.contains("buildPayments"), "\(builder)")
    }

    @Test func appWithMainActorDefaultIsolationKeepsCompilingWithANewModule() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.removeMainActor()
        try project.writeManifest(defaultIsolation: "MainActor")
        let build = try project.adopt().build
        #expect(build?.defaultIsolation == "MainActor")
        #expect(build?.viewIsolation == "MainActor")
        try project.add("module", "Payments")
        let interactor = try project.text(
            of: "Sources/MyApp/Classes/Modules/Payments/Interactor/PaymentsInteractor.swift")
        #expect(interactor.contains("nonisolated\nfinal class PaymentsInteractor"), "\(interactor)")
        for mode in ["5", "6"] {
            let result = try checker.checkAppAndTests(
                of: project,
                settings: LanguageSettings(languageMode: mode, mainActorByDefault: true))
            #expect(result.app.succeeded, "Swift \(mode), app:\n\(result.app.output)")
            #expect(
                result.tests?.succeeded == true,
                "Swift \(mode), tests:\n\(result.tests?.output ?? "")")
        }
    }

    @Test func swift6AppWithUnannotatedBaseProtocolsKeepsCompilingWithANewModule() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.swift6AppWithUnannotatedProtocols()
        let build = try project.adopt().build
        #expect(build?.swiftVersion == "6")
        #expect(build?.protocolIsolation == "nonisolated")
        #expect(build?.viewIsolation == "MainActor")
        try project.add("module", "Payments")
        let contracts = try project.text(
            of: "Sources/MyApp/Classes/Modules/Payments/Contracts/PaymentsContracts.swift")
        #expect(
            contracts.contains("@MainActor\nprotocol PaymentsViewStateProtocol"), "\(contracts)")
        let result = try checker.checkAppAndTests(of: project, settings: .swift6)
        #expect(result.app.succeeded, "app:\n\(result.app.output)")
        #expect(result.tests?.succeeded == true, "tests:\n\(result.tests?.output ?? "")")
    }

    @Test func swift6AppWithUnannotatedBaseProtocolsFailsTheCheckWithoutMainActorContracts() throws
    {
        // Negative control: the main-actor view state conforming to an unannotated protocol
        // with a requirement is a Swift 6 error; the module's own @MainActor contracts are what
        // make it compile.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try Self.swift6AppWithUnannotatedProtocols()
        try project.adopt()
        try project.add("module", "Payments")
        try project.replace(
            "@MainActor\nprotocol PaymentsViewStateProtocol",
            with: "protocol PaymentsViewStateProtocol",
            in: "Sources/MyApp/Classes/Modules/Payments/Contracts/PaymentsContracts.swift")
        let run = try checker.typeCheckApp(of: project, settings: .swift6)
        #expect(!run.succeeded)
        #expect(run.output.contains("PaymentsViewState"), "\(run.output)")
    }

    /// viper-gen's own project in Swift 6 with the base protocols' `@MainActor` removed; its
    /// Main module's contracts are main-actor isolated themselves, as the templates make them.
    static func swift6AppWithUnannotatedProtocols() throws -> GeneratedProject {
        let project = try GeneratedProject()
        try project.removeMainActorFromBaseProtocols()
        let contracts = try project.text(
            of: "Sources/MyApp/Classes/Modules/Main/Contracts/MainContracts.swift")
        for name in ["Router", "Presenter", "ViewState"] {
            #expect(contracts.contains("@MainActor\nprotocol Main\(name)Protocol"), "\(contracts)")
        }
        return project
    }
}
