import Testing
import ViperGenCLITestSupport

/// The first change to a module that `module` added to an app adopted with `init`, whose
/// concurrency settings are not viper-gen's own, builds in the app's settings.
///
/// The base protocols there (`InteractorProtocol`, ...) are the app's, not viper-gen's: what
/// Swift 6 needs at the module's seams must be in the module's own contracts.
@Suite("FirstAsyncChange in adopted apps")
struct FirstAsyncChangeInAdoptedAppsTests {
    /// The swiftui change, made the same way in every adopted swiftui app.
    static let change = FirstAsyncChange.swiftUI[0]

    @Test func originalTemplateAppInSwift5() throws {
        let project = try AdoptedAppIsolationCompileCheckTests.originalTemplateApp()
        try Self.writeOwnBaseProtocol("InteractorProtocol", in: project)
        try project.adopt()
        try Self.addPaymentsAndMakeTheChange(in: project)
        try Self.expectBuilds(project, in: [.swift5])
    }

    @Test func appWithMainActorDefaultIsolation() throws {
        let project = try GeneratedProject()
        try project.removeMainActor()
        try project.writeManifest(defaultIsolation: "MainActor")
        try Self.writeOwnBaseProtocol("InteractorProtocol", in: project)
        try project.adopt()
        try Self.addPaymentsAndMakeTheChange(in: project)
        try Self.expectBuilds(project, in: [.swift6MainActor, .swift5MainActor])
    }

    @Test func swift6AppWithUnannotatedBaseProtocols() throws {
        let project = try AdoptedAppIsolationCompileCheckTests.swift6AppWithUnannotatedProtocols()
        try Self.writeOwnBaseProtocol("InteractorProtocol", in: project)
        try project.adopt()
        try Self.addPaymentsAndMakeTheChange(in: project)
        try Self.expectBuilds(project, in: [.swift6])
    }

    @Test func uikitAppWithItsOwnInteractorable() throws {
        let change = FirstAsyncChange.uikit[0]
        let project = try GeneratedProject(projectArguments: change.projectArguments)
        try Self.writeOwnBaseProtocol("Interactorable", in: project)
        try project.adopt()
        try project.add("module", "Payments")
        try change.apply(to: project)
        try Self.expectBuilds(project, in: [.swift6, .swift5])
    }

    /// Replaces the base protocol `name` in the app's Classes/Architecture folder by the one
    /// an app written before Swift concurrency has: `protocol <name>: AnyObject {}`.
    static func writeOwnBaseProtocol(_ name: String, in project: GeneratedProject) throws {
        let file = project.appFolder.appendingPathComponent("Classes/Architecture/\(name).swift")
        try "import Foundation\n\nprotocol \(name): AnyObject {}\n".write(
            to: file, atomically: true, encoding: .utf8)
    }

    /// Adds the modules Payments and PaymentDetails, then makes the change to Payments.
    static func addPaymentsAndMakeTheChange(in project: GeneratedProject) throws {
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails")
        try change.apply(to: project)
    }

    /// Expects app and tests of `project` to build, with no warning, in each of `settings`.
    static func expectBuilds(_ project: GeneratedProject, in settings: [LanguageSettings]) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        for settings in settings {
            let result = try checker.checkAppAndTests(of: project, settings: settings)
            #expect(result.app.succeeded, "\(settings), app:\n\(result.app.output)")
            #expect(
                result.tests?.succeeded == true,
                "\(settings), tests:\n\(result.tests?.output ?? "")")
        }
    }
}
