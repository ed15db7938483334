import Foundation
import Testing
import ViperGenTestSupport

/// One real public iOS app of issue 36's measure, as `Tests/Fixtures/RealApps/apps.tsv` lists
/// it; its reduced copy (made by `Tests/Scripts/reduce-real-apps.sh`, never committed) lies in
/// `Tests/Fixtures/RealApps/.apps/<name>/` (hidden from `swift format -r`, ignored by git).
struct RealApp: Sendable, CustomTestStringConvertible {
    /// The short name, which is also the fixture's folder.
    var name: String
    /// The GitHub repository, `owner/name`.
    var repository: String
    /// The commit the fixture was reduced from.
    var commit: String
    /// The licence of the repository's LICENSE file.
    var licence: String
    /// What kind of app it is (`swiftui`, `viper-generamba`, `objc`, ...).
    var kind: String
    /// The folder a user runs `init` in, relative to the repository.
    var runFolder: String
    /// The app target's source folders relative to the repository, when no committed project
    /// file names them (XcodeGen, Tuist); empty otherwise.
    var sources: [String]

    /// The name a failing case shows.
    var testDescription: String { name }

    /// The folder holding the list and the fixtures.
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/RealApps")

    /// The apps of `apps.tsv`, in its order.
    static let all: [RealApp] = {
        let list = fixtures.appendingPathComponent("apps.tsv")
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(
                String.init)
            guard fields.count == 7 else { return nil }
            return RealApp(
                name: fields[0], repository: fields[1], commit: fields[2], licence: fields[3],
                kind: fields[4], runFolder: fields[5],
                sources: fields[6] == "-" ? [] : fields[6].split(separator: ",").map(String.init))
        }
    }()

    /// The app's reduced copy.
    var folder: URL { Self.fixtures.appendingPathComponent(".apps/" + name) }

    /// Whether the fixtures have been made here (they are not committed): the suites that
    /// measure them run only then.
    static var fixturesArePresent: Bool {
        all.contains { FileManager.default.fileExists(atPath: $0.folder.path) }
    }
}
