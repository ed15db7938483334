import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// `swift package dump-package` evaluates the manifest of a `--layout packages` project: the
/// app target depends on the support code and the module, each test target on what it tests.
@Suite("project --layout packages manifest")
struct PackageManifestEvaluationTests {
    @Test(.enabled(if: PackageDump.swift != nil, "no swift tool to run dump-package with"))
    func dumpPackageEvaluatesTheManifest() throws {
        let (folder, run) = try PackageLayoutProjectTests.generate()
        #expect(run.code == .success, "\(run.err)")
        let targets = try Self.dumpedTargets(of: folder.appending("MyApp"))
        #expect(
            targets.map(\.name) == ["MyApp", "MyAppTests", "Architecture", "Main", "MainTests"])
        let dependencies = Dictionary(
            uniqueKeysWithValues: targets.map { ($0.name, $0.dependencies) })
        #expect(dependencies["MyApp"] == ["Architecture", "Main"])
        #expect(dependencies["Main"] == ["Architecture"])
        #expect(dependencies["MainTests"] == ["Main"])
        #expect(dependencies["MyAppTests"] == ["MyApp"])
        #expect(dependencies["Architecture"] == [])
    }

    @Test(.enabled(if: PackageDump.swift != nil, "no swift tool to run dump-package with"))
    func dumpPackageEvaluatesTheManifestWithoutTests() throws {
        let (folder, run) = try PackageLayoutProjectTests.generate(["--no-tests"])
        #expect(run.code == .success, "\(run.err)")
        let targets = try Self.dumpedTargets(of: folder.appending("MyApp"))
        #expect(targets.map(\.name) == ["MyApp", "MyAppTests", "Architecture", "Main"])
    }

    /// The targets `swift package dump-package` reports for the package in `folder`, with the
    /// names of the targets each depends on.
    static func dumpedTargets(of folder: URL) throws -> [(name: String, dependencies: [String])] {
        let dump = try PackageDump.run(in: folder)
        try #require(dump.status == 0, "dump-package failed: \(dump.errors)")
        let data = Data(dump.json.utf8)
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        return targets.map { target in
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
                ($0["byName"] as? [Any])?.first as? String
            }
            return ((target["name"] as? String) ?? "", dependencies)
        }
    }
}
