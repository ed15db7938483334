import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 37, defect 2: records under `.viper-gen/` are committed and merged like any file, so
/// what they say is input: a name gets the command line's rules and a recorded path must lie
/// in the module's own folders, or the command refuses (exit 65) with nothing written.
@Suite("records are input")
struct RecordInputTests {
    /// The record of `Payments` in `project/MyApp`.
    static let record = ".viper-gen/modules/Payments.json"

    /// `project/MyApp` with the module `Payments`, its record changed by `edit`.
    static func app(editingRecord edit: (inout [String: Any]) -> Void) throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let bytes = try Data(contentsOf: app.appending(record))
        var object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        edit(&object)
        let edited = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try edited.write(to: app.appending(record))
        return app
    }

    @Test func checkFixRefusesANameThatIsNoModuleNameAndWritesNothing() throws {
        let hostile = "Pay\u{1B}[31mments\nlet PWNED = 1 //"
        let app = try Self.app { $0["name"] = hostile }
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.check(in: app.url) { $0.fix = true }

        #expect(run.code == .badTemplate, "\(run.out)\(run.err)")
        #expect(run.err.contains(Self.record), "\(run.err)")
        #expect(run.err.contains("\"name\""), "\(run.err)")
        #expect(run.err.contains("restore it from version control"), "\(run.err)")
        #expect(!run.err.contains("\u{1B}"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
        #expect(!(try app.read("Sources/MyApp/RootApp.swift")).contains("PWNED"))
    }

    @Test(arguments: [
        ("name", "Billing"), ("name", "payments"), ("kind", "service"),
        ("templateDigest", "../../../../etc/x"), ("template", "module\nlet PWNED = 1"),
    ])
    func everyCommandReadingRecordsRefusesAFieldAppCodeOrPathsWouldGet(
        field: String, value: String
    ) throws {
        let app = try Self.app { $0[field] = value }
        let before = try DirectorySnapshot(of: app.path)

        let commands: [(arguments: String, run: (URL) -> KitRun)] = [
            ("check --fix", { KitRun.check(in: $0) { $0.fix = true } }),
            ("check", { KitRun.check(in: $0) }),
            ("remove Payments", { KitRun.remove(["Payments"], in: $0) }),
            ("rename Payments Billing", { KitRun.rename("Payments", "Billing", in: $0) }),
            ("update Payments", { KitRun.update(["Payments"], in: $0) }),
            ("update", { KitRun.update(in: $0) }),
            ("outdated", { KitRun.outdated(in: $0) }),
        ]
        for (arguments, command) in commands {
            let run = command(app.url)
            #expect(run.code == .badTemplate, "\(arguments): \(run.out)\(run.err)")
            #expect(run.err.contains(Self.record), "\(arguments): \(run.err)")
            #expect(run.err.contains("\"\(field)\""), "\(arguments): \(run.err)")
        }
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aValueTheTemplateWouldWriteIntoSwiftIsCheckedLikeAFlag() throws {
        let app = try Self.app { object in
            var values = object["values"] as? [String: String] ?? [:]
            values["author"] = "Jane\nlet PWNED = 1"
            object["values"] = values
        }
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.update(["Payments"], in: app.url)

        #expect(run.code == .badTemplate, "\(run.out)\(run.err)")
        #expect(run.err.contains("\"values.author\""), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
