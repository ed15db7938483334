import ViperGenSystem

/// Why `viper-gen check` exits with an error.
public enum CheckError: Error, Equatable, CustomStringConvertible {
    /// The current folder is not inside a viper-gen project.
    case notInProject(folder: String)
    /// The app and its records disagree: `count` findings are not informational.
    case inconsistent(count: Int)

    /// A message naming the problem and the way out; paths are shown escaped.
    public var description: String {
        switch self {
        case .notInProject(let folder):
            return "\(EchoedValue.escaped(folder)) is not inside a viper-gen project (no "
                + ".viper-gen.json here or above). Run check in the app's folder, or adopt "
                + "the app first with viper-gen init."
        case .inconsistent(let count):
            return "The app and its records disagree: \(count) finding"
                + (count == 1 ? "" : "s") + " above."
        }
    }
}

extension CheckError: ExitCodeError {
    /// Findings fail the check (1); outside a project the command line is wrong (64).
    public var exitCode: ExitCode {
        switch self {
        case .notInProject: return .usage
        case .inconsistent: return .failure
        }
    }
}
