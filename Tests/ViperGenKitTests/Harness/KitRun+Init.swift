import Foundation
import ViperGenKit
import ViperGenProject

extension KitRun {
    /// Runs `init` with `options` in `folder` (``Initializer``).
    static func initialize(
        _ options: InitOptions = InitOptions(), in folder: URL,
        variables: [String: String] = [:], ask: (@Sendable (Question) -> String?)? = nil
    ) -> KitRun {
        run(
            in: folder, variables: variables, ask: ask, json: options.json,
            dryRun: options.dryRun
        ) { environment, console in
            try Initializer(options: options, environment: environment, console: console).run()
        }
    }
}
