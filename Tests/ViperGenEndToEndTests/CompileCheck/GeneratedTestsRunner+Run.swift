import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

extension GeneratedTestsRunner {
    /// The run of `project`'s tests; nil, with an issue naming `context` recorded, when the app
    /// or its tests failed to build.
    func testRun(
        of project: GeneratedProject, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CompilerRun? {
        switch try run(project) {
        case .buildFailed(let build):
            Issue.record(
                "\(context): the build failed:\n\(build.output)", sourceLocation: sourceLocation)
            return nil
        case .ran(let tests):
            return tests
        }
    }
}
