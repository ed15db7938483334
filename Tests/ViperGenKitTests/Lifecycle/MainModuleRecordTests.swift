import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: `project` records its Main module, so `remove`, `rename` and `check` know it like
/// any module made later.
@Suite("records: the project's Main module")
struct MainModuleRecordTests {
    /// Each style's generated project, with the app files whose registration of Main `remove`
    /// takes out (the others' lines the project template laid out are left to the user), and
    /// those where `--force` removes a line that is nothing but a use of its route or builder
    /// method (issue 37).
    static let projects = [
        ("project/MyApp", ["Sources/MyApp/RootApp.swift"]), ("uikit-project/Demo", []),
        (
            "routed-project/Demo",
            ["Sources/Demo/ApplicationRouter.swift", "Sources/Demo/SceneDelegate.swift"]
        ),
        ("builder-project/Demo", ["Sources/Demo/SceneDelegate.swift"]),
        ("generic-project/Demo", []),
    ]

    @Test(arguments: projects)
    func removingMainTakesOutItsFilesAndRecordAndNothingElse(
        golden: String, unregistered: [String]
    ) throws {
        let app = try LifecycleApp.generated(golden)
        let recordPath = GenerationRecord.path(kind: .module, name: "Main")
        let record = try GenerationRecord.decode(
            Array(try app.read(recordPath).utf8), file: recordPath)
        let before = try DirectorySnapshot(of: app.path)
        // Another module of the golden shares the template version's copy.
        let copyShared = try FileManager.default.contentsOfDirectory(
            atPath: app.appending(".viper-gen/modules").path
        ).contains { $0 != "Main.json" }
        // Other app code opens Main (routed's scene delegate by its route, a use of its
        // registration like a type's), so only --force removes it.
        let refused = KitRun.remove(["Main"], in: app.url)
        #expect(refused.code == .cannotCreate, "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)

        let removed = KitRun.remove(["Main"], in: app.url) { $0.force = true }

        #expect(removed.code == .success, "\(removed.err)")
        // The copy of the template version goes with its last record.
        let copy = TemplateCopy.path(digest: record.templateDigest)
        #expect(before.entries[copy] != nil)
        let owned = Set(record.files.keys).union([recordPath] + (copyShared ? [] : [copy]))
        #expect(owned.count > 5)
        let after = try DirectorySnapshot(of: app.path)
        func files(_ snapshot: DirectorySnapshot) -> [String: DirectorySnapshot.Entry] {
            snapshot.entries.filter {
                $0.value != .directory && !owned.contains($0.key)
                    && !unregistered.contains($0.key)
            }
        }
        #expect(files(after) == files(before))
        #expect(owned.allSatisfy { after.entries[$0] == nil })
        for path in unregistered {
            #expect(after.entries[path] != before.entries[path], "\(path)")
        }
    }

    @Test func checkFindsAFreshProjectConsistentWithMainsRecord() throws {
        let app = try LifecycleApp.generated("project/MyApp")

        let run = KitRun.check(in: app.url)

        #expect(run.code == .success, "\(run.out)\(run.err)")
        #expect(
            run.out == "Consistent: the app matches the records of 1 module.\n",
            "\(run.out)")
    }
}
