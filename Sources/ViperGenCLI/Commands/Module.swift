import ViperGenKit
import ViperGenTemplates

extension ViperGenTool {
    /// `viper-gen module <name> ...`: creates VIPER modules in the project's style.
    struct Module: ScaffoldCommand {
        /// It generates modules.
        static let kind = ScaffoldKind.module

        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: kind.rawValue,
            summary: "Create a VIPER module in the project's style (SwiftUI by default).",
            overview: """
                Create a VIPER module with the template of the project's style: in a SwiftUI
                project (and outside one) Assembly, Contracts, Interactor, Presenter, Router,
                View and ViewState, one folder each. Inside a viper-gen project it goes to the
                project's modules folder, elsewhere to the current folder.
                """,
            usage: "<name> ... [<options>]",
            arguments: [
                (
                    "<name>",
                    "The module name, e.g. Payments (payment-details becomes PaymentDetails). "
                        + "Several names make one run: one transaction, each app file edited once."
                )
            ],
            examples: [
                "viper-gen module Payments",
                "viper-gen module payment-details --dry-run",
                "viper-gen module Payments Profile Settings",
                "viper-gen module Payments -o Sources/MyApp/Features --author \"Jane Appleseed\"",
                "viper-gen module Payments --set observation=Observable --no-tests",
                "viper-gen module Payments --template team-module --set interface=SwiftUI",
                "viper-gen module Payments --template routed",
            ])

        /// The help of `-o, --output`.
        static let outputHelp =
            "The folder to create it in (default: the project's folder for it, else the current "
            + "folder)."

        /// The help of `--no-tests`.
        static let noTestsHelp: String? =
            "Do not write the module's tests and test doubles (written inside a project only, to "
            + "its testsPath)."

        /// The options as parsed.
        let options: GenerateOptions
    }
}
