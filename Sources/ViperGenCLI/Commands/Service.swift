import ViperGenKit
import ViperGenTemplates

extension ViperGenTool {
    /// `viper-gen service <name> ...`: creates services.
    struct Service: ScaffoldCommand {
        /// It generates services.
        static let kind = ScaffoldKind.service

        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: kind.rawValue,
            summary: "Create a service: implementation, Assembly and Type (swiftui style).",
            overview: """
                Create a service: implementation, Assembly and Type (the swiftui style has
                services; the others do not). Inside a viper-gen project it goes to the
                project's services folder, elsewhere to the current folder.
                """,
            usage: "<name> ... [<options>]",
            arguments: [
                (
                    "<name>",
                    "The service name, e.g. Network (becomes NetworkService). Several names make "
                        + "one run: one transaction, each app file edited once."
                )
            ],
            examples: ["viper-gen service Network", "viper-gen service Analytics --force"])

        /// The help of `-o, --output`.
        static let outputHelp = Module.outputHelp

        /// None: a service has no tests to leave out.
        static let noTestsHelp: String? = nil

        /// The options as parsed.
        let options: GenerateOptions
    }
}
