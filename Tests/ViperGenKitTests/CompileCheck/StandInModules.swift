import Foundation

/// The SwiftUI and Combine stand-ins from Tests/StandIns, compiled once per test run into a
/// temporary folder that generated trees are type-checked against (and, as shared libraries,
/// linked with to run their tests), with the stand-in plugin that expands `#Preview`.
enum StandInModules {
    /// The folder holding `Combine.swiftmodule`, `SwiftUI.swiftmodule`, their libraries and
    /// the plugin.
    static let folder = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        .appendingPathComponent("viper-gen-stand-ins-\(UUID().uuidString)")

    /// The `#Preview` plugin executable (Tests/StandIns/PreviewsMacros).
    static var previewsPlugin: URL { folder.appendingPathComponent("PreviewsMacros") }

    /// The arguments that make the stand-ins importable and `#Preview` expandable.
    static var arguments: [String] {
        ["-I", folder.path, "-load-plugin-executable", previewsPlugin.path + "#PreviewsMacros"]
    }

    /// Builds the plugin, then Combine, then SwiftUI (which imports Combine) with `compiler`.
    static func build(with compiler: URL) -> Result<[String], CompileCheckError> {
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
            for module in ["Combine", "SwiftUI"] {
                let source = RepositoryPaths.standIns.appendingPathComponent(
                    "\(module)/\(module).swift")
                let output = folder.appendingPathComponent("\(module).swiftmodule")
                let library = folder.appendingPathComponent("lib\(module).so")
                let run = try CompilerRun.compile(
                    compiler,
                    [
                        "-emit-library", "-emit-module", "-parse-as-library", "-module-name",
                        module,
                        "-L", folder.path,
                    ] + (module == "SwiftUI" ? ["-lCombine"] : []) + arguments
                        + [source.path, "-emit-module-path", output.path, "-o", library.path])
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
