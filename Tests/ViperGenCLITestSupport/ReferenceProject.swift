import Foundation
import ViperGenTestSupport

@testable import ViperGenKit

/// The project `Shop` as an uninterrupted run writes it, to compare interrupted runs with.
package enum ReferenceProject {
    /// The arguments every run in the signal tests uses.
    package static let arguments =
        [
            "project", "Shop", "-q", "--author", "Jane Appleseed", "--organization", "Acme Inc.",
            "--date", "2026-12-02",
        ]

    /// A snapshot of the `Shop` folder written by the built binary without interruption.
    package static func snapshot() throws -> DirectorySnapshot {
        let folder = try TemporaryFolder("viper-gen-reference")
        let outcome = try LaunchedBinary.run(arguments, in: folder.url)
        guard outcome.exitStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: ["outcome": outcome.description])
        }
        return try DirectorySnapshot(of: folder.appending("Shop").path)
    }
}
