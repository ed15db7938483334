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
}
