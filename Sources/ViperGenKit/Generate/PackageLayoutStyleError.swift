import ViperGenProject
import ViperGenSystem

/// `project --layout packages` with a style whose app package cannot yet be split into targets:
/// only swiftui's and uikit's support code and modules are made public across targets.
package struct PackageLayoutStyleError: Error, Equatable, CustomStringConvertible {
    /// The style asked for.
    let style: String

    /// A message naming the style refused, the styles that work, and the two ways on.
    package var description: String {
        "--layout packages makes the support code and each module targets of their own, which "
            + "the \(style) style does not support yet (only "
            + PackageLayoutStyle.styleNames.joined(separator: " and ") + "). Nothing was "
            + "written. Drop --layout packages to make a \(style) app with its modules in "
            + "folders, or pass --style swiftui."
    }
}

extension PackageLayoutStyleError: ExitCodeError {
    /// A usage error: the options contradict each other (64).
    package var exitCode: ExitCode { .usage }
}
