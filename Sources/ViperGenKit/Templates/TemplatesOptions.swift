/// What the user asked of `viper-gen templates`, as parsed from the command line.
public struct TemplatesOptions: Sendable, Equatable {
    /// The subcommand.
    public enum Action: Sendable, Equatable {
        /// `templates` or `templates list`: every template found, in search order.
        case list
        /// `templates show NAME|PATH`: one template's options and files.
        case show(String)
        /// `templates export NAME DIR`: copy a built-in template's files into `DIR`.
        case export(name: String, folder: String)
        /// `templates derive MODULE`: make a team template from one of the app's modules.
        case derive(module: String)
    }

    /// The subcommand (default: list).
    public var action: Action = .list
    /// `--json`: print JSON instead of text (list and show).
    public var json = false
    /// `-q`: errors only from `export` (list and show print what was asked for either way).
    public var quiet = false
    /// `--name`: the derived template's name (derive).
    public var templateName: String?
    /// `--dry-run`: print the derived template instead of writing it (derive).
    public var dryRun = false
    /// `--force`: replace the files of an existing derived template (derive).
    public var force = false

    /// Creates options for `action`.
    public init(action: Action = .list, json: Bool = false) {
        self.action = action
        self.json = json
    }
}
