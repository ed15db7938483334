import Foundation
import ViperGenKit

extension KitRun {
    /// Runs `templates` with `options` in `folder` (``TemplatesCommand``).
    static func templates(_ options: TemplatesOptions, in folder: URL) -> KitRun {
        run(in: folder, json: options.json, dryRun: options.dryRun) { environment, console in
            try TemplatesCommand(options: options, environment: environment, console: console)
                .run()
        }
    }
}
