import Foundation
import ViperGenTestSupport

/// `Tests/Fixtures/ModularApp` (an Xcode 26 app whose features are local packages, Swift 6 with
/// main-actor default isolation) copied into a temporary folder, with the commands run in it.
package final class ModularAppFixture {
    /// The fixture in the repository.
    package static let source = RepositoryPaths.root.appendingPathComponent(
        "Tests/Fixtures/ModularApp")
    /// The project file, relative to the app's folder.
    package static let pbxproj = "ModularApp.xcodeproj/project.pbxproj"

    /// The temporary folder holding the copy; removed with this object.
    private let folder: TemporaryFolder

    /// The copy's folder.
    package var root: URL { folder.appending("ModularApp") }

    /// A fresh copy of the fixture.
    package init() throws {
        folder = try TemporaryFolder("viper-gen-modular-app")
        try FileManager.default.copyItem(at: Self.source, to: root)
    }

    /// A fresh copy adopted with `init` and the fixed flags.
    package static func adopted() throws -> ModularAppFixture {
        let app = try ModularAppFixture()
        try app.run(["init"])
        return app
    }

    /// Runs viper-gen with `arguments` in the app's folder, with the fixed flags for the
    /// commands that write headers; throws with its error output unless it succeeds.
    @discardableResult
    package func run(_ arguments: [String]) throws -> TestRun {
        let writesHeaders = ["init", "module", "service"].contains(arguments.first ?? "")
        let flags = writesHeaders ? TestRun.fixedFlags : []
        let run = TestRun.run(arguments + flags + ["-q"], in: root)
        guard run.code == .success else {
            throw CompileCheckError.generationFailed(arguments: arguments, output: run.err)
        }
        return run
    }

    /// The bytes of the file at `path`, relative to the app's folder.
    package func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// The app split into the Swift modules Xcode builds: every package's library target
    /// (`Packages/<P>/Sources/<P>`) by name, the app target (`ModularApp/`), then the test
    /// targets of the packages viper-gen made (those with a record).
    package func swiftModules() throws -> [SwiftModuleSources] {
        let packages = root.appendingPathComponent("Packages")
        let names = try FileManager.default.contentsOfDirectory(atPath: packages.path).sorted()
        let support = names.filter { $0 == "Architecture" }
        var modules = (support + names.filter { $0 != "Architecture" }).map { name in
            SwiftModuleSources(
                name: name,
                files: swiftFiles(in: packages.appendingPathComponent("\(name)/Sources/\(name)")),
                role: .library)
        }
        modules.append(
            SwiftModuleSources(
                name: "ModularApp",
                files: swiftFiles(in: root.appendingPathComponent("ModularApp")),
                role: .app))
        let records = root.appendingPathComponent(".viper-gen/modules")
        let made = ((try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? [])
            .map { String($0.dropLast(".json".count)) }.sorted()
        for name in made {
            modules.append(
                SwiftModuleSources(
                    name: name + "Tests",
                    files: swiftFiles(
                        in: packages.appendingPathComponent("\(name)/Tests/\(name)Tests")),
                    role: .tests))
        }
        return modules
    }

    /// The Swift files below `folder`, sorted by path.
    private func swiftFiles(in folder: URL) -> [URL] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
