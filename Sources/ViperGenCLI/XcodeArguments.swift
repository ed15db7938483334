import ViperGenKit
import ViperGenSystem
import ViperGenTemplates

/// Reads the arguments of `viper-gen xcode`: `install` or `uninstall`, and where.
enum XcodeArguments {
    /// The subcommands, in help order.
    static let subcommands = ["install", "uninstall"]

    /// The syntax of `xcode`.
    static var syntax: CommandSyntax<XcodeInstallOptions> {
        CommandSyntax(
            command: .xcode, options: options, start: start, invocation: Invocation.xcode)
    }

    /// The options of `xcode`, in help order.
    private static var options: [CommandOption<XcodeInstallOptions>] {
        [
            .value(
                "dest", valueName: "dir",
                help: "The folder to install into (default: ~/Library/Developer/Xcode/Templates/"
                    + "File Templates/viper-gen).", \.destination),
            .quiet(\.quiet),
        ] + .versionAndHelp()
    }

    /// The options for the subcommand the positionals name, which must be the only one.
    private static func start(_ positionals: [String]) throws -> XcodeInstallOptions {
        let action: XcodeInstallOptions.Action
        switch positionals.first {
        case "install": action = .install
        case "uninstall": action = .uninstall
        case let other?:
            let close = EditDistance.closest(to: other, among: ["install", "uninstall"])
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "Unknown xcode subcommand \(EchoedValue(other)).\(hint) Choose one of: install, "
                    + "uninstall.",
                command: "xcode")
        case nil:
            throw UsageError(
                "Missing subcommand, e.g. viper-gen xcode install.", command: "xcode",
                reason: .missingArgument)
        }
        guard positionals.count == 1 else {
            throw UsageError(
                "Unexpected argument \(EchoedValue(positionals[1])): use --dest for the "
                    + "folder.",
                command: "xcode", reason: .unexpectedArgument)
        }
        return XcodeInstallOptions(action: action)
    }
}
