import ViperGenOutput
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the files a template sends to the test root (``TemplateDestination/tests``) go.
///
/// Inside a viper-gen project, for a module written in the app's sources: the project's
/// `testsPath`, so `Tests/MyAppTests/Payments/...`. Anywhere else they are left out with the
/// reason, since no test target is known that could compile them against the module.
struct TestPlacement {
    /// The files for the output folder.
    let outputFiles: [RenderedFile]
    /// The test files, with paths relative to the project root (the plan's anchor).
    let testFiles: [PlannedFile]
    /// Why the template's tests were left out, if they were.
    let skipReason: String?

    /// Splits `files` into output files and test files placed for `request`.
    init(_ files: [RenderedFile], for request: GenerationRequest, display: PathDisplay) {
        outputFiles = files.filter { $0.destination != .tests }
        let tests = files.filter { $0.destination == .tests }
        guard !tests.isEmpty else {
            testFiles = []
            skipReason = nil
            return
        }
        guard let project = request.project else {
            testFiles = []
            skipReason =
                "there is no viper-gen project here, so no test target is known (a project's "
                + "testsPath says where tests go; `viper-gen init` adopts an app)"
            return
        }
        guard RelativePaths.path(of: request.outputRoot, inside: project.sourcesFolder) != nil
        else {
            testFiles = []
            skipReason =
                "\(request.name) is outside the app's sources "
                + "(\(display.show(project.sourcesFolder.path))), which its tests import"
            return
        }
        let folder = project.config.testsPath
        testFiles = tests.map { PlannedFile(path: folder + "/" + $0.path, contents: $0.contents) }
        skipReason = nil
    }
}
