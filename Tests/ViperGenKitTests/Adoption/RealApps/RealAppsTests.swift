import Foundation
import Testing
import ViperGenTestSupport

/// Issue 36's measure on real public iOS apps: `init` with no flags, then `module Payments`,
/// classified clean, refused or broken, against the golden table `outcomes.txt`.
///
/// The fixtures are other projects' code and are not committed: these tests run where
/// `Tests/Scripts/reduce-real-apps.sh` has made them, and are skipped elsewhere.
@Suite("Real apps: init then module", .enabled(if: RealApp.fixturesArePresent))
struct RealAppsTests {
    @Test func everyListedAppHasItsFixture() {
        let absent = RealApp.all.filter {
            !FileManager.default.fileExists(atPath: $0.folder.path)
        }
        #expect(
            absent.isEmpty,
            "run Tests/Scripts/reduce-real-apps.sh for \(absent.map(\.name))")
    }

    @Test func theOutcomesMatchTheTable() throws {
        let committed = RealAppOutcomeTable.committed
        var table = RealAppOutcomeTable(
            rows: RealAppMeasurements.outcomes, floor: RealAppOutcomeTable.floor(in: committed))
        if ProcessInfo.processInfo.environment[GoldenTree.recordVariable] == "1" {
            table.floor = max(table.floor, table.cleanCount)
            try Data(table.text.utf8).write(to: RealAppOutcomeTable.file)
            let message =
                "Recorded Tests/Fixtures/RealApps/outcomes.txt. Unset "
                + "\(GoldenTree.recordVariable) and run the tests again."
            Issue.record(Comment(rawValue: message))
            return
        }
        let diff = LineDiff.unified(expected: committed, actual: table.text)
        #expect(
            committed == table.text,
            """
            The outcomes differ from Tests/Fixtures/RealApps/outcomes.txt (- recorded, + now; \
            run with \(GoldenTree.recordVariable)=1 to re-record):
            \(diff)
            """)
    }

    @Test func theCleanAppsNeverFallBelowTheFloor() {
        let table = RealAppOutcomeTable(
            rows: RealAppMeasurements.outcomes,
            floor: RealAppOutcomeTable.floor(in: RealAppOutcomeTable.committed))
        let total = table.rows.count
        let percent = total == 0 ? 0 : table.cleanCount * 100 / total
        print(
            "Real apps: \(table.cleanCount) of \(total) clean (\(percent)%), floor \(table.floor)")
        #expect(
            table.cleanCount >= table.floor,
            "\(table.cleanCount) clean apps, fewer than the floor \(table.floor):\n\(table.text)")
    }

    @Test(arguments: RealApp.all)
    func theFixtureSaysWhereItCameFromUnderItsOwnPermissiveLicence(app: RealApp) throws {
        let source = try String(
            contentsOf: app.folder.appendingPathComponent("SOURCE"), encoding: .utf8)
        #expect(source.contains("repository: https://github.com/\(app.repository)\n"))
        #expect(source.contains("commit: \(app.commit)\n"))
        #expect(source.contains("licence: \(app.licence) "))
        let licence = try String(
            contentsOf: app.folder.appendingPathComponent("LICENSE"), encoding: .utf8)
        let found = PermissiveLicence.named(in: licence)
        #expect(found != nil, "\(app.name)'s LICENSE is not MIT, Apache or BSD")
        #expect(found.map { app.licence.hasPrefix($0) } ?? false, "\(app.name): \(found ?? "-")")
    }
}
