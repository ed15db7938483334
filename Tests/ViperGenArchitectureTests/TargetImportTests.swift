import Foundation
import Testing
import ViperGenTestSupport

/// Issue 21: every target imports exactly the package targets Package.swift declares for it, so
/// the layers the manifest describes are the layers the code has.
@Suite("Target imports")
struct TargetImportTests {
    @Test func everyTargetImportsWhatItDeclaresAndNothingElse() throws {
        let manifest = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"),
            encoding: .utf8)
        let package = PackageTargets(manifest: manifest)
        #expect(package.targets.count >= 8, "the manifest's targets were not read: \(package)")
        var problems: [String] = []
        for target in package.targets {
            let imported = try importedTargets(of: target, among: package)
            problems += imported.subtracting(target.dependencies).sorted().map {
                "\(target.name) imports \($0), which Package.swift does not declare for it"
            }
            problems += Set(target.dependencies).subtracting(imported).sorted().compactMap {
                name in
                // A plugin is used by the build, not imported.
                guard package.targets.contains(where: { $0.name == name }) else { return nil }
                return "\(target.name) declares \(name) and never imports it"
            }
        }
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
    }

    @Test func theManifestReaderFindsNamesFoldersAndDependencies() {
        // Negative control for the reader, on a manifest written for the test.
        let manifest = """
            targets: [
                .executableTarget(name: "tool", dependencies: ["Lib"]),
                .target(
                    name: "Lib",
                    dependencies: ["Base", "Leaf"],
                    plugins: ["Embed"]),
                .target(name: "Base", path: "Sources/Bottom"),
                .testTarget(name: "LibTests", dependencies: ["Lib"]),
            ]
            """
        let targets = PackageTargets(manifest: manifest).targets
        #expect(
            targets == [
                .init(name: "Lib", path: "Sources/Lib", dependencies: ["Base", "Leaf"]),
                .init(name: "Base", path: "Sources/Bottom", dependencies: []),
                .init(name: "tool", path: "Sources/tool", dependencies: ["Lib"]),
                .init(name: "LibTests", path: "Tests/LibTests", dependencies: ["Lib"]),
            ])
    }

    /// The package targets other than `target` that its Swift files import.
    private func importedTargets(of target: PackageTargets.Target, among package: PackageTargets)
        throws -> Set<String>
    {
        let names = Set(package.targets.map(\.name)).subtracting([target.name])
        let folder = RepositoryPaths.root.appendingPathComponent(target.path)
        var found: Set<String> = []
        for file in RepositoryPaths.swiftFiles(below: [folder]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                if let module = ImportDeclaration.module(in: line), names.contains(module) {
                    found.insert(module)
                }
            }
        }
        return found
    }
}
