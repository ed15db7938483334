import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// Why `viper-gen remove` changed nothing.
package enum RemoveError: Error, Equatable, CustomStringConvertible {
    /// No record and no folder has the name (as a `kind` when `--module` or `--service` said
    /// so); the recorded modules and services are listed.
    case unknown(name: String, kind: ScaffoldKind?, modules: [String], services: [String])
    /// The name is both a recorded module and a recorded service.
    case ambiguous(name: String)
    /// The module or service has a folder but no record (made by hand, or before records).
    case unrecorded(kind: ScaffoldKind, name: String, folder: String)
    /// Files differ from what viper-gen wrote (relative to the project root).
    case edited(files: [String])
    /// Other app code still uses the types or the registration's names (its `Views` case,
    /// builder method, route), at these `path:line: Name` places.
    case stillUsed(uses: [String])
    /// With `--force`, uses of the registration's names on lines that hold more than the use
    /// (`path:line: Name`): removing those lines would take other code with them.
    case usesNotRemovable(uses: [String])

    /// A message naming the problem and the way out; names and paths are shown escaped.
    package var description: String {
        switch self {
        case .unknown(let name, let kind, let modules, let services):
            return RecordedNames.unknown(name, kind: kind, modules: modules, services: services)
        case .ambiguous(let name):
            return RecordedNames.ambiguous(name, command: "remove", outcome: "removed")
        case .unrecorded(let kind, let name, let folder):
            return "The \(kind.rawValue) \(EchoedValue(name)) has no record under .viper-gen/ "
                + "(it was made by hand or by an older viper-gen), so which files are its is "
                + "not known. --force removes the files of \(EchoedValue.escaped(folder)) as "
                + "they are, and its registrations."
        case .edited(let files):
            return "Files were edited since viper-gen wrote them; nothing was removed. "
                + "Files that differ:\n"
                + files.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\n--force removes them anyway."
        case .stillUsed(let uses):
            return "Other code of the app still uses the types it would remove, or its Views "
                + "case, builder method or route; nothing was removed. Uses left after the "
                + "registrations are removed:\n"
                + uses.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\nRemove those uses first, or pass --force to remove it anyway (the lines that "
                + "are nothing but a use of its Views case, builder method or route go with it)."
        case .usesNotRemovable(let uses):
            return "Other code of the app uses its Views case, builder method or route on lines "
                + "that hold more than that use, which --force does not remove; nothing was "
                + "removed. Uses:\n"
                + uses.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\nRemove or change those uses first."
        }
    }
}

extension RemoveError: ExitCodeError {
    /// Edited or still used code cannot be removed safely (73); the rest are bad command lines
    /// (64).
    package var exitCode: ExitCode {
        switch self {
        case .edited, .stillUsed, .usesNotRemovable: return .cannotCreate
        default: return .usage
        }
    }
}
