@testable import ViperGenOutput
@testable import ViperGenSystem

/// Plans and writers shared by the Output tests.
enum OutputFixtures {
    static let layers = [
        "Assembly", "Contracts", "Interactor", "Presenter", "Router", "View", "ViewState",
    ]

    /// The seven files of a VIPER module `name`, each in its own layer folder.
    static func moduleFiles(_ name: String = "Payments", prefix: String = "") -> [PlannedFile] {
        layers.map { layer in
            PlannedFile(
                path: "\(prefix)\(name)/\(layer)/\(name)\(layer).swift",
                text: "// \(name)\(layer)\n")
        }
    }

    static func modulePlan(root: String, name: String = "Payments") -> OutputPlan {
        OutputPlan(rootDirectory: AbsolutePath(root, relativeTo: .root), files: moduleFiles(name))
    }

    /// A writer that does not touch process signal handlers and sees every other pid as dead.
    static func writer(
        _ fileSystem: any FileSystem = LocalFileSystem(),
        cancellation: WriteCancellation = WriteCancellation(),
        isProcessAlive: @escaping (Int32) -> Bool = { _ in false }
    ) -> TransactionalWriter {
        TransactionalWriter(
            fileSystem: fileSystem, cancellation: cancellation, observesSignals: false,
            isProcessAlive: isProcessAlive)
    }
}
