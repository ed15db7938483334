import Foundation
import ViperGenKit

extension KitRun {
    /// Runs `templates` with `options` in `folder` (``TemplateLister``).
    static func templates(_ options: TemplatesOptions, in folder: URL) -> KitRun {
        run(in: folder, json: options.json, dryRun: options.dryRun) { environment, console in
            try TemplateLister(options: options, environment: environment, console: console)
                .run()
        }
    }
}
