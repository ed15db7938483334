import Foundation
import ViperGenKit
import ViperGenTestSupport

extension DeriveFixture {
    /// Runs `templates derive module` in the app, with `change` made to its options.
    func derive(_ module: String, change: (inout TemplatesOptions) -> Void = { _ in }) -> KitRun {
        var options = TemplatesOptions(action: .derive(module: module))
        change(&options)
        return KitRun.templates(options, in: folder.url)
    }

    /// Runs `module` in the app with `options`.
    func module(_ options: GenerateOptions) -> KitRun {
        KitRun.generate(.module, options, in: folder.url)
    }

    /// The listing of the template this fixture's exemplar derives, named `name`, made afresh.
    func derivedListing(name: String) throws -> String {
        _ = derive("Profile") {
            $0.templateName = name
            $0.quiet = true
        }
        return try listing(of: ".viper-gen/templates/" + name)
    }
}
