import Foundation
import ViperGenKit
import ViperGenProject
import ViperGenTemplates

extension KitRun {
    /// Runs `project`, `module` or `service` (`kind`) with `options` in `folder`
    /// (``Generator``).
    static func generate(
        _ kind: ScaffoldKind, _ options: GenerateOptions, in folder: URL,
        variables: [String: String] = [:], ask: (@Sendable (Question) -> String?)? = nil
    ) -> KitRun {
        run(
            in: folder, variables: variables, ask: ask, json: options.flags.json,
            dryRun: options.flags.dryRun
        ) { environment, console in
            try Generator(
                command: kind, options: options, environment: environment, console: console
            ).run()
        }
    }
}
