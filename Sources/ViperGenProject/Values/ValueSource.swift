import ViperGenSystem
import ViperGenTemplates

/// Where a value written into templates came from, so a refusal can name it and say what to do.
package enum ValueSource: Equatable, Sendable {
    /// A command-line flag such as `--author`.
    case flag(String)
    /// A `--set key=value` template option.
    case templateOption(key: String)
    /// A key of the project config file at `file`.
    case config(file: String, key: String)
    /// `git config user.name`, the default author.
    case gitUserName
    /// The account's full name, the author when git has none.
    case accountFullName
    /// The login name (`___USERNAME___`).
    case loginName
    /// The name of the Xcode project at `path`, the project name outside a viper-gen project.
    case xcodeProject(path: String)
    /// The macro `key` of the IDETemplateMacros.plist at `file`.
    case templateMacros(file: String, key: String)

    /// How a message names the source, before the value: `--author`, `/p/.viper-gen.json: author`.
    var name: String {
        switch self {
        case .flag(let flag): return flag
        case .templateOption(let key): return "--set \(EchoedValue(key).unquoted)"
        case .config(let file, let key):
            return "\(EchoedValue.escaped(file)): \(EchoedValue(key).unquoted)"
        case .gitUserName: return "git config user.name"
        case .accountFullName: return "Your account's full name"
        case .loginName: return "Your login name"
        case .xcodeProject(let path):
            return "The project name from \(EchoedValue.escaped(path))"
        case .templateMacros(let file, let key):
            return "\(EchoedValue.escaped(file)): \(EchoedValue(key).unquoted)"
        }
    }

    /// What to do about a control character in the value.
    var controlCharacterFix: String {
        let clean = "without control, invisible or text-direction characters or line breaks"
        switch self {
        case .flag(let flag): return "Pass \(flag) a value \(clean)."
        case .templateOption(let key):
            return "Pass --set \(EchoedValue(key).unquoted)=VALUE \(clean)."
        case .config(let file, let key):
            return "Remove the character from \(EchoedValue(key).unquoted) in "
                + "\(EchoedValue.escaped(file))."
        case .gitUserName:
            return "Set a one-line name with git config user.name, or pass --author."
        case .accountFullName: return "Pass --author to use another name."
        case .loginName: return "Run viper-gen as an account whose login name has none."
        case .xcodeProject: return "Rename the Xcode project \(clean)."
        case .templateMacros(let file, let key):
            return "Remove the character from \(EchoedValue(key).unquoted) in "
                + "\(EchoedValue.escaped(file)) (only "
                + "FILEHEADER and macros of your own may hold line breaks and tabs)."
        }
    }
}
