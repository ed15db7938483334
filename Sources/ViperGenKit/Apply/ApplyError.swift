import ViperGenSystem

/// Why `viper-gen apply` cannot start: no project around, or no readable spec.
package enum ApplyError: Error, Equatable, CustomStringConvertible {
    /// It ran outside any viper-gen project (`folder` is where it looked from).
    case noProject(folder: String)
    /// The spec file does not exist; `isDefault` when no path was given.
    case specNotFound(path: String, isDefault: Bool)
    /// The spec file exists but cannot be read (a folder, no permission).
    case unreadableSpec(path: String, reason: String)

    /// A message that names the problem and how to fix it; paths are shown escaped.
    package var description: String {
        switch self {
        case .noProject(let folder):
            return "viper-gen apply works inside a viper-gen project, and there is none at "
                + "\(EchoedValue.escaped(folder)) or above it (no .viper-gen.json). Create one "
                + "with `viper-gen project MyApp`, or adopt an existing app with `viper-gen init` "
                + "in its folder, then run apply there."
        case .specNotFound(let path, true):
            return "There is no \(ApplySpec.fileName) at the project root "
                + "(\(EchoedValue.escaped(path))). Write one listing the modules and services, "
                + "e.g. {\"version\": 1, \"modules\": [\"Payments\"]} (README, \"viper-gen "
                + "apply\"), or pass the spec's path."
        case .specNotFound(let path, false):
            return "There is no spec file at \(EchoedValue.escaped(path)). Check the path, or run "
                + "viper-gen apply without one to read \(ApplySpec.fileName) at the project root."
        case .unreadableSpec(let path, let reason):
            return "\(EchoedValue.escaped(path)) cannot be read: \(reason). Make it a readable "
                + "file (chmod 644)."
        }
    }
}

extension ApplyError: ExitCodeError {
    /// A spec that cannot be read is bad input data (65); no project or no spec is a bad command
    /// line (64).
    package var exitCode: ExitCode {
        if case .unreadableSpec = self { return .badTemplate }
        return .usage
    }
}
