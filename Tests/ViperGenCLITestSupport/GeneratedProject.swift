import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A project generated with viper-gen into a temporary folder, the way a user would make it.
package final class GeneratedProject {
    /// The project's name.
    package let name: String
    /// The flags every command is run with (author, organization, date, ...).
    package let flags: [String]
    /// The temporary folder holding the project folder; removed with this object.
    private let folder: TemporaryFolder

    /// Runs `viper-gen project <name> <projectArguments> <flags>` in a fresh temporary folder.
    package init(
        _ name: String = "MyApp", projectArguments: [String] = [],
        flags: [String] = TestRun.fixedFlags
    ) throws {
        self.name = name
        self.flags = flags
        folder = try TemporaryFolder("viper-gen-compile-check")
        try Self.generate(["project", name] + projectArguments, flags: flags, in: folder.url)
    }

    /// The project's root folder (the one holding its Package.swift).
    package var root: URL { folder.appending(name) }

    /// The app target's sources folder.
    package var appFolder: URL { root.appendingPathComponent("Sources/\(name)") }

    /// The test target's sources folder.
    package var testsFolder: URL { root.appendingPathComponent("Tests/\(name)Tests") }

    /// Runs `viper-gen <command> <name> <extraArguments> <flags>` inside the project.
    package func add(_ command: String, _ name: String, _ extraArguments: [String] = []) throws {
        try Self.generate([command, name] + extraArguments, flags: flags, in: root)
    }

    /// Runs `viper-gen project <name> --force <flags>` in the folder holding the project, which
    /// regenerates its files from the template.
    package func regenerate() throws {
        try Self.generate(["project", name, "--force"], flags: flags, in: folder.url)
    }

    /// The Swift files under `folder`, sorted by path.
    package func swiftFiles(in folder: URL) throws -> [URL] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Replaces the first `text` in the project file at `path` with `replacement`, to make a
    /// deliberate mistake; fails if `text` is not there.
    package func replace(_ text: String, with replacement: String, in path: String) throws {
        let file = root.appendingPathComponent(path)
        let contents = try String(contentsOf: file, encoding: .utf8)
        guard let range = contents.range(of: text) else {
            throw CompileCheckError.textToReplaceNotFound(text, file: path)
        }
        try contents.replacingCharacters(in: range, with: replacement)
            .write(to: file, atomically: true, encoding: .utf8)
    }

    /// The Swift language mode the generated manifest implies: 6 for tools 6.0 and later, else 5.
    package func languageMode() throws -> String {
        let manifest = try String(
            contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let prefix = "// swift-tools-version:"
        let firstLine = manifest.prefix { $0 != "\n" }
        guard firstLine.hasPrefix(prefix) else { return "5" }
        let version = firstLine.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        let major = Int(version.prefix { $0.isNumber }) ?? 5
        return major >= 6 ? "6" : "5"
    }

    private static func generate(_ arguments: [String], flags: [String], in folder: URL) throws {
        let run = TestRun.run(arguments + flags + ["-q"], in: folder)
        guard run.code == .success else {
            throw CompileCheckError.generationFailed(arguments: arguments, output: run.err)
        }
    }
}
