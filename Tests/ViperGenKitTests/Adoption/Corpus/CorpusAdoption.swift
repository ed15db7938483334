import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// One corpus app written to a temporary folder and `viper-gen init` run where a user runs it:
/// the run, the config it wrote and, when the app was not adopted as expected, why.
struct CorpusAdoption {
    /// The app.
    let app: CorpusApp
    /// The app's repository.
    let repository: TemporaryFolder
    /// The `init` run.
    let run: KitRun
    /// The config `init` wrote, if it wrote one.
    let config: ProjectConfig?

    /// Writes `app` and runs `init` with `options` (none: the measure is init without flags).
    init(_ app: CorpusApp, options: InitOptions = InitOptions()) throws {
        self.app = app
        repository = try TemporaryFolder("viper-gen-corpus")
        try app.write(to: repository)
        let folder = repository.appending(app.runFolder)
        run = KitRun.initialize(options, in: folder)
        let written = folder.appendingPathComponent(ProjectConfig.fileName)
        config =
            run.code == .success
            ? try ProjectConfig.decode(Array(try Data(contentsOf: written)), file: written.path)
            : nil
    }

    /// The folder `init` ran in.
    var runFolder: URL { repository.appending(app.runFolder) }

    /// Why the app was not adopted as expected: init's complaint, else the first setting that
    /// differs; nil when it was.
    var problem: String? {
        guard let config else {
            let lines = run.err.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .prefix { !$0.hasPrefix("USAGE:") }
            .filter { !$0.isEmpty && !$0.hasPrefix("Error: viper-gen init could not adopt") }
            return "exit \(run.code.rawValue): " + lines.joined(separator: " ")
        }
        if config.style != app.style { return "style \(config.style), expected \(app.style)" }
        if config.sourcesPath != app.sourcesPath {
            return "sources \(config.sourcesPath), expected \(app.sourcesPath)"
        }
        if let modules = app.modulesPath, config.modulesPath != modules {
            return "modules \(config.modulesPath), expected \(modules)"
        }
        if !Self.folder(config.modulesPath, isIn: config.sourcesPath) {
            return "modules \(config.modulesPath), outside the sources \(config.sourcesPath)"
        }
        return nil
    }

    /// Whether the app was adopted as expected.
    var adopted: Bool { problem == nil }

    /// Whether `path` is `folder` or lies inside it (every path lies inside ".").
    static func folder(_ path: String, isIn folder: String) -> Bool {
        folder == "." || path == folder || path.hasPrefix(folder + "/")
    }

    /// The table of `adoptions`: each app, what it is shaped like, and adopted, asked for a
    /// flag, or the reason it was not; then the count.
    static func table(_ adoptions: [CorpusAdoption]) -> String {
        let width = (adoptions.map(\.app.name.count).max() ?? 0) + 2
        var lines = ["Adoption corpus (issue 22): init with no flags"]
        for adoption in adoptions {
            let name = adoption.app.name.padding(toLength: width, withPad: " ", startingAt: 0)
            var result = adoption.problem.map { "NOT ADOPTED  \($0)" } ?? "adopted"
            if let expected = adoption.app.testsPath, let config = adoption.config,
                config.testsPath != expected
            {
                result += "  (tests \(config.testsPath), expected \(expected))"
            }
            lines.append("  \(name)\(result)")
            lines.append("  \(String(repeating: " ", count: width))  [\(adoption.app.shape)]")
        }
        let count = adoptions.filter(\.adopted).count
        lines.append(
            "Adopted: \(count) of \(adoptions.count) (at least \(AdoptionCorpus.required))")
        return lines.joined(separator: "\n")
    }
}
