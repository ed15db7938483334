import Foundation

/// Builds the Darwin stand-in (Tests/StandIns/Darwin) into a temporary folder, once per test
/// run, and type-checks the platform layer, Sources/ViperGenSystem, against it: the layer's
/// Darwin branch, compiled as it would be on macOS, checked on Linux.
struct DarwinBranchChecker {
    /// The stand-in's only source file.
    static let standInSource = RepositoryPaths.standIns
        .appendingPathComponent("Darwin/Darwin.swift")

    /// The platform layer's sources folder.
    static let layerFolder = RepositoryPaths.root.appendingPathComponent("Sources/ViperGenSystem")

    /// Whether Darwin is missing on this platform, so that the stand-in must stand for it (on
    /// macOS the real Darwin is there and the normal build compiles the Darwin branch).
    static var isNeeded: Bool {
        #if canImport(Darwin)
            return false
        #else
            return true
        #endif
    }

    /// The `swiftc` to run.
    let compiler: URL
    /// Receives any probe sources; removed with this object.
    let folder: TemporaryFolder

    /// A checker with a fresh folder; throws if no `swiftc` is found.
    init() throws {
        compiler = try SwiftCompilerLocator.compiler.get()
        folder = try TemporaryFolder("viper-gen-darwin-probe")
    }

    /// The folder receiving `Darwin.swiftmodule` (the `-I` folder), shared by every check of
    /// the test run and removed when it ends.
    static let standInFolder = URL(fileURLWithPath: NSTemporaryDirectory())
        .resolvingSymlinksInPath()
        .appendingPathComponent("viper-gen-darwin-stand-in-\(UUID().uuidString)")

    /// The stand-in, compiled once per test run as the module `Darwin` (the first check to
    /// ask builds it; the others wait for it).
    private static let standInBuild: Result<CompilerRun, CompileCheckError> = {
        do {
            let compiler = try SwiftCompilerLocator.compiler.get()
            try FileManager.default.createDirectory(
                at: standInFolder, withIntermediateDirectories: true)
            atexit { try? FileManager.default.removeItem(at: DarwinBranchChecker.standInFolder) }
            return .success(
                try CompilerRun.compile(
                    compiler,
                    [
                        "-emit-module", "-parse-as-library", "-module-name", "Darwin",
                        standInSource.path, "-o",
                        standInFolder.appendingPathComponent("Darwin.swiftmodule").path,
                    ]))
        } catch let error as CompileCheckError {
            return .failure(error)
        } catch {
            return .failure(.standInsDidNotBuild(output: "\(error)"))
        }
    }()

    /// The compilation of the stand-in as the module `Darwin` into `standInFolder`.
    func buildStandIn() throws -> CompilerRun {
        try Self.standInBuild.get()
    }

    /// Type-checks every Swift file of the layer, plus `extraSources`, as the module
    /// `ViperGenSystem` with the stand-in on the import path, so `canImport(Darwin)` holds.
    ///
    /// In the Swift 6 language mode, which Package.swift's tools version implies.
    func typeCheckLayer(adding extraSources: [URL] = []) throws -> CompilerRun {
        let layerSources = try FileManager.default
            .contentsOfDirectory(atPath: Self.layerFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { Self.layerFolder.appendingPathComponent($0).path }
        return try CompilerRun.compile(
            compiler,
            [
                "-typecheck", "-parse-as-library", "-module-name", "ViperGenSystem",
                "-swift-version", "6", "-I", Self.standInFolder.path,
            ] + layerSources + extraSources.map(\.path))
    }
}
