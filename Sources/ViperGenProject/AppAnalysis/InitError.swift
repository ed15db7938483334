import ViperGenSystem

/// Why `viper-gen init` cannot adopt a folder; every problem found is listed at once.
package enum InitError: Error, Equatable, CustomStringConvertible {
    /// The folder does not exist or is not a folder.
    case notAFolder(String)
    /// The folder already has a `.viper-gen.json`.
    case alreadyAdopted(config: String)
    /// Some settings could not be decided; each line names the finding and the flag to pass.
    case undecided(folder: String, problems: [String])

    /// A message that names the problem and how to fix it; paths and what was found in the
    /// app are shown escaped.
    package var description: String {
        switch self {
        case .notAFolder(let path):
            return "\(EchoedValue.escaped(path)) is not a folder. Pass the app's folder: "
                + "viper-gen init path/to/MyApp."
        case .alreadyAdopted(let config):
            return "\(EchoedValue.escaped(config)) already exists: this app is a viper-gen "
                + "project. Pass --force to write it again from what init finds, or edit it "
                + "(README, \"Project config\")."
        case .undecided(let folder, let problems):
            return "viper-gen init could not adopt \(EchoedValue.escaped(folder)); nothing was "
                + "written:\n"
                + problems.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
        }
    }
}

extension InitError: ExitCodeError {
    /// An app that already has its config cannot take another (73); the rest are bad command
    /// lines (64).
    package var exitCode: ExitCode {
        if case .alreadyAdopted = self { return .cannotCreate }
        return .usage
    }
}
