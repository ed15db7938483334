import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenSystem
@testable import ViperGenTemplates

/// DATE, YEAR and TIME use the machine's time zone, read through the C library instead of
/// Foundation's time zone data, with the same results.
@Suite("Local time zone")
struct LocalTimeZoneTests {
    @Test func offsetsMatchFoundationsCurrentTimeZone() {
        // Instants around the year and around daylight saving changes in both hemispheres.
        let instants: [Int64] = [
            0, 1_711_846_800, 1_729_990_800, 1_743_897_600, 1_796_204_460, 1_800_000_000,
            -1_000_000_000, 4_102_444_800,
        ]
        for seconds in instants {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(
                LocalTimeZone.utcOffset(atSecondsSinceEpoch: seconds)
                    == TimeZone.current.secondsFromGMT(for: date), "\(seconds)")
        }
    }

    @Test(arguments: ["Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kolkata", "America/St_Johns"])
    func theBinaryDatesFilesInTheTimeZoneOfTZ(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let folder = try TemporaryFolder()
        let before = DateStamp(instant: Date(), timeZone: timeZone)
        let run = try LaunchedBinary.run(
            ["module", "Payments", "--author", "A", "-q"], in: folder.url,
            environment: ["TZ": zone])
        let after = DateStamp(instant: Date(), timeZone: timeZone)
        #expect(run.exitStatus == 0, "\(run.err)")
        // A run across midnight in that zone cannot be checked; the next one will be.
        guard before.date == after.date else { return }
        let router = try String(
            contentsOf: folder.url.appendingPathComponent("Payments/Router/PaymentsRouter.swift"),
            encoding: .utf8)
        #expect(router.contains("Created by A on \(before.date)."), "\(router.prefix(300))")
    }
}
