import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenSystem

/// Issue 37, defect 1, as a race: deletions while a folder is swapped for a link.
///
/// `remove`, `rename` and `update` run while another thread swaps one of the folders they
/// delete from for a link to an outside copy, starting at one of their deletions; whoever wins,
/// nothing outside the project is ever touched, and once the folder is back and the next run
/// recovered, every file of the app is as before the run or as after it.
///
/// `VIPER_GEN_SWAP_RACE_TRIES` sets the tries per command: 40 by default, which keeps
/// `swift test` quick; the issue's figure is 200 (`VIPER_GEN_SWAP_RACE_TRIES=200`).
@Suite("Safety: a folder swapped for a link while deletions run", .serialized)
struct SwappedFolderRaceTests {
    /// Tries per command.
    private static let tries =
        ProcessInfo.processInfo.environment["VIPER_GEN_SWAP_RACE_TRIES"].flatMap(Int.init) ?? 40

    /// One command and the folders it deletes from, with how many deletions each sees.
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let folders: [(path: String, deletions: Int)]
        let makesUpdateApp: Bool

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(
            arguments: ["remove", "Payments"],
            folders: [
                ("Tests/MyAppTests", 4), ("Sources/MyApp/Classes/Modules/Payments", 7),
                (".viper-gen", 1),
            ], makesUpdateApp: false),
        Case(
            arguments: ["rename", "Payments", "Billing"],
            folders: [("Tests/MyAppTests", 4), ("Sources/MyApp/Classes/Modules/Payments", 7)],
            makesUpdateApp: false),
        Case(
            arguments: ["rename", "Payments", "Billing", "--everywhere"],
            folders: [("Tests/MyAppTests", 4), ("Sources/MyApp/Classes/Modules/Payments", 7)],
            makesUpdateApp: false),
        Case(
            arguments: ["update"], folders: [(".viper-gen", 1)], makesUpdateApp: true),
    ]

    @Test(arguments: cases)
    func nothingOutsideIsTouched(_ race: Case) throws {
        let prepared = race.makesUpdateApp ? try UpdateApp.changed() : try SwappedFolderTests.app()
        let before = try Self.files(of: prepared)
        let finished = try TemporaryFolder("viper-gen-race")
        try finished.copyContents(of: prepared.url)
        let run = TestRun.run(race.arguments, in: finished.url)
        try #require(run.code == .success, "\(run.err)")
        let after = try Self.files(of: finished)
        var outcomes: [String: Int] = [:]
        for attempt in 0..<Self.tries {
            let app = try TemporaryFolder("viper-gen-race")
            try app.copyContents(of: prepared.url)
            let folder = race.folders[attempt % race.folders.count]
            let outcome = try SwappedFolderTests.runSwapping(
                folder.path, in: app, before: .remove,
                occurrence: 1 + (attempt / race.folders.count) % folder.deletions,
                concurrently: true, race.arguments)
            #expect(
                outcome.outsideAfter == outcome.outsideBefore,
                "try \(attempt), \(folder.path): the outside copy changed")
            #expect(outcome.swapped, "try \(attempt): no deletion below \(folder.path)")
            let files = Self.files(of: outcome.recovered)
            #expect(
                files == before || files == after,
                "try \(attempt), \(folder.path): neither as before nor as after")
            let key = outcome.run.code == .success ? "finished" : "stopped"
            outcomes[key, default: 0] += 1
        }
        // Both ends of the race happen: a swap after the last deletion lets the run finish.
        print("\(race.arguments.joined(separator: " ")): \(outcomes.sorted { $0.key < $1.key })")
        #expect(outcomes.values.reduce(0, +) == Self.tries)
    }

    /// The files (and links) of `folder`, without its folders: a folder left empty where the
    /// swap set it aside is not a file out of place.
    private static func files(of folder: TemporaryFolder) throws -> [String: DirectorySnapshot
        .Entry]
    {
        files(of: try DirectorySnapshot(of: folder.path))
    }

    private static func files(of snapshot: DirectorySnapshot) -> [String: DirectorySnapshot.Entry] {
        snapshot.entries.filter { $0.value != .directory }
    }
}
