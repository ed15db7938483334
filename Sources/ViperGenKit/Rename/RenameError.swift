import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// Why `viper-gen rename` changed nothing.
package enum RenameError: Error, Equatable, CustomStringConvertible {
    /// The old name is no recorded module or service (of `kind` when `--module` or
    /// `--service` said so); the recorded ones are listed.
    case unknown(name: String, kind: ScaffoldKind?, modules: [String], services: [String])
    /// The old name is both a recorded module and a recorded service.
    case ambiguous(name: String)
    /// The new name is not a valid module or service name, for the normaliser's reason.
    case invalidName(reason: String)
    /// The new name is taken: by a folder, a record or a type the app declares.
    case taken(name: String, by: [String])
    /// The new name differs from the old one only in letter case, which a Mac's disk (APFS)
    /// takes for one name.
    case caseOnly(old: String, new: String)

    /// A message naming the problem and the way out; names and paths are shown escaped.
    package var description: String {
        switch self {
        case .unknown(let name, let kind, let modules, let services):
            return RecordedNames.unknown(
                name, kind: kind, modules: modules, services: services,
                why: ", so which files are its is not known")
        case .ambiguous(let name):
            return RecordedNames.ambiguous(name, command: "rename", outcome: "renamed")
        case .invalidName(let reason):
            return reason
        case .taken(let name, let places):
            return "\(EchoedValue(name)) is taken; nothing was renamed. Already there:\n"
                + places.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
        case .caseOnly(let old, let new):
            let step = EchoedValue.escaped(old + "Renamed")
            return "\(EchoedValue(new)) differs from \(EchoedValue(old)) only in letter case, "
                + "and a Mac's disk (APFS) takes the two for one name; nothing was renamed. "
                + "Rename in two steps: viper-gen rename \(EchoedValue.escaped(old)) \(step), "
                + "then viper-gen rename \(step) \(EchoedValue.escaped(new))."
        }
    }
}

extension RenameError: ExitCodeError {
    /// A taken name cannot be given (73); the rest are bad command lines (64).
    package var exitCode: ExitCode {
        switch self {
        case .taken: return .cannotCreate
        default: return .usage
        }
    }
}
