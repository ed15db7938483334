import Testing
import ViperGenCLITestSupport

/// The first change a team makes to a new module, an async interactor call awaited from the
/// presenter, builds in every language setting an app may have: Swift 6 (where sending a
/// non-Sendable interactor across isolation regions is an error found only in SIL), Swift 5,
/// and main-actor default isolation; app and tests, with no error or warning.
@Suite("FirstAsyncChange")
struct FirstAsyncChangeTests {
    @Test(arguments: FirstAsyncChange.all)
    func changedModuleBuildsInEveryLanguageSetting(_ change: FirstAsyncChange) throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try change.makeChangedProject()
        for settings in LanguageSettings.all {
            let result = try checker.checkAppAndTests(of: project, settings: settings)
            #expect(result.app.succeeded, "\(change), \(settings), app:\n\(result.app.output)")
            #expect(
                result.tests?.succeeded == true,
                "\(change), \(settings), tests:\n\(result.tests?.output ?? "")")
        }
    }

    @Test func interactorThatIsNotSendableFailsSwift6OnlyThroughSIL() throws {
        // Negative control, the issue's report: without `Sendable` on the interactor's contract
        // and its base, awaiting it from the main-actor presenter sends a non-Sendable value
        // across isolation regions; Swift 6 finds that in SIL, and `-typecheck` does not.
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try FirstAsyncChange.swiftUI[0].makeChangedProject()
        try project.replace(
            "protocol InteractorProtocol: AnyObject, Sendable {}",
            with: "protocol InteractorProtocol: AnyObject {}",
            in: "Sources/MyApp/Classes/Architecture/InteractorProtocol.swift")
        try project.replace(
            "protocol PaymentsInteractorProtocol: InteractorProtocol, Sendable {",
            with: "protocol PaymentsInteractorProtocol: InteractorProtocol {",
            in: "Sources/MyApp/Classes/Modules/Payments/Contracts/PaymentsContracts.swift")

        let sil = try checker.checkAppAndTests(of: project, settings: .swift6).app
        let typeCheck = try checker.typeCheckApp(of: project, settings: .swift6)

        #expect(!sil.succeeded)
        #expect(
            sil.output.contains(
                "sending value of non-Sendable type 'any PaymentsInteractorProtocol'"),
            "\(sil.output)")
        #expect(typeCheck.succeeded, "\(typeCheck.output)")
    }
}
