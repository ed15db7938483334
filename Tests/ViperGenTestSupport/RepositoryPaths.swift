import Foundation

/// Locations in the viper-gen checkout and the build folder, for tests.
package enum RepositoryPaths {
    /// The checkout's root folder (the one holding Package.swift).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ViperGenTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The built-in templates' source folder.
    package static let templates = root.appendingPathComponent("Templates")

    /// The committed expected trees.
    package static let goldens = root.appendingPathComponent("Tests/Goldens")

    /// The SwiftUI/Combine stand-ins for compile checks.
    package static let standIns = root.appendingPathComponent("Tests/StandIns")

    /// The folder holding the built products (the test bundle sits next to `viper-gen`).
    package static var products: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.isExecutableFile(
                atPath: url.appendingPathComponent("viper-gen").path)
            {
                return url
            }
        }
        return root.appendingPathComponent(".build/debug")
    }

    /// Every Swift file below `roots`.
    package static func swiftFiles(below roots: [URL]) -> [URL] {
        roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }
        }
    }

    /// The built `viper-gen` executable.
    package static var executable: URL { products.appendingPathComponent("viper-gen") }
}
