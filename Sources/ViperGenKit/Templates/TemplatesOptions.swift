/// What the user asked of `viper-gen templates`, as parsed from the command line.
package struct TemplatesOptions: Sendable, Equatable {
    /// The subcommand.
    package enum Action: Sendable, Equatable {
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
    package var action: Action = .list
    /// `--json`: print JSON instead of text (list and show).
    package var json = false
    /// `-q`: errors only from `export` (list and show print what was asked for either way).
    package var quiet = false
    /// `--name`: the derived template's name (derive).
    package var templateName: String?
    /// `--dry-run`: print the derived template instead of writing it (derive).
    package var dryRun = false
    /// `--force`: replace the files of an existing derived template (derive).
    package var force = false

    /// Creates options for `action`.
    package init(action: Action = .list, json: Bool = false) {
        self.action = action
        self.json = json
    }
}
