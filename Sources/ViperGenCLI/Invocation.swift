import ViperGenKit
import ViperGenTemplates

/// What a command line asks viper-gen to do.
public enum Invocation: Sendable, Equatable {
    /// Print help for the tool (nil) or for one command.
    case help(ToolCommand?)
    /// Print the version.
    case version
    /// Run a generating command.
    case generate(ScaffoldKind, GenerateOptions)
    /// Run `apply`.
    case apply(ApplyOptions)
    /// Run `xcode install` or `xcode uninstall`.
    case xcode(XcodeInstallOptions)
    /// Run `init`.
    case adopt(InitOptions)
    /// Run `templates`.
    case templates(TemplatesOptions)
}

extension Invocation {
    /// Whether the command only shows what it would do (`--dry-run`).
    var isDryRun: Bool {
        switch self {
        case .generate(_, let options): return options.dryRun
        case .apply(let options): return options.dryRun
        case .adopt(let options): return options.dryRun
        case .help, .version, .xcode, .templates: return false
        }
    }
}
