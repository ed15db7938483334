import Foundation
import ViperGenTestSupport

/// Type-checks a generated project's sources with one `swiftc` invocation per target.
package struct GeneratedTreeTypeChecker {
    /// The compiler and the framework arguments to use.
    package let setup: CompilerSetup

    /// A checker with `setup`.
    package init(setup: CompilerSetup) {
        self.setup = setup
    }

    /// A checker over the shared setup; throws if there is no compiler or the stand-ins fail.
    package static func shared() throws -> GeneratedTreeTypeChecker {
        GeneratedTreeTypeChecker(setup: try CompilerSetup.shared.get())
    }

    /// Type-checks every Swift file of the app target in one invocation under `settings`
    /// (`-typecheck`: no SIL, so data races across isolation regions go unseen).
    package func typeCheckApp(
        of project: GeneratedProject, settings: LanguageSettings = .manifest
    ) throws -> CompilerRun {
        let arguments =
            try ["-typecheck"] + settings.appArguments
            + appArguments(of: project, languageMode: settings.languageMode)
        return try CompilerRun.compile(setup.compiler, arguments)
    }

    /// Checks the app target, then the test target against it, as a build does: through SIL,
    /// where Swift 6 diagnoses data races across isolation regions (`-typecheck` does not), under
    /// `settings`.
    ///
    /// The app is emitted as a testable module while its SIL is checked (one invocation); the
    /// test target's SIL is checked against that module (a second one). `tests` is nil when the
    /// app did not compile. Main-actor default isolation applies to the app only: Xcode 26 sets
    /// it on a new app target, not on its test target.
    package func checkAppAndTests(
        of project: GeneratedProject, settings: LanguageSettings = .manifest
    ) throws -> (app: CompilerRun, tests: CompilerRun?) {
        let modules = project.root.appendingPathComponent(".compile-check")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let module = modules.appendingPathComponent("\(project.name).swiftmodule")
        // The SIL goes to a file: swiftc replaces its output by renaming, so never /dev/null.
        let app = try CompilerRun.compile(
            setup.compiler,
            try ["-emit-sil"] + settings.appArguments
                + [
                    "-enable-testing", "-emit-module-path", module.path, "-o",
                    modules.appendingPathComponent("app.sil").path,
                ]
                + appArguments(of: project, languageMode: settings.languageMode))
        guard app.succeeded else { return (app, nil) }
        let testArguments =
            try ["-emit-sil", "-o", modules.appendingPathComponent("tests.sil").path]
            + ["-parse-as-library", "-I", modules.path]
            + commonArguments(of: project, languageMode: settings.languageMode)
            + project.swiftFiles(in: project.testsFolder).map(\.path)
        return (app, try CompilerRun.compile(setup.compiler, testArguments))
    }

    private func appArguments(
        of project: GeneratedProject, languageMode: String?
    ) throws -> [String] {
        try ["-parse-as-library", "-module-name", project.name]
            + commonArguments(of: project, languageMode: languageMode)
            + project.swiftFiles(in: project.appFolder).map(\.path)
    }

    private func commonArguments(
        of project: GeneratedProject, languageMode: String?
    ) throws -> [String] {
        try ["-swift-version", languageMode ?? project.languageMode()]
            + setup.frameworkArguments
            + (setup.warningsAreErrors ? ["-warnings-as-errors"] : [])
    }
}
