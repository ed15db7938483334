import ViperGenProject
import ViperGenSystem

/// `project <name> --layout L` over an existing project laid out otherwise: rendering it again
/// does not move its modules, so they would be left where the new layout does not look.
package struct ProjectLayoutChangeError: Error, Equatable, CustomStringConvertible {
    /// The project's name.
    let project: String
    /// The layout the existing project has.
    let existing: ProjectLayout
    /// The layout asked for.
    let asked: ProjectLayout

    /// A message naming the two layouts and the ways on.
    package var description: String {
        "\(EchoedValue.escaped(project)) is laid out with --layout \(existing.rawValue), and "
            + "rendering it again with --layout \(asked.rawValue) would not move its modules. "
            + "Nothing was written. Drop --layout (or pass --layout \(existing.rawValue)) to "
            + "render it again as it is, or make the \(asked.rawValue) project in another folder."
    }
}

extension ProjectLayoutChangeError: ExitCodeError {
    /// The files cannot be made as asked (73), like a template of another style.
    package var exitCode: ExitCode { .cannotCreate }
}
