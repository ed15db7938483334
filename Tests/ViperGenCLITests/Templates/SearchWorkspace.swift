import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// A viper-gen project `App` in a temporary folder with every template folder inside it.
///
/// The project's, the user's and Xcode's template folders lie inside it, so that every path in
/// the output is relative:
///
/// - `App/.viper-gen/templates/module` (the project's module template),
/// - `App/config/viper-gen/templates/{module,service}` (the user's, via XDG_CONFIG_HOME),
/// - `App/Xcode` (Xcode's templates, via VIPER_GEN_XCODE_TEMPLATES).
final class SearchWorkspace {
    /// The temporary folder holding `App`.
    let folder: TemporaryFolder
    /// The project's folder.
    let app: URL

    /// Creates the workspace; `config` is the project's `.viper-gen.json`.
    init(config: String = #"{"projectName": "App"}"#, projectTemplates: Bool = true) throws {
        folder = try TemporaryFolder("viper-gen-search")
        app = folder.appending("App")
        try folder.write("App/.viper-gen.json", config + "\n")
        let search = XcodeTemplateFixtures.root.appendingPathComponent("Search")
        if projectTemplates {
            try XcodeTemplateFixtures.copy(
                search.appendingPathComponent("project-templates"),
                to: app.appendingPathComponent(".viper-gen/templates"))
        }
        try XcodeTemplateFixtures.copy(
            search.appendingPathComponent("user-templates"),
            to: app.appendingPathComponent("config/viper-gen/templates"))
        try XcodeTemplateFixtures.copy(
            XcodeTemplateFixtures.xcodeFolder, to: app.appendingPathComponent("Xcode"))
    }

    /// The variables pointing the user's and Xcode's folders into the workspace.
    var variables: [String: String] {
        [
            "XDG_CONFIG_HOME": app.appendingPathComponent("config").path,
            "VIPER_GEN_XCODE_TEMPLATES": app.appendingPathComponent("Xcode").path,
            "HOME": folder.appending("home").path,
        ]
    }

    /// Runs viper-gen in `App` (or `subfolder` of it) with the workspace's variables.
    func run(_ arguments: [String], in subfolder: String = "") -> TestRun {
        let url = subfolder.isEmpty ? app : app.appendingPathComponent(subfolder)
        return TestRun.run(arguments, in: url, variables: variables)
    }
}
