import ViperGenSystem

/// Why a command uses the template it asks for: a flag, the project config, or its default.
package enum TemplateRequest: Sendable, Equatable {
    /// `--template NAME|PATH`.
    case flag
    /// The `NAME` argument of `viper-gen templates show` or `export`.
    case argument
    /// The project config's `templates.<command>` in `file`.
    case config(file: String, key: String)
    /// The command's own template (`module`, `service`, `project`).
    case commandDefault

    /// How messages name it: `--template`, `/p/.viper-gen.json: templates.module`, ...
    var name: String {
        switch self {
        case .flag: return "--template"
        case .argument: return "The template argument"
        case .config(let file, let key):
            return "\(EchoedValue.escaped(file)): \(EchoedValue(key).unquoted)"
        case .commandDefault: return "The command's default template"
        }
    }
}
