import Foundation
import ViperGenTestSupport

/// Compiles a tree split into Swift modules the way a build does: each module in dependency
/// order, through SIL (where Swift 6 finds data races that `-typecheck` misses), against the
/// interfaces of the modules compiled before it.
///
/// Every library and the app are emitted as testable modules into one folder, which later
/// modules import from (`-I`); test targets are checked against them and emit nothing. SIL
/// goes to files in that folder (swiftc replaces its output by renaming, so never /dev/null).
package struct ModularTypeChecker {
    /// The compiler and the framework arguments to use.
    package let setup: CompilerSetup

    /// A checker with `setup`.
    package init(setup: CompilerSetup) {
        self.setup = setup
    }

    /// A checker over the shared setup; throws if there is no compiler or the stand-ins fail.
    package static func shared() throws -> ModularTypeChecker {
        ModularTypeChecker(setup: try CompilerSetup.shared.get())
    }

    /// One module's compilation: the module and how the compiler ran.
    package struct ModuleRun: CustomStringConvertible {
        /// The module compiled.
        package let module: SwiftModuleSources
        /// How the compiler ran.
        package let run: CompilerRun

        package var description: String {
            "\(module.name): \(run.succeeded ? "compiled" : "failed")\n\(run.output)"
        }
    }

    /// Compiles `modules` in order (each may import those before it) under `settings`.
    ///
    /// The interfaces go to `folder`; it stops after the first module that fails, whose run is
    /// the last one returned. Main-actor default isolation applies to libraries and the app, not
    /// to test targets (Xcode 26 sets it on a new app target, not on its test target).
    package func check(
        _ modules: [SwiftModuleSources], settings: LanguageSettings, in folder: URL
    ) throws -> [ModuleRun] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var runs: [ModuleRun] = []
        for module in modules {
            let run = try CompilerRun.compile(
                setup.compiler, arguments(for: module, settings: settings, in: folder))
            runs.append(ModuleRun(module: module, run: run))
            guard run.succeeded else { break }
        }
        return runs
    }

    /// Compiles `modules` under each of `settings`, the interfaces of each in a folder of its
    /// own below `folder`: for each settings under which a module failed, the settings and
    /// every run, for a test's message; empty when every module compiled under every settings.
    package func failures(
        of modules: [SwiftModuleSources],
        under settings: [LanguageSettings] = [.swift6, .swift6MainActor], in folder: URL
    ) throws -> [String] {
        try settings.compactMap { settings in
            let runs = try check(
                modules, settings: settings,
                in: folder.appendingPathComponent(".modules-\(settings.mainActorByDefault)"))
            guard !Self.allSucceeded(runs, of: modules) else { return nil }
            return "\(settings):\n" + runs.map(\.description).joined(separator: "\n")
        }
    }

    /// Whether every one of `runs` succeeded and none is missing from `modules`.
    package static func allSucceeded(
        _ runs: [ModuleRun], of modules: [SwiftModuleSources]
    ) -> Bool {
        runs.count == modules.count && runs.allSatisfy(\.run.succeeded)
    }

    /// The compiler arguments for `module`.
    private func arguments(
        for module: SwiftModuleSources, settings: LanguageSettings, in folder: URL
    ) -> [String] {
        let sil = folder.appendingPathComponent("\(module.name).sil")
        var arguments = [
            "-emit-sil", "-o", sil.path, "-parse-as-library", "-module-name", module.name,
            "-swift-version", settings.languageMode ?? "6", "-I", folder.path,
        ]
        if module.role != .tests {
            arguments += settings.appArguments
            arguments += [
                "-enable-testing", "-emit-module-path",
                folder.appendingPathComponent("\(module.name).swiftmodule").path,
            ]
        }
        return arguments + setup.frameworkArguments
            + (setup.warningsAreErrors ? ["-warnings-as-errors"] : [])
            + module.files.map(\.path)
    }
}
