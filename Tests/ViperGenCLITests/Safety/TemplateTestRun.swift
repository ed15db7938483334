import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenTemplates

/// Runs the CLI in-process, like `TestRun`, but with templates from `templates`.
enum TemplateTestRun {
    /// Runs `viper-gen <arguments>` in `folder` with `templates` as the template source.
    static func run(
        _ arguments: [String], in folder: URL, templates: any TemplateSource
    ) -> TestRun {
        var environment = TestRun.environment(in: folder)
        environment.templates = templates
        let captured = CapturedConsole()
        let code = ViperGenTool.run(
            arguments: arguments, environment: environment, console: captured.console)
        return TestRun(code: code, out: captured.out, err: captured.err)
    }
}
