import ViperGenSystem

/// An export that would replace files: nothing is written (exit 73).
package enum TemplateExportError: Error, Equatable, CustomStringConvertible {
    /// `folder` (as shown) already holds what the export would write; `problems` say what.
    case wouldReplace(folder: String, problems: [String])

    /// A message that names the files in the way and what to do.
    package var description: String {
        switch self {
        case .wouldReplace(let folder, let problems):
            return "Nothing was exported: \(EchoedValue.escaped(folder)) already holds files of a "
                + "template:\n"
                + problems.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\nExport never replaces files. Choose an empty or new folder, or remove "
                + "those files first."
        }
    }
}

extension TemplateExportError: ExitCodeError {
    /// A template that cannot be exported: 73.
    package var exitCode: ExitCode { .cannotCreate }
}
