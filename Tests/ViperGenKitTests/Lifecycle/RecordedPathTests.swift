import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 37, defect 2: `remove` deletes only what lies in the module's own folders (its
/// module folder and its tests folder), whatever its record lists and with or without
/// `--force`: never the config, another module's record or files, or the user's own files.
@Suite("records are input: recorded paths", .alsoOnAPFS)
struct RecordedPathTests {
    /// The record of `Payments` in `project/MyApp`.
    static let record = ".viper-gen/modules/Payments.json"

    /// Paths of `project/MyApp` that are not the module `Payments`'s.
    static let others = [
        ".viper-gen.json",
        ".viper-gen/modules/Main.json",
        "Sources/MyApp/Classes/Modules/Main/View/MainView.swift",
        "Sources/MyApp/RootApp.swift",
        "Sources/MyApp/Classes/Modules/Payments/../Main/View/MainView.swift",
        "Sources/MyApp/Classes/Modules/Payments/Assembly/../../Main/View/MainView.swift",
        // The same file on APFS, which ignores case: another spelling of Main's view.
        "Sources/MyApp/Classes/Modules/main/View/MAINVIEW.swift",
        "Tests/MyAppTests/Main/MainRouterSpy.swift",
        "Tests/MyAppTests/MyAppTests.swift",
    ]

    /// `project/MyApp` with the module `Payments` whose record also lists `path` with the
    /// digest of the bytes it names now (`path` read through `read`).
    static func app(listing path: (TemporaryFolder) -> String) throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let listed = path(app)
        let target =
            listed.hasPrefix("/") ? URL(fileURLWithPath: listed) : app.appending(listed)
        let bytes = (try? Data(contentsOf: target)).map { [UInt8]($0) } ?? []
        let data = try Data(contentsOf: app.appending(record))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var files = object["files"] as? [String: String] ?? [:]
        files[listed] = GenerationRecord.digest(bytes)
        object["files"] = files
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            .write(to: app.appending(record))
        return app
    }

    @Test(arguments: others)
    func removeRenameAndUpdateRefuseAPathOutsideTheModulesFolders(path: String) throws {
        let app = try Self.app { _ in path }
        let before = try DirectorySnapshot(of: app.path)

        let commands: [(arguments: String, run: (URL) -> KitRun)] = [
            ("remove Payments", { KitRun.remove(["Payments"], in: $0) }),
            (
                "remove Payments --force",
                { KitRun.remove(["Payments"], in: $0) { $0.force = true } }
            ),
            (
                "rename Payments Billing --force",
                { KitRun.rename("Payments", "Billing", in: $0) { $0.force = true } }
            ),
            ("update Payments", { KitRun.update(["Payments"], in: $0) }),
        ]
        for (arguments, command) in commands {
            let run = command(app.url)
            #expect(run.code == .badTemplate, "\(arguments): \(run.out)\(run.err)")
            #expect(run.err.contains(Self.record), "\(arguments): \(run.err)")
            #expect(run.err.contains("\"files\""), "\(arguments): \(run.err)")
            #expect(run.err.contains(path), "\(arguments): \(run.err)")
            #expect(run.err.contains("nothing was"), "\(arguments): \(run.err)")
        }
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func removeRefusesAPathOutsideTheProject() throws {
        let outside = try TemporaryFolder("viper-gen-outside")
        try outside.write("victim.txt", "the user's own file\n")
        for absolute in [true, false] {
            let app = try Self.app { app in
                absolute
                    ? outside.path("victim.txt")
                    : "../" + outside.url.lastPathComponent + "/victim.txt"
            }
            let before = try DirectorySnapshot(of: app.path)
            for force in [false, true] {
                let arguments = force ? "remove Payments --force" : "remove Payments"
                let run = KitRun.remove(["Payments"], in: app.url) { $0.force = force }
                #expect(run.code == .badTemplate, "\(arguments): \(run.out)\(run.err)")
                #expect(run.err.contains("victim.txt"), "\(arguments): \(run.err)")
            }
            #expect(try DirectorySnapshot(of: app.path) == before)
            #expect(try outside.read("victim.txt") == "the user's own file\n")
        }
    }

    @Test func aFlatTemplatesFilesNeverIncludeAnAppFile() throws {
        // Modules directly in the sources folder, where the app files are.
        let app = try LifecycleApp.generated("project/MyApp")
        let config = try app.read(".viper-gen.json")
        try app.write(
            ".viper-gen.json",
            config.replacingOccurrences(
                of: "\"Sources/MyApp/Classes/Modules\"", with: "\"Sources/MyApp\""))
        try LifecycleApp.add(.module, ["Application"], to: app)
        let record = ".viper-gen/modules/Application.json"
        let builder = "Sources/MyApp/ApplicationViewBuilder.swift"
        let data = try Data(contentsOf: app.appending(record))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var files = object["files"] as? [String: String] ?? [:]
        files[builder] = GenerationRecord.digest(Array(try app.read(builder).utf8))
        object["files"] = files
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            .write(to: app.appending(record))
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.remove(["Application"], in: app.url) { $0.force = true }

        #expect(run.code == .badTemplate, "\(run.out)\(run.err)")
        #expect(run.err.contains("'\(builder)' is an app file"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aModuleOfAFlatTemplateIsStillRemoved() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        let template = RepositoryPaths.root.appendingPathComponent(
            "Tests/Fixtures/XcodeTemplates/Xcode/File Templates/VIPER/Screen.xctemplate")
        try LifecycleApp.add(.module, ["Pay"], to: app) { $0.template = template.path }
        #expect(
            FileManager.default.fileExists(
                atPath: app.path("Sources/MyApp/Classes/Modules/PayView.swift")))

        let run = KitRun.remove(["Pay"], in: app.url) { $0.force = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
