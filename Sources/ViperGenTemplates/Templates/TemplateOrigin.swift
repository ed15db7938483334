/// Where a template was found, in the order viper-gen searches.
package enum TemplateOrigin: String, Sendable, CaseIterable, Equatable {
    /// A folder given with `--template PATH` (or a path in the project config).
    case path
    /// The project's `.viper-gen/templates/`.
    case project
    /// The user's `$XDG_CONFIG_HOME/viper-gen/templates` (`~/.config/viper-gen/templates`).
    case user
    /// Xcode's `~/Library/Developer/Xcode/Templates` (or `VIPER_GEN_XCODE_TEMPLATES`).
    case xcode
    /// Compiled into viper-gen.
    case builtIn

    /// The origin as listed: `path`, `project`, `user`, `Xcode`, `built-in`.
    package var label: String {
        switch self {
        case .path: return "path"
        case .project: return "project"
        case .user: return "user"
        case .xcode: return "Xcode"
        case .builtIn: return "built-in"
        }
    }
}
