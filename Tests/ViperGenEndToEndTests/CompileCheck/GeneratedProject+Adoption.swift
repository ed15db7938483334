import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Turning a generated project into an app made some other way, then adopting it with `init`.
extension GeneratedProject {
    /// Removes `@MainActor` from every Swift file of the app target and the test doubles.
    ///
    /// Apps made by the original SwiftUI VIPER template have it nowhere: a non-isolated
    /// `ApplicationViewBuilder` whose `build(view:)` calls `buildMain()`, unannotated base
    /// protocols and modules; that template makes no tests, so the Main module's test doubles
    /// lose it too, but for the interactor spy's: it is what makes that spy `Sendable`, as the
    /// module's interactor protocol asks, not a UI isolation.
    func removeMainActor() throws {
        let spies = try swiftFiles(in: testsFolder).filter {
            $0.lastPathComponent.hasSuffix("Spy.swift")
                && !$0.lastPathComponent.hasSuffix("InteractorSpy.swift")
        }
        for file in try swiftFiles(in: appFolder) + spies {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.trimmingCharacters(in: .whitespaces) != "@MainActor" }
                .map { $0.replacingOccurrences(of: "@MainActor ", with: "") }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Removes `@MainActor` from the base protocols only (`PresenterProtocol`,
    /// `RouterProtocol`, `ViewStateProtocol`), as an app whose UI types are main-actor
    /// isolated but whose protocols predate Swift concurrency.
    func removeMainActorFromBaseProtocols() throws {
        for name in ["PresenterProtocol", "RouterProtocol", "ViewStateProtocol"] {
            try replace(
                "@MainActor\nprotocol \(name)", with: "protocol \(name)",
                in: "Sources/\(self.name)/Classes/Architecture/\(name).swift")
        }
    }

    /// Sets the manifest's tools version (5.9: the Swift 5 language mode).
    func setToolsVersion(_ version: String) throws {
        try replace(
            "// swift-tools-version: 6.0", with: "// swift-tools-version: \(version)",
            in: "Package.swift")
    }

    /// Forgets that viper-gen made the project (its config and records) and adopts it with
    /// `viper-gen init`; returns the config init wrote.
    @discardableResult
    func adopt() throws -> ProjectConfig {
        let manager = FileManager.default
        try manager.removeItem(at: root.appendingPathComponent(ProjectConfig.fileName))
        try manager.removeItem(at: root.appendingPathComponent(".viper-gen"))
        let run = TestRun.run(["init", "-q", "--author", "Jane Appleseed"], in: root)
        guard run.code == .success else {
            throw CompileCheckError.generationFailed(arguments: ["init"], output: run.err)
        }
        return try config()
    }

    /// The project's config as read.
    func config() throws -> ProjectConfig {
        let bytes = try [UInt8](
            Data(contentsOf: root.appendingPathComponent(ProjectConfig.fileName)))
        return try ProjectConfig.decode(bytes, file: ProjectConfig.fileName)
    }

    /// Runs `viper-gen module <name>` and returns what it printed (standard output, then
    /// standard error).
    func addModuleReporting(_ name: String) throws -> String {
        let run = TestRun.run(["module", name] + flags, in: root)
        guard run.code == .success else {
            throw CompileCheckError.generationFailed(arguments: ["module", name], output: run.err)
        }
        return run.out + run.err
    }

    /// The text of the project file at `path`.
    func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

extension GeneratedProject {
    /// Replaces Package.swift with a plain manifest of tools 6.2 whose app target has
    /// `.defaultIsolation(…)` (Xcode 26's new apps build with MainActor default isolation).
    func writeManifest(defaultIsolation isolation: String) throws {
        let manifest = """
            // swift-tools-version: 6.2

            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.iOS(.v17)],
                targets: [
                    .target(
                        name: "\(name)",
                        swiftSettings: [.defaultIsolation(\(isolation).self)]
                    ),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
                ]
            )

            """
        try manifest.write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}
