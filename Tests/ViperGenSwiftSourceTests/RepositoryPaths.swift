import Foundation

/// Locations in the viper-gen checkout, for tests that read its own Swift files.
enum RepositoryPaths {
    /// The checkout's root folder (the one holding Package.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ViperGenSwiftSourceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The built-in templates' source folder.
    static let templates = root.appendingPathComponent("Templates")

    /// The committed expected trees.
    static let goldens = root.appendingPathComponent("Tests/Goldens")

    /// Every Swift file below `roots`.
    static func swiftFiles(below roots: [URL]) -> [URL] {
        roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }
        }
    }
}
