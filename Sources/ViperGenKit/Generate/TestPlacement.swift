import ViperGenOutput
import ViperGenSystem

/// Where the files a template sends to the test root (``TemplateDestination/tests``) go, or
/// why they are left out.
///
/// Inside a viper-gen project, for a module written in the app's sources: the project's
/// `testsPath`, so `Tests/MyAppTests/Payments/...`. Anywhere else they are left out, since no
/// test target is known that could compile them against the module.
enum TestPlacement: Equatable {
    /// In the project's test folder: its `testsPath`, relative to the project's root.
    case folder(String)
    /// Left out: there is no viper-gen project, so no test target is known.
    case noProject
    /// Left out: the output lies outside the app's sources (the absolute path of the sources
    /// folder), which its tests import.
    case outsideSources(AbsolutePath)
    /// Left out: the project records that the app has no unit-test target (`writesTests`
    /// false), so nothing would build them; the app target's name when recorded.
    case noTestTarget(appTarget: String?)

    /// Where the tests of `request` go.
    init(for request: GenerationRequest) {
        guard let project = request.project else {
            self = .noProject
            return
        }
        // A module that is a Swift module of its own has its test target beside it.
        if let module = request.modulePackage {
            self = .folder(module.places.tests)
            return
        }
        guard request.outputRoot.isDescendantOrSelf(of: project.sourcesFolder) else {
            self = .outsideSources(project.sourcesFolder)
            return
        }
        if project.config.writesTests == false {
            self = .noTestTarget(appTarget: project.config.target)
            return
        }
        self = .folder(project.config.testsPath)
    }
}
