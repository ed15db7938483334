import Foundation

/// The golden table of issue 36's measure, `Tests/Fixtures/RealApps/outcomes.txt`: a header
/// with the floor of clean apps, then one line per app (name, kind, outcome, detail).
struct RealAppOutcomeTable {
    /// The table's file.
    static let file = RealApp.fixtures.appendingPathComponent("outcomes.txt")
    /// The header line that holds the floor.
    static let floorPrefix = "clean at least: "

    /// The apps and their outcomes, in the order of `apps.tsv`.
    var rows: [(app: RealApp, outcome: RealAppOutcome)]
    /// The number of clean apps the measure may never fall below.
    var floor: Int

    /// How many apps are clean.
    var cleanCount: Int { rows.filter { $0.outcome.kind == .clean }.count }

    /// The table as the file holds it.
    var text: String {
        let nameWidth = (rows.map(\.app.name.count).max() ?? 0) + 2
        let kindWidth = (rows.map(\.app.kind.count).max() ?? 0) + 2
        var lines = [
            "# Real apps (issue 36): `viper-gen init` with no flags, then `viper-gen module "
                + "Payments`.",
            "# clean: built by the app, every mentioned type declared; refused: a non-zero exit;",
            "# broken: exit 0 but a type is missing or a file is not built. Re-record with",
            "# VIPER_GEN_RECORD_GOLDENS=1 (the floor is kept: it only rises).",
            Self.floorPrefix + "\(floor)",
        ]
        for (app, outcome) in rows {
            let name = app.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let kind = app.kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let result = outcome.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            lines.append(name + kind + result + outcome.detail)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The floor recorded in the table `text` (0 when it has none).
    static func floor(in text: String) -> Int {
        text.split(separator: "\n").first { $0.hasPrefix(floorPrefix) }
            .flatMap { Int($0.dropFirst(floorPrefix.count)) } ?? 0
    }

    /// The names of the apps the table `text` lists, in order.
    static func names(in text: String) -> [String] {
        text.split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix(floorPrefix) }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// The committed table's text (empty when there is none yet).
    static var committed: String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
}
