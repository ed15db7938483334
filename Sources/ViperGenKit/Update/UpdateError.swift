import ViperGenProject
import ViperGenSystem

/// Why `viper-gen update` changed nothing, or left conflicts.
package enum UpdateError: Error, Equatable, CustomStringConvertible {
    /// The copy of the template version a record names is not in the project.
    case noTemplateCopy(path: String)
    /// The module's recorded files are not where its template version puts them.
    case layoutChanged(name: String)
    /// The module or service has a folder but no record, so what made it is not known.
    case unrecorded(name: String)
    /// The name is both a recorded module and a recorded service.
    case ambiguous(name: String)
    /// The module or service was found by `init`, not made by viper-gen: no template made it.
    case found(name: String)
    /// The template a record names cannot be found now.
    case templateGone(name: String, template: String, reason: String)
    /// The update was written, but these files hold conflict markers (or, not being text,
    /// kept the user's bytes).
    case conflicts(files: [String])

    /// A message naming the problem and the way out; names and paths are shown escaped.
    package var description: String {
        switch self {
        case .noTemplateCopy(let path):
            return "The template version that made it is not kept at \(EchoedValue.escaped(path)) "
                + "(made by a viper-gen that kept no copies, or the copy was deleted), so what "
                + "it wrote cannot be rendered again to merge with; nothing was updated. Restore "
                + "the copy from version control, or remove the module and make it again."
        case .layoutChanged(let name):
            return "The files recorded for \(EchoedValue(name)) are not where its template "
                + "version puts them (moved by hand?); nothing was updated. Move them back, or "
                + "remove the module and make it again."
        case .unrecorded(let name):
            return "\(EchoedValue(name)) has no record under .viper-gen/ (made by hand or by an "
                + "older viper-gen), so the template version that made it is not known; nothing "
                + "was updated."
        case .ambiguous(let name):
            return RecordedNames.ambiguous(name, command: "update", outcome: "updated")
        case .found(let name):
            return "\(EchoedValue(name)) was found by init, not made by viper-gen, so no template "
                + "version made it to merge from; nothing was updated. Bring template changes "
                + "into it by hand."
        case .templateGone(let name, let template, let reason):
            return "The template \(EchoedValue(template)) that made \(EchoedValue(name)) cannot "
                + "be found now: \(reason) Nothing was updated."
        case .conflicts(let files):
            return "The template's changes conflict with your edits in "
                + (files.count == 1 ? "this file" : "these files")
                + "; resolve the <<<<<<< markers, then build:\n"
                + files.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
        }
    }
}

extension UpdateError: ExitCodeError {
    /// Conflicts fail the run (1), as `git merge` does; a missing copy or template is bad data
    /// (65); a moved module cannot be updated (73); an unrecorded one is
    /// a bad name (64).
    package var exitCode: ExitCode {
        switch self {
        case .conflicts: return .failure
        case .noTemplateCopy, .templateGone: return .badTemplate
        case .layoutChanged: return .cannotCreate
        case .unrecorded, .ambiguous, .found: return .usage
        }
    }
}
