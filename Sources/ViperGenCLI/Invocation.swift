import ViperGenKit
import ViperGenProject
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
    case `init`(InitOptions)
    /// Run `templates`.
    case templates(TemplatesOptions)
    /// Run `remove`.
    case remove(RemoveOptions)
    /// Run `outdated`.
    case outdated(OutdatedOptions)
    /// Run `update`.
    case update(UpdateOptions)
    /// Run `check`.
    case check(CheckOptions)
    /// Run `rename`.
    case rename(RenameOptions)
    /// Print the completion script for a shell.
    case completion(CompletionShell)
    /// Print the completion candidates for the words after `__complete` (the last is the one
    /// being completed).
    case complete([String])
    /// Print the man page (`help --man`).
    case manual
}

extension Invocation {
    /// The command to run with its options; nil for help, the version, completion and the man
    /// page, which only print.
    var command: (any Command)? {
        switch self {
        case .help, .version, .completion, .complete, .manual: return nil
        case .generate(let kind, let options):
            return GeneratingCommand(kind: kind, options: options)
        case .apply(let options): return options
        case .`init`(let options): return options
        case .templates(let options): return options
        case .xcode(let options): return options
        case .remove(let options): return options
        case .outdated(let options): return options
        case .update(let options): return options
        case .check(let options): return options
        case .rename(let options): return options
        }
    }
}
