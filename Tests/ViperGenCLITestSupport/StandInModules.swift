import Foundation
import ViperGenTestSupport

/// The SwiftUI, Combine, UIKit and GenericModule stand-ins from Tests/StandIns, compiled once per
/// test run into a temporary folder that generated trees are type-checked against (and, as
/// shared libraries, linked with to run their tests), with the stand-in plugin that expands
/// `#Preview`.
package enum StandInModules {
    /// The folder holding `Combine.swiftmodule`, `SwiftUI.swiftmodule`, `UIKit.swiftmodule`,
    /// `GenericModule.swiftmodule`, their libraries and the plugin.
    package static let folder: URL = uniqueFolder()

    /// A new folder name in the temporary folder, for ``folder``.
    private static func uniqueFolder() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory())
            .resolvingSymlinksInPath()
            .appendingPathComponent("viper-gen-stand-ins-\(UUID().uuidString)")
    }

    /// The `#Preview` plugin executable (Tests/StandIns/PreviewsMacros).
    package static var previewsPlugin: URL { folder.appendingPathComponent("PreviewsMacros") }

    /// The arguments that make the stand-ins importable and `#Preview` expandable.
    package static var arguments: [String] {
        ["-I", folder.path, "-load-plugin-executable", previewsPlugin.path + "#PreviewsMacros"]
    }

    /// The libraries each stand-in links against: the stand-ins it imports.
    private static let linkedStandIns = ["SwiftUI": ["-lCombine"], "GenericModule": ["-lUIKit"]]

    /// The Swift files of the stand-in `module` (Tests/StandIns/<module>/*.swift), sorted.
    private static func sources(of module: String) throws -> [String] {
        let folder = RepositoryPaths.standIns.appendingPathComponent(module)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Builds the plugin, then Combine, then SwiftUI (which imports Combine), then UIKit, then
    /// GenericModule (which imports UIKit), with `compiler`.
    package static func build(with compiler: URL) -> Result<[String], CompileCheckError> {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            atexit { try? FileManager.default.removeItem(at: StandInModules.folder) }
            let plugin = try CompilerRun.compile(
                compiler,
                [
                    RepositoryPaths.standIns.appendingPathComponent("PreviewsMacros/main.swift")
                        .path, "-o", previewsPlugin.path,
                ])
            guard plugin.succeeded else {
                return .failure(.standInsDidNotBuild(output: plugin.output))
            }
            for module in ["Combine", "SwiftUI", "UIKit", "GenericModule"] {
                let sources = try sources(of: module)
                let output = folder.appendingPathComponent("\(module).swiftmodule")
                let library = folder.appendingPathComponent("lib\(module).so")
                let run = try CompilerRun.compile(
                    compiler,
                    [
                        "-emit-library", "-emit-module", "-parse-as-library", "-module-name",
                        module,
                        "-L", folder.path,
                    ] + (linkedStandIns[module] ?? []) + arguments
                        + sources + ["-emit-module-path", output.path, "-o", library.path])
                guard run.succeeded else {
                    return .failure(.standInsDidNotBuild(output: run.output))
                }
            }
            return .success(arguments)
        } catch {
            return .failure(.standInsDidNotBuild(output: "\(error)"))
        }
    }
}
