/// Where a rendered file goes: the command's output folder, or another root the command picks.
///
/// A template sends files to another root by putting them under a top-level folder named with
/// the root's marker: files under `___TESTS___/` go to the test root (in a viper-gen project, its
/// `testsPath`). The marker is not an Xcode macro: Xcode keeps it as a folder name.
package enum TemplateDestination: String, Sendable, CaseIterable {
    /// The output folder of the command (the modules folder, the current folder, `-o`).
    case output
    /// The test root: the project's test target folder.
    case tests

    /// The name of the top-level template folder whose files go to this destination, if any.
    package var markerFolder: String? {
        switch self {
        case .output: return nil
        case .tests: return "___TESTS___"
        }
    }

    /// Splits a template-relative path into its destination and the path below the marker.
    static func split(_ path: String) -> (destination: TemplateDestination, path: String) {
        for destination in allCases {
            if let marker = destination.markerFolder, path.hasPrefix(marker + "/") {
                return (destination, String(path.dropFirst(marker.count + 1)))
            }
        }
        return (.output, path)
    }
}
