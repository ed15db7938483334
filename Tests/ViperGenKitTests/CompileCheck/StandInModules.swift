import Foundation

/// The SwiftUI and Combine stand-ins from Tests/StandIns, compiled once per test run into a
/// temporary folder that generated trees are type-checked against (`-I <folder>`).
enum StandInModules {
    /// The folder holding `Combine.swiftmodule` and `SwiftUI.swiftmodule`.
    static let folder = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        .appendingPathComponent("viper-gen-stand-ins-\(UUID().uuidString)")

    /// Builds Combine, then SwiftUI (which imports Combine) with `compiler`.
    static func build(with compiler: URL) -> Result<URL, CompileCheckError> {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            atexit { try? FileManager.default.removeItem(at: StandInModules.folder) }
            for module in ["Combine", "SwiftUI"] {
                let source = RepositoryPaths.standIns.appendingPathComponent(
                    "\(module)/\(module).swift")
                let output = folder.appendingPathComponent("\(module).swiftmodule")
                let run = try CompilerRun.run(
                    compiler,
                    [
                        "-emit-module", "-parse-as-library", "-module-name", module,
                        "-I", folder.path, source.path, "-o", output.path,
                    ])
                guard run.succeeded else {
                    return .failure(.standInsDidNotBuild(output: run.output))
                }
            }
            return .success(folder)
        } catch {
            return .failure(.standInsDidNotBuild(output: "\(error)"))
        }
    }
}
