import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

extension ViperGenTool {
    /// `viper-gen xcode install | uninstall`: installs every style's templates for Xcode, or
    /// removes them.
    struct Xcode: ToolCommand {
        /// The subcommands, in help order.
        static let subcommands = ["install", "uninstall"]

        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "xcode",
            summary: "Install or uninstall every style's templates for Xcode's File > New.",
            overview: """
                Install every style's module template and the service template as Xcode file
                templates (the very files viper-gen renders), one per style: VIPER Module
                (SwiftUI), (UIKit), (Routed), (Builder), (GenericModule) and VIPER Service.
                A later install replaces the template folders install made and uninstall
                removes them; nothing a user put beside them is touched.
                """,
            usage: "install | uninstall [<options>]",
            arguments: [
                (
                    "install",
                    "Write every style's module template (VIPER Module (SwiftUI), (UIKit), ...) "
                        + "and VIPER Service for Xcode's File > New."
                ),
                ("uninstall", "Remove the template folders install wrote, and nothing else."),
            ],
            examples: [
                "viper-gen xcode install",
                "viper-gen xcode install --dest ~/Desktop/viper-gen-templates",
                "viper-gen xcode uninstall",
            ])

        /// Its options, in help order.
        static var optionTable: [CommandOption<XcodeInstallOptions>] {
            [
                .value(
                    "dest", valueName: "dir",
                    help: "The folder to install into (default: ~/Library/Developer/Xcode/"
                        + "Templates/File Templates/viper-gen).", \.destination),
                .quiet(\.quiet),
            ] + .versionAndHelp()
        }

        /// The subcommand the positionals name, which must be the only one.
        static func start(_ positionals: [String]) throws -> XcodeInstallOptions {
            let action: XcodeInstallOptions.Action
            switch positionals.first {
            case "install": action = .install
            case "uninstall": action = .uninstall
            case let other?:
                let close = EditDistance.closest(to: other, among: subcommands)
                let hint = close.map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    "Unknown xcode subcommand \(EchoedValue(other)).\(hint) Choose one of: "
                        + "install, uninstall.", command: name)
            case nil:
                throw UsageError(
                    "Missing subcommand, e.g. viper-gen xcode install.", command: name,
                    reason: .missingArgument)
            }
            guard positionals.count == 1 else {
                throw UsageError(
                    "Unexpected argument \(EchoedValue(positionals[1])): use --dest for the "
                        + "folder.", command: name, reason: .unexpectedArgument)
            }
            return XcodeInstallOptions(action: action)
        }

        /// The subcommand.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            line.positionals.isEmpty ? CompletionCandidates.matching(current, subcommands) : []
        }

        /// The options as parsed.
        let options: XcodeInstallOptions

        /// Never: `xcode` has no dry run.
        var isDryRun: Bool { false }

        /// Installs or uninstalls the templates for Xcode.
        func run(environment: RunEnvironment, console: Console) throws {
            try XcodeTemplateInstaller(options: options, environment: environment, console: console)
                .run()
        }
    }
}
