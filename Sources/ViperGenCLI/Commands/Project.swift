import ViperGenKit
import ViperGenProject
import ViperGenTemplates

extension ViperGenTool {
    /// `viper-gen project <name>`: creates a VIPER app package.
    struct Project: ScaffoldCommand {
        /// It generates a project.
        static let kind = ScaffoldKind.project

        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: kind.rawValue,
            summary: "Create a VIPER app package (SwiftUI unless --template) with Main.",
            overview: """
                Create a VIPER app package: by default SwiftUI with the Swilby DI container, a
                navigation service and a Main module (--template uikit, routed, builder or
                generic for the other styles). Run the other commands inside it to add to it.
                """,
            usage: "<name> [<options>]",
            arguments: [("<name>", "The app name, e.g. MyApp (my-app becomes MyApp).")],
            examples: [
                "viper-gen project MyApp",
                "viper-gen project MyApp -o ~/Developer --organization \"Acme Inc.\"",
                "viper-gen project MyApp --set bundleIdentifierPrefix=com.acme",
                "viper-gen project MyApp --set observation=Observable",
                "viper-gen project MyApp --template uikit",
            ])

        /// The help of `-o, --output`.
        static let outputHelp =
            "The folder to create the app package's folder in (default: the current folder)."

        /// The help of `--no-tests`.
        static let noTestsHelp: String? = "Do not write the Main module's tests and test doubles."

        /// The options as parsed.
        let options: GenerateOptions
    }
}
