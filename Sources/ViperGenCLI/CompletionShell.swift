/// A shell that `viper-gen completion` prints a completion script for.
package enum CompletionShell: String, CaseIterable, Sendable {
    /// zsh, macOS's default shell.
    case zsh
    /// bash, with or without the bash-completion package.
    case bash
    /// fish.
    case fish

    /// The script, which asks `viper-gen __complete` for the candidates as you type.
    var script: String {
        switch self {
        case .zsh: return Self.zshScript
        case .bash: return Self.bashScript
        case .fish: return Self.fishScript
        }
    }

    /// Where a user saves the script, as the examples write it.
    var scriptPath: String {
        switch self {
        case .zsh: return "\"${fpath[1]}/_viper-gen\""
        case .bash: return "~/.local/share/bash-completion/completions/viper-gen"
        case .fish: return "~/.config/fish/completions/viper-gen.fish"
        }
    }

    /// Where to put the script, as help says it.
    var installHint: String {
        switch self {
        case .zsh: return "save it as _viper-gen in a folder on $fpath"
        case .bash: return "save it in ~/.local/share/bash-completion/completions"
        case .fish: return "save it in ~/.config/fish/completions"
        }
    }
}
