import ViperGenSystem

/// The app target `.viper-gen.json` records (`target`, written by `init`) is not in the
/// `.xcodeproj` any more: renamed or removed since.
package struct RecordedTargetMissingError: Error, Equatable, CustomStringConvertible {
    /// The recorded name, as shown.
    let name: String
    /// The project's targets, as shown.
    let available: [String]

    /// A message naming the recorded target, the targets there are, and the ways on.
    package var description: String {
        "The Xcode project has no target named \"\(name)\", which .viper-gen.json records as the "
            + "app's target (\"target\"). Nothing was written. Set \"target\" to one of: "
            + available.joined(separator: ", ")
            + " (or remove it to let the project file decide), or pass --target NAME."
    }
}

extension RecordedTargetMissingError: ExitCodeError {
    /// A config that no longer fits the project is bad input data (65).
    package var exitCode: ExitCode { .badTemplate }
}
