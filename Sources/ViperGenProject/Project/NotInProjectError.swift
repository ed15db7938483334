import ViperGenSystem

/// A command that works on a project's records (`remove`, `outdated`, …) was run outside any
/// viper-gen project.
package struct NotInProjectError: Error, Equatable, CustomStringConvertible, ExitCodeError {
    /// The command, such as `remove`.
    package let command: String
    /// The folder it was run in, as shown to the user.
    package let folder: String

    /// Names the folder and the way out.
    package var description: String {
        "\(EchoedValue.escaped(folder)) is not inside a viper-gen project (no .viper-gen.json "
            + "here or above). Run \(command) in the app's folder, or adopt the app first with "
            + "viper-gen init."
    }

    /// A bad command line (64).
    package var exitCode: ExitCode { .usage }
}
